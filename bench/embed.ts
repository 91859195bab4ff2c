/**
 * bench/embed: how well POST /v1/embed's method finds things, against a BM25 baseline, on corpus
 * external/. The index is every text document's chunks (~500 characters of the markdown the pipeline
 * parses); the queries are built from each document's ground truth by fixed templates, in English and
 * in Russian: a title query ("invoice from <seller>" / "счёт от <seller>") whose answer is any chunk of
 * the document, and field questions ("price of <line item>" / "цена <line item>") whose answer is a
 * chunk of the document holding that item. A query in the other language than its document's is
 * cross-lingual. Documents are split by a hash of their identity into a tuning half (the only one
 * looked at while setting src-worker/tuning/embed.ts) and a reported half (docs/benchmarks.md).
 * The method is also run with other hash seeds, to show how much of its figures is where collisions fall.
 * Run: `npm run bench:embed [-- --json] [--seeds N]`.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { terminateOcr } from '../src-worker/adapters/tesseract';
import { cosine, embedText, EMBED_METHOD } from '../src-worker/lib/embed';
import { parseFile } from '../src-worker/pipeline/parse-file';
import { CORPUS_DIR } from '../test/helpers/corpus';
import { Bm25, chunksOf, firstRelevantRank, metricsOf } from './embed-retrieval';
import type { Metrics } from './embed-retrieval';

/** Text documents with ground truth (scans are left out: they repeat these documents through OCR). */
const SOURCES: { dir: string; match: RegExp }[] = [
  { dir: 'pdf-text/invoice2data', match: /\.pdf$/ },
  { dir: 'pdf-text/facturx', match: /\.pdf$/ },
  { dir: 'xml/fns', match: /^(?!.*(_parse_|_body|\.gt)).*\.xml$/ },
  { dir: 'office/ru-waybills-xls', match: /\.xls$/ },
  { dir: 'office/ru-torg12', match: /\.xlsx?$/ },
  { dir: 'pdf-text/ru/derived', match: /\.pdf$/ },
  { dir: 'office/ru-contracts-docx', match: /\.docx$/ },
];

type Kind = 'invoice' | 'delivery_note' | 'contract';
const KIND_WORDS: Record<Kind, { en: string; ru: string }> = {
  invoice: { en: 'invoice', ru: 'счёт' },
  delivery_note: { en: 'delivery note', ru: 'товарная накладная' },
  contract: { en: 'contract', ru: 'договор' },
};
const ITEM_WORDS = { en: (name: string) => `price of ${name}`, ru: (name: string) => `цена ${name}` };
/** Ground-truth paths naming the issuing party, first found wins. */
const PARTY_PATHS = ['supplier.name', 'supplier', 'seller.name', 'seller_name', 'issuer', 'contractor.name', 'shipper.name', 'shipper'];
const NUMBER_PATHS = ['invoice_number', 'number', 'document_number'];

function truthFile(path: string): string | null {
  const base = path.replace(/\.(pdf|xml|xlsx?|docx)$/, '');
  return [`${path}.gt.json`, `${base}.gt.json`, `${base}.json`].find((p) => existsSync(p)) ?? null;
}

function at(gt: unknown, path: string): string | null {
  let v: unknown = gt;
  for (const k of path.split('.')) v = v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>)[k] : undefined;
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : null;
}

function kindOf(gt: unknown, dir: string): Kind {
  const said = `${at(gt, 'doc_type') ?? ''} ${at(gt, 'form') ?? ''} ${dir}`.toLowerCase();
  if (/договор|contract/.test(said)) return 'contract';
  if (/накладн|waybill|торг|torg/.test(said)) return 'delivery_note';
  return 'invoice';
}

