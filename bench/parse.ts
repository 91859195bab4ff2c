/**
 * bench/parse: DocIntel's parsing against the native references, in one run on the same files.
 *   - text PDFs: pages/s of parsePdf vs `pdftotext -bbox` (poppler)
 *   - OCR: seconds per page of our OCR path vs the `tesseract` CLI (OMP_THREAD_LIMIT=1)
 *   - OCR accuracy: character error rate per language on the text-line images, ours vs the CLI
 *   - both cores: OCR throughput of the worker pool with 2 workers vs 1
 * Run: `npm run bench:parse` (node --import tsx bench/parse.ts). Writes bench/results/parse.json and
 * prints markdown for docs/benchmarks.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { parseFile } from '../src-worker/pipeline/parse-file';
import { terminateOcr } from '../src-worker/adapters/tesseract';
import type { Language } from '../src-shared/contract/request';
import { BUILTIN_ONLY } from '../src-shared/worker-protocol';
import type { JobInput } from '../src-shared/worker-protocol';
import { WorkerPool } from '../src-main/workers/pool';
import { CORPUS_DIR } from '../test/helpers/corpus';
import { cer } from '../test/helpers/text-metrics';
import { tesseractArgs, tesseractSeconds, tesseractSync } from './tesseract-cli';

const C = (rel: string): string => join(CORPUS_DIR, rel);
const tmp = mkdtempSync(join(tmpdir(), 'docintel-bench-'));
const nativeEnv = { ...process.env, OMP_THREAD_LIMIT: '1' };

function timeNative(cmd: string, args: string[]): number {
  const t0 = performance.now();
  execFileSync(cmd, args, { env: nativeEnv, stdio: ['ignore', 'ignore', 'ignore'] });
  return (performance.now() - t0) / 1000;
}

async function timeOurs(path: string, language: Language | null): Promise<{ seconds: number; pages: number; markdown: string }> {
  const bytes = new Uint8Array(readFileSync(path));
  const t0 = performance.now();
  const doc = await parseFile({ bytes, fileName: basename(path), fileHash: null, language, progress: () => undefined });
  return { seconds: (performance.now() - t0) / 1000, pages: doc.pages.length, markdown: doc.markdown };
}

function pdfPages(path: string): number {
  const info = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
  return Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0);
}

async function textPdfs(): Promise<Record<string, unknown>[]> {
  const files = [
    'synthetic/ru-text-20p.pdf', 'synthetic/zh-text-1p.pdf',
    ...readdirSync(C('external/pdf-text/invoice2data')).filter((f) => f.endsWith('.pdf')).map((f) => `external/pdf-text/invoice2data/${f}`),
    ...readdirSync(C('external/pdf-text/facturx')).filter((f) => f.endsWith('.pdf')).map((f) => `external/pdf-text/facturx/${f}`),
    ...readdirSync(C('external/pdf-text/tables')).filter((f) => f.endsWith('.pdf')).map((f) => `external/pdf-text/tables/${f}`),
    ...readdirSync(C('external/pdf-text/ru/derived')).filter((f) => f.endsWith('.pdf')).map((f) => `external/pdf-text/ru/derived/${f}`),
  ];
  await timeOurs(C(files[0] as string), null); // warm-up: module load and JIT
  const rows: Record<string, unknown>[] = [];
  let oursTotal = 0;
  let nativeTotal = 0;
  let pagesTotal = 0;
  for (const rel of files) {
    const path = C(rel);
    const pages = pdfPages(path);
    const reps = pages >= 10 ? 3 : 10;
    let ours = 0;
    let native = 0;
    for (let i = 0; i < reps; i++) {
      ours += (await timeOurs(path, null)).seconds;
      native += timeNative('pdftotext', ['-bbox', path, join(tmp, 'out.html')]);
    }
    oursTotal += ours / reps;
    nativeTotal += native / reps;
    pagesTotal += pages;
    rows.push({ file: rel, pages, ours_pps: round(pages / (ours / reps)), pdftotext_pps: round(pages / (native / reps)) });
  }
  rows.push({ file: 'ALL', pages: pagesTotal, ours_pps: round(pagesTotal / oursTotal), pdftotext_pps: round(pagesTotal / nativeTotal),
    ratio: round((pagesTotal / oursTotal) / (pagesTotal / nativeTotal)) });
  return rows;
}

async function ocrPages(): Promise<Record<string, unknown>[]> {
  const cases: { rel: string; lang: Language; tess: string; kind: 'image' | 'pdf' }[] = [
    { rel: 'synthetic/ru-a4-scan.jpg', lang: 'ru', tess: 'rus+eng', kind: 'image' },
    { rel: 'synthetic/zh-a4-scan.jpg', lang: 'zh', tess: 'chi_sim+eng', kind: 'image' },
    { rel: 'external/pdf-scan/ru-derived/af_KA62689.scan200.pdf', lang: 'ru', tess: 'rus+eng', kind: 'pdf' },
    { rel: 'external/pdf-scan/derived/i2d_AmazonWebServices_png2pdf.pdf', lang: 'en', tess: 'eng', kind: 'pdf' },
  ];
  await timeOurs(C('synthetic/ru.png'), 'ru');
  await timeOurs(C('synthetic/zh.png'), 'zh');
  const rows: Record<string, unknown>[] = [];
  for (const c of cases) {
    const path = C(c.rel);
    const ours = await timeOurs(path, c.lang);
    // The CLI with its default layout mode (3) and with mode 6, the one our OCR runs in.
    const cli = (psm: '3' | '6'): number => {
      if (c.kind === 'image') return tesseractSeconds(tesseractArgs(path, join(tmp, 'o'), c.tess, psm));
      // Native reference for a scanned PDF: pdftoppm at our OCR resolution, then the CLI per page.
      let t = timeNative('pdftoppm', ['-r', '300', '-gray', path, join(tmp, 'pg')]);
      for (const f of readdirSync(tmp).filter((f) => f.startsWith('pg'))) {
        t += tesseractSeconds(tesseractArgs(join(tmp, f), join(tmp, 'o'), c.tess, psm));
        rmSync(join(tmp, f));
      }
      return t;
    };
    const psm3 = cli('3');
    const psm6 = cli('6');
    rows.push({ file: c.rel, pages: ours.pages, ours_s_per_page: round(ours.seconds / ours.pages),
      cli_psm3_s_per_page: round(psm3 / ours.pages), cli_psm6_s_per_page: round(psm6 / ours.pages),
      ratio_vs_psm6: round(ours.seconds / psm6), ratio_vs_psm3: round(ours.seconds / psm3) });
  }
  return rows;
}

async function ocrAccuracy(): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  for (const [dir, lang, tess] of [['rus', 'ru', 'rus'], ['eng', 'en', 'eng'], ['chi_sim', 'zh', 'chi_sim']] as const) {
    const folder = C(`external/images/ocr-lines/${dir}`);
    const images = readdirSync(folder).filter((f) => f.endsWith('.png')).sort();
    let oursErr = 0;
    let cliErr = 0;
    let cli6Err = 0;
    let chars = 0;
    for (const img of images) {
      const gt = readFileSync(join(folder, img.replace(/\.png$/, '.gt.txt')), 'utf8');
      const ours = await timeOurs(join(folder, img), lang);
      // Our default for each language adds English; the CLI gets the same models.
      const tessLangs = lang === 'en' ? 'eng' : `${tess}+eng`;
      const cliRun = (psm: '3' | '6'): string => tesseractSync(tesseractArgs(join(folder, img), '-', tessLangs, psm));
      const n = [...gt.replace(/\s+/g, '')].length;
      oursErr += cer(ours.markdown, gt) * n;
      cliErr += cer(cliRun('3'), gt) * n;
      cli6Err += cer(cliRun('6'), gt) * n;
      chars += n;
    }
    rows.push({ language: dir, images: images.length, chars, ours_cer_pct: round((100 * oursErr) / chars), cli_psm3_cer_pct: round((100 * cliErr) / chars), cli_psm6_cer_pct: round((100 * cli6Err) / chars) });
  }
  return rows;
}

async function poolScaling(): Promise<Record<string, unknown>[]> {
  const bytes = readFileSync(C('synthetic/ru-a4-scan.jpg'));
  const job = (i: number): JobInput => {
    const copy = new Uint8Array(bytes).buffer;
    return { jobId: `b${i}`, source: { kind: 'file', fileName: 'scan.jpg', bytes: copy }, fileHash: null, cachedDoc: null, include: ['markdown'],
      outputSchema: null, prompt: null, language: 'ru', documentType: null, model: BUILTIN_ONLY, match: null, split: null, translate: null, outboundLog: null };
  };
  const rows: Record<string, unknown>[] = [];
  for (const size of [1, 2]) {
    const pool = new WorkerPool({ entry: new URL('../src-worker/entry.ts', import.meta.url), size, jobTimeoutMs: 600_000 });
    await Promise.all(Array.from({ length: size }, (_, i) => pool.run(job(100 + i)))); // warm each worker
    const t0 = performance.now();
    const outcomes = await Promise.all(Array.from({ length: 4 }, (_, i) => pool.run(job(i))));
    const seconds = (performance.now() - t0) / 1000;
    await pool.close();
    rows.push({ workers: size, pages: 4, seconds: round(seconds), pages_per_s: round(4 / seconds), all_ok: outcomes.every((o) => o.ok) });
  }
  return rows;
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

function table(rows: Record<string, unknown>[]): string {
  const cols = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  return [`| ${cols.join(' | ')} |`, `| ${cols.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${cols.map((c) => String(r[c] ?? '')).join(' | ')} |`)].join('\n');
}

const started = new Date().toISOString();
const results = {
  machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version, started },
  text_pdfs: await textPdfs(),
  ocr_pages: await ocrPages(),
  ocr_accuracy: await ocrAccuracy(),
  pool_scaling: await poolScaling(),
  peak_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024),
};
await terminateOcr();
rmSync(tmp, { recursive: true, force: true });
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(new URL('./results/parse.json', import.meta.url), JSON.stringify(results, null, 2));
console.log(`## Parse benchmark (${started}, ${results.machine.cpus} × ${results.machine.model}, Node ${results.machine.node})\n`);
console.log('### Text PDFs: pages per second (in-process, one thread)\n');
console.log(table(results.text_pdfs));
console.log('\n### OCR: seconds per page (one thread each)\n');
console.log(table(results.ocr_pages));
console.log('\n### OCR character error rate on text-line images\n');
console.log(table(results.ocr_accuracy));
console.log('\n### Worker pool: 4 OCR pages in flight\n');
console.log(table(results.pool_scaling));
console.log(`\nPeak RSS of the benchmark process: ${results.peak_rss_mb} MB`);
