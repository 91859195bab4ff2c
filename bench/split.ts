/**
 * bench/split: how exactly the splitter finds the documents of composite PDFs. Composites are
 * joined with qpdf from whole corpus documents (bench/split-sets.ts: tune and held-out documents
 * never meet in one composite), 2–5 documents each, some with a blank separator sheet, and run
 * through the real pipeline (parse with OCR, split; no extraction). Reported per set: composites
 * split into exactly their ranges, boundary precision and recall, how often a boundary drawn with a
 * confidence ≥ 0.8 is right (calibration by bucket), and doc_type of the sections found exactly.
 * Each set adds a generated family: spreadsheets printed by LibreOffice (bench/split-families.ts)
 * or prose and invoices printed by LibreOffice Writer (bench/split-prose.ts; bench/split-invoices.ts,
 * the current held-out family).
 * Also the corpus's own composites.
 * Run: `npm run bench:split [-- --count 25 --seed 7 --family 30 --json]`.
 * Needs qpdf, poppler-utils and LibreOffice (soffice, Calc and Writer) for the office documents.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { BUILTIN_ONLY } from '../src-shared/worker-protocol';
import type { JobInput } from '../src-shared/worker-protocol';
import type { DocumentSection } from '../src-shared/contract/envelope';
import { runJob } from '../src-worker/pipeline/run';
import { terminateOcr } from '../src-worker/adapters/tesseract';
import { CORPUS_DIR } from '../test/helpers/corpus';
import { HOLD_OUT, TUNE } from './split-sets';
import { spreadsheetFamily } from './split-families';
import { invoiceFamily } from './split-invoices';
import { proseFamily } from './split-prose';
import type { SourceDoc } from './split-sets';

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const COUNT = arg('count', 25);
const SEED = arg('seed', 7);
const JSON_OUT = process.argv.includes('--json');
const WORK = join(tmpdir(), 'docintel-bench-split');
mkdirSync(WORK, { recursive: true });

/** A corpus document as a PDF path (office files printed by LibreOffice once, then reused). */
function pdfOf(doc: SourceDoc): string {
  if (doc.path.startsWith('abs:')) return doc.path.slice('abs:'.length);
  if (!doc.path.startsWith('office:')) return join(CORPUS_DIR, doc.path);
  const source = join(CORPUS_DIR, doc.path.slice('office:'.length));
  const out = join(WORK, basename(source).replace(/\.[^.]+$/, '.pdf'));
  if (!existsSync(out)) execFileSync('soffice', ['--headless', `-env:UserInstallation=file://${join(WORK, 'lo-profile')}`, '--convert-to', 'pdf', '--outdir', WORK, source], { stdio: 'ignore' });
  return out;
}

async function blankPage(): Promise<string> {
  const path = join(WORK, 'blank.pdf');
  if (!existsSync(path)) {
    const pdf = await PDFDocument.create();
    pdf.addPage([595, 842]);
    writeFileSync(path, await pdf.save());
  }
  return path;
}

function pages(path: string): number {
  return Number(execFileSync('qpdf', ['--show-npages', path], { encoding: 'utf8' }).trim());
}

/**
 * Empty pages at the end of a generated document (LibreOffice prints an empty column band now and
 * then) belong to no section by the splitter's rule for blank sheets (docs/decisions.md, "Split"):
 * the truth leaves them out too. Only for generated files, which have a text layer on every page.
 */
function contentPages(doc: SourceDoc, path: string, n: number): number {
  if (!doc.path.startsWith('abs:')) return n;
  let last = n;
  while (last > 1 && execFileSync('pdftotext', ['-f', String(last), '-l', String(last), path, '-'], { encoding: 'utf8' }).trim() === '') last--;
  return last;
}

interface Composite { name: string; path: string; truth: { pages: [number, number]; type: string }[] }

async function composites(set: readonly SourceDoc[], label: string): Promise<Composite[]> {
  let seed = SEED * 7919 + label.length;
  const rand = (): number => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const blank = await blankPage();
  const out: Composite[] = [];
  for (let c = 0; c < COUNT; c++) {
    const k = 2 + Math.floor(rand() * 4);
    const picked = [...set].map((d) => ({ d, r: rand() })).sort((a, b) => a.r - b.r).slice(0, k).map((x) => x.d);
    const files: string[] = [];
    const truth: Composite['truth'] = [];
    let at = 1;
    for (const [i, d] of picked.entries()) {
      if (i > 0 && rand() < 0.15) { files.push(blank); at += 1; }
      const path = pdfOf(d);
      const n = pages(path);
      files.push(path);
      truth.push({ pages: [at, at + contentPages(d, path, n) - 1], type: d.type });
      at += n;
    }
    const path = join(WORK, `${label}-${c}.pdf`);
    execFileSync('qpdf', ['--empty', '--pages', ...files, '--', path]);
    out.push({ name: picked.map((d) => basename(d.path)).join(' + '), path, truth });
  }
  return out;
}

function corpusComposites(): Composite[] {
  return ['composite_01_text', 'composite_03_mixed'].map((name) => {
    const gt = JSON.parse(readFileSync(join(CORPUS_DIR, 'external/composite', `${name}.gt.json`), 'utf8')) as { documents: { pages: [number, number]; doc_type: string }[] };
    return { name, path: join(CORPUS_DIR, 'external/composite', `${name}.pdf`), truth: gt.documents.map((d) => ({ pages: d.pages, type: d.doc_type.split(' ')[0]!.replace('credit', 'invoice') })) };
  });
}