const squash = (s: string): string => s.normalize('NFKC').toLowerCase().replace(/ё/g, 'е').replace(/[\s\u00a0«»"“”„'`’]+/g, '');

export interface Doc { file: string; group: string; half: 'tuning' | 'reported'; lang: 'ru' | 'latin'; chunks: string[] }
export interface Query { text: string; lang: 'en' | 'ru'; group: string; half: Doc['half']; evidence: string | null; cross: boolean; form: 'title' | 'item' }

export async function loadCorpus(): Promise<{ docs: Doc[]; queries: Query[] }> {
  const root = join(CORPUS_DIR, 'external');
  const docs: Doc[] = [];
  const queries: Query[] = [];
  const seen = new Set<string>();
  for (const source of SOURCES) {
    for (const name of readdirSync(join(root, source.dir)).filter((n) => source.match.test(n)).sort()) {
      const path = join(root, source.dir, name);
      const truth = truthFile(path);
      if (!truth) continue;
      const raw = JSON.parse(readFileSync(truth, 'utf8')) as unknown;
      const gt = Array.isArray(raw) ? raw[0] : raw;
      const party = PARTY_PATHS.map((p) => at(gt, p)).find((v) => v !== null) ?? null;
      if (!party) continue;
      const kind = kindOf(gt, source.dir);
      // One document printed or saved twice (XLS and XLSX, a sheet and its PDF) is one group: a chunk of either answers.
      const number = NUMBER_PATHS.map((p) => at(gt, p)).find((v) => v !== null) ?? '';
      const group = `${kind}|${squash(number)}|${squash(party)}`;
      const half = (createHash('sha256').update(group).digest()[0] as number) % 2 === 0 ? 'tuning' : 'reported';
      const doc = await parseFile({ bytes: new Uint8Array(readFileSync(path)), fileName: path, fileHash: null, language: null, progress: () => undefined });
      const letters = doc.markdown.match(/\p{L}/gu)?.length ?? 1;
      const lang = (doc.markdown.match(/\p{Script=Cyrillic}/gu)?.length ?? 0) / letters > 0.3 ? 'ru' : 'latin';
      docs.push({ file: `${source.dir}/${name}`, group, half, lang, chunks: chunksOf(doc.markdown) });
      if (seen.has(group)) continue;
      seen.add(group);
      const lines = (gt as { lines?: { name?: unknown }[] }).lines ?? [];
      const items = lines.map((l) => (typeof l.name === 'string' ? l.name.trim() : '')).filter((n) => [...n].length >= 4).slice(0, 2);
      for (const qlang of ['en', 'ru'] as const) {
        const cross = (qlang === 'ru') !== (lang === 'ru');
        const kindWord = KIND_WORDS[kind][qlang];
        queries.push({ text: `${kindWord} ${qlang === 'en' ? 'from' : 'от'} ${party}`, lang: qlang, group, half, evidence: null, cross, form: 'title' });
        for (const item of items) queries.push({ text: ITEM_WORDS[qlang](item), lang: qlang, group, half, evidence: item, cross, form: 'item' });
      }
    }
  }
  return { docs, queries };
}

async function main(): Promise<void> {
  const { docs, queries } = await loadCorpus();
  await terminateOcr();
  const chunks = docs.flatMap((d) => d.chunks.map((text) => ({ text, group: d.group })));
  const t0 = performance.now();
  const chunkVectors = chunks.map((c) => embedText(c.text, 'text-search-doc'));
  const msPerChunk = (performance.now() - t0) / Math.max(1, chunks.length);
  const bm25 = new Bm25(chunks.map((c) => c.text));

  /** The chunks that answer a query: its document's, narrowed to those holding the item when any does. */
  function relevantTo(q: Query): Set<number> {
    const ofGroup = chunks.flatMap((c, i) => (c.group === q.group ? [i] : []));
    const holding = q.evidence ? ofGroup.filter((i) => squash(chunks[i]!.text).includes(squash(q.evidence!))) : [];
    return new Set(holding.length > 0 ? holding : ofGroup);
  }

  const methods: Record<string, (q: string) => number[]> = {
    [EMBED_METHOD]: (q) => {
      const v = embedText(q, 'text-search-query');
      return chunkVectors.map((c) => cosine(v, c));
    },
    'BM25 (plain words)': (q) => bm25.scores(q),
  };

  interface Row { method: string; half: Doc['half']; slice: string; metrics: Metrics }
  const rows: Row[] = [];
  const ranks = new Map<string, (number | null)[]>();
  for (const q of queries) {
    const relevant = relevantTo(q);
    for (const [method, score] of Object.entries(methods)) {
      const rank = firstRelevantRank(score(q.text), relevant);
      for (const slice of ['all', q.cross ? 'cross-lingual' : 'same language', `${q.form} queries`]) {
        const key = `${method}\u0000${q.half}\u0000${slice}`;
        ranks.set(key, [...(ranks.get(key) ?? []), rank]);
      }
    }
  }
  for (const [key, list] of ranks) {
    const [method, half, slice] = key.split('\u0000') as [string, Doc['half'], string];
    rows.push({ method, half, slice, metrics: metricsOf(list) });
  }
  const spread = seedSpread(queries, chunks.map((c) => c.text), relevantTo);
  const order = ['all', 'same language', 'cross-lingual', 'title queries', 'item queries'];
  rows.sort((a, b) => a.half.localeCompare(b.half) * -1 || order.indexOf(a.slice) - order.indexOf(b.slice) || a.method.localeCompare(b.method));

  if (process.argv.includes('--json')) console.log(JSON.stringify({ documents: docs.length, chunks: chunks.length, queries: queries.length, msPerChunk, rows, spread }, null, 2));
  else {
    const groups = new Set(docs.map((d) => d.group));
    const halves = (h: Doc['half']) => new Set(docs.filter((d) => d.half === h).map((d) => d.group)).size;
    console.log(`${docs.length} files (${groups.size} documents: ${halves('tuning')} tuning, ${halves('reported')} reported), ${chunks.length} chunks, ${queries.length} queries; ${msPerChunk.toFixed(2)} ms per chunk to embed\n`);
    console.log('| half | queries | method | n | recall@1 | recall@5 | MRR |\n| --- | --- | --- | --- | --- | --- | --- |');
    for (const r of rows) console.log(`| ${r.half} | ${r.slice} | ${r.method} | ${r.metrics.queries} | ${r.metrics.recallAt1} | ${r.metrics.recallAt5} | ${r.metrics.mrr} |`);
    console.log(`\n${EMBED_METHOD} with ${SPREAD_SEEDS} other hash seeds (all queries), mean (min–max):\n`);
    console.log('| half | recall@1 | recall@5 | MRR |\n| --- | --- | --- | --- |');
    const cell = (xs: number[]) => `${(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(3)} (${Math.min(...xs)}–${Math.max(...xs)})`;
    for (const [half, list] of Object.entries(spread)) {
      console.log(`| ${half} | ${cell(list.map((m) => m.recallAt1))} | ${cell(list.map((m) => m.recallAt5))} | ${cell(list.map((m) => m.mrr))} |`);
    }
  }
}

/** How many other seeds the spread is measured over (`--seeds N`). */
const SPREAD_SEEDS = Number(process.argv[process.argv.indexOf('--seeds') + 1]) || 10;

/**
 * The method's figures with other hash seeds: where collisions fall is luck, and with a few dozen
 * queries that luck moves recall by several points. The spread says how much of a figure is the seed.
 */
function seedSpread(queries: readonly Query[], chunkTexts: readonly string[], relevantTo: (q: Query) => Set<number>): Record<Doc['half'], Metrics[]> {
  const out: Record<Doc['half'], Metrics[]> = { reported: [], tuning: [] };
  for (let s = 1; s <= SPREAD_SEEDS; s++) {
    const seed = s * 7919;
    const vectors = chunkTexts.map((t) => embedText(t, 'text-search-doc', seed));
    for (const half of ['reported', 'tuning'] as const) {
      const ranks = queries.filter((q) => q.half === half).map((q) => {
        const v = embedText(q.text, 'text-search-query', seed);
        return firstRelevantRank(vectors.map((c) => cosine(v, c)), relevantTo(q));
      });
      out[half].push(metricsOf(ranks));
    }
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