async function split(path: string): Promise<DocumentSection[]> {
  const bytes = readFileSync(path);
  const job: JobInput = { jobId: path, source: { kind: 'file', fileName: basename(path), bytes: new Uint8Array(bytes).slice().buffer }, fileHash: null, cachedDoc: null,
    include: [], outputSchema: null, prompt: null, language: null, documentType: null, model: BUILTIN_ONLY, match: null, split: { returnFiles: false, maxDocuments: null }, translate: null, outboundLog: null };
  const outcome = await runJob(job, { progress: () => undefined });
  if (!outcome.ok) throw new Error(`${path}: ${outcome.error.code} ${outcome.error.message}`);
  return outcome.output.documents ?? [];
}

interface Score { composites: number; exact: number; truthBoundaries: number; drawn: number; right: number; buckets: Map<string, { n: number; right: number }>; typed: number; typedRight: number; failures: string[] }

async function score(list: Composite[]): Promise<Score> {
  const s: Score = { composites: 0, exact: 0, truthBoundaries: 0, drawn: 0, right: 0, buckets: new Map(), typed: 0, typedRight: 0, failures: [] };
  for (const c of list) {
    const got = await split(c.path);
    const exact = JSON.stringify(got.map((d) => d.pages)) === JSON.stringify(c.truth.map((t) => t.pages));
    s.composites++;
    if (exact) s.exact++;
    else s.failures.push(`${c.name}: truth ${JSON.stringify(c.truth.map((t) => t.pages))} got ${JSON.stringify(got.map((d) => d.pages))}`);
    const starts = new Set(c.truth.slice(1).map((t) => t.pages[0]));
    s.truthBoundaries += starts.size;
    for (const d of got.slice(1)) {
      const right = starts.has(d.pages[0]);
      s.drawn++;
      if (right) s.right++;
      const bucket = d.confidence >= 0.95 ? '≥ 0.95' : d.confidence >= 0.8 ? '0.80–0.95' : d.confidence >= 0.6 ? '0.60–0.80' : '< 0.60';
      const b = s.buckets.get(bucket) ?? { n: 0, right: 0 };
      b.n++;
      if (right) b.right++;
      s.buckets.set(bucket, b);
    }
    for (const d of got) {
      const t = c.truth.find((x) => x.pages[0] === d.pages[0] && x.pages[1] === d.pages[1]);
      if (!t) continue;
      s.typed++;
      if (t.type === d.doc_type) s.typedRight++;
    }
  }
  return s;
}

const pct = (a: number, b: number): string => (b === 0 ? '—' : `${((100 * a) / b).toFixed(1)}% (${a}/${b})`);
const started = Date.now();
const results: Record<string, Score> = {};
const FAMILY = arg('family', 30);
const sets = [
  ['held-out', [...HOLD_OUT, ...invoiceFamily(join(WORK, 'family'), FAMILY)]],
  ['tune', [...TUNE, ...await spreadsheetFamily({ dir: join(WORK, 'family'), set: 'tune', count: FAMILY })]],
  ['first held-out family (merged titles, now tuned on)', await spreadsheetFamily({ dir: join(WORK, 'family'), set: 'hold', count: FAMILY })],
  ['second held-out family (repeated headers, now tuned on)', [...HOLD_OUT, ...await spreadsheetFamily({ dir: join(WORK, 'family'), set: 'hold2', count: FAMILY })]],
  ['third held-out family (the seller\'s page header and footer, now tuned on)', [...HOLD_OUT, ...await spreadsheetFamily({ dir: join(WORK, 'family'), set: 'hold3', count: FAMILY })]],
  ['fourth held-out family (prose, now tuned on)', [...HOLD_OUT, ...proseFamily(join(WORK, 'family'), FAMILY)]],
] as const;
for (const [label, set] of sets) results[label] = await score(await composites(set, label));
results['corpus composites'] = await score(corpusComposites());
await terminateOcr();
if (JSON_OUT) {
  console.log(JSON.stringify(Object.fromEntries(Object.entries(results).map(([k, v]) => [k, { ...v, buckets: Object.fromEntries(v.buckets) }])), null, 2));
} else {
  console.log(`| set | composites exact | boundary precision | boundary recall | doc_type of exact sections |\n|---|---|---|---|---|`);
  for (const [label, s] of Object.entries(results)) console.log(`| ${label} | ${pct(s.exact, s.composites)} | ${pct(s.right, s.drawn)} | ${pct(s.right, s.truthBoundaries)} | ${pct(s.typedRight, s.typed)} |`);
  console.log('\nBoundaries drawn, by confidence (share right):');
  for (const [label, s] of Object.entries(results)) {
    console.log(`- ${label}: ${[...s.buckets.entries()].sort().map(([b, v]) => `${b}: ${pct(v.right, v.n)}`).join('; ')}`);
  }
  for (const [label, s] of Object.entries(results)) for (const f of s.failures) console.log(`  ${label} miss: ${f}`);
  console.log(`\n${((Date.now() - started) / 1000).toFixed(0)} s; seed ${SEED}, ${COUNT} composites per set`);
}
