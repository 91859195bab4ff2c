/**
 * bench/cores: one scanned document on every core, beside the `tesseract` CLI in the same run.
 *   - the scans: pages of synthetic/ru-text-20p.pdf rendered at 300 dpi in grey (pdftoppm) and put
 *     back into a PDF as page images (pdf-lib): a 6-page and a 20-page scan;
 *   - the CLI: each page image read by `tesseract -l rus+eng --oem 1` on our language data (bench/tesseract-cli.ts, OMP_THREAD_LIMIT=1), one after the
 *     other (single-core time) and as many at once as there are cores (wall time);
 *   - ours: the worker pool of the server (one worker per core, pages handed to idle workers),
 *     warmed first so that neither side pays for loading models, and the same pool with one worker.
 * The target: ours with every core ≤ 1.3 × (CLI single-core time ÷ cores).
 * And a 500-page text PDF (the same 20 pages 25 times, qpdf) against `pdftotext -bbox` (poppler):
 * the target is ours with every core at ≥ 0.5 × pdftotext's speed.
 * Run: `npm run bench:cores [-- --pages 6,20] [--no-text]` (`--pages 0` for the text PDF only). Writes bench/results/cores.json and prints markdown.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { BUILTIN_ONLY } from '../src-shared/worker-protocol';
import type { JobInput } from '../src-shared/worker-protocol';
import { WorkerPool } from '../src-main/workers/pool';
import { CORPUS_DIR } from '../test/helpers/corpus';
import { tesseractArgs, tesseractAsync } from './tesseract-cli';

const run = promisify(execFile);
const args = process.argv.slice(2);
const pagesArg = args.includes('--pages') ? args[args.indexOf('--pages') + 1] : undefined;
const pageCounts = (pagesArg ?? '6,20').split(',').map(Number).filter((n) => n > 0);
const cores = cpus().length;
const tmp = mkdtempSync(join(tmpdir(), 'docintel-cores-'));
const SOURCE = join(CORPUS_DIR, 'synthetic/ru-text-20p.pdf');
const ENTRY = new URL('../src-worker/entry.ts', import.meta.url);
const round = (x: number): number => Math.round(x * 100) / 100;

/** Page images at 300 dpi in grey, and a PDF made of them (A4 pages, one image each). */
async function makeScan(pages: number): Promise<{ pdf: Uint8Array; images: string[] }> {
  const dir = join(tmp, `scan${pages}`);
  mkdirSync(dir);
  execFileSync('pdftoppm', ['-r', '300', '-gray', '-png', '-f', '1', '-l', String(pages), SOURCE, join(dir, 'pg')]);
  const images = readdirSync(dir).filter((f) => f.endsWith('.png')).sort().map((f) => join(dir, f));
  const doc = await PDFDocument.create();
  for (const img of images) {
    const png = await doc.embedPng(readFileSync(img));
    const page = doc.addPage([595.28, 841.89]);
    page.drawImage(png, { x: 0, y: 0, width: 595.28, height: 841.89 });
  }
  return { pdf: await doc.save(), images };
}

async function cliSeconds(images: string[], parallel: number): Promise<number> {
  const t0 = performance.now();
  const queue = [...images];
  await Promise.all(Array.from({ length: parallel }, async () => {
    for (let img = queue.shift(); img; img = queue.shift()) await tesseractAsync(tesseractArgs(img, '-', 'rus+eng', '3'));
  }));
  return (performance.now() - t0) / 1000;
}

function job(pdf: Uint8Array, id: string): JobInput {
  const bytes = pdf.slice().buffer;
  return { jobId: id, source: { kind: 'file', fileName: 'scan.pdf', bytes }, fileHash: null, cachedDoc: null, include: ['markdown'], outputSchema: null, prompt: null,
    language: null, documentType: null, model: BUILTIN_ONLY, match: null, split: null, translate: null, outboundLog: null };
}

async function oursSeconds(pool: WorkerPool, pdf: Uint8Array, warm: Uint8Array): Promise<number> {
  // Every worker reads a page first: models loaded, as the CLI's are at the start of each call.
  await Promise.all(Array.from({ length: pool.size }, (_, i) => pool.run(job(warm, `warm${i}`))));
  const t0 = performance.now();
  const outcome = await pool.run(job(pdf, 'bench'), { pageHelp: true });
  if (!outcome.ok) throw new Error(outcome.error.message);
  return (performance.now() - t0) / 1000;
}

const rows: Record<string, unknown>[] = [];
const warm = (await makeScan(1)).pdf;
for (const pages of pageCounts) {
  const scan = await makeScan(pages);
  const cli1 = await cliSeconds(scan.images, 1);
  const cliAll = await cliSeconds(scan.images, cores);
  const results: Record<number, number> = {};
  for (const size of [1, cores]) {
    const pool = new WorkerPool({ entry: ENTRY, size, jobTimeoutMs: 3_600_000 });
    try {
      results[size] = await oursSeconds(pool, scan.pdf, warm);
    } finally {
      await pool.close();
    }
  }
  const target = (1.3 * cli1) / cores;
  rows.push({ pages, cores, cli_one_core_s: round(cli1), cli_all_cores_s: round(cliAll), ours_one_worker_s: round(results[1]!), ours_all_workers_s: round(results[cores]!),
    ratio_vs_cli_per_core: round(results[cores]! / (cli1 / cores)), target_s: round(target), within_target: results[cores]! <= target });
  console.error(`${pages} pages done`);
}

/** The 500-page text PDF: pdftotext against our pool with one worker and with every worker, each run twice (the better kept). */
async function textPdf(): Promise<Record<string, unknown>> {
  const path = join(tmp, 'text500.pdf');
  execFileSync('qpdf', ['--empty', '--pages', ...Array(25).fill(SOURCE), '--', path]);
  const pdf = new Uint8Array(readFileSync(path));
  const best = async (f: () => Promise<number>): Promise<number> => Math.min(await f(), await f());
  const poppler = await best(async () => {
    const t0 = performance.now();
    await run('pdftotext', ['-bbox', path, join(tmp, 'text500.html')], { maxBuffer: 1 << 26 });
    return (performance.now() - t0) / 1000;
  });
  const ours: Record<number, number> = {};
  for (const size of [1, cores]) {
    const pool = new WorkerPool({ entry: ENTRY, size, jobTimeoutMs: 3_600_000 });
    try {
      await Promise.all(Array.from({ length: size }, (_, i) => pool.run({ ...job(pdf, `warm${i}`), source: { kind: 'file', fileName: 'a.pdf', bytes: readFileSync(SOURCE).buffer.slice(0) } })));
      ours[size] = await best(async () => {
        const t0 = performance.now();
        const outcome = await pool.run(job(pdf, 'text500'), { pageHelp: true });
        if (!outcome.ok) throw new Error(outcome.error.message);
        return (performance.now() - t0) / 1000;
      });
    } finally {
      await pool.close();
    }
  }
  return { pages: 500, cores, pdftotext_s: round(poppler), ours_one_worker_s: round(ours[1]!), ours_all_workers_s: round(ours[cores]!),
    speed_vs_pdftotext: round(poppler / ours[cores]!), target: 0.5, within_target: poppler / ours[cores]! >= 0.5 };
}
const text = args.includes('--no-text') ? null : await textPdf();
rmSync(tmp, { recursive: true, force: true });
const table = (list: Record<string, unknown>[]): void => {
  const header = Object.keys(list[0] ?? {});
  console.log(`| ${header.join(' | ')} |\n| ${header.map(() => '---').join(' | ')} |`);
  for (const r of list) console.log(`| ${header.map((h) => String(r[h])).join(' | ')} |`);
  console.log('');
};
if (rows.length) table(rows);
if (text) table([text]);
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(new URL('./results/cores.json', import.meta.url), `${JSON.stringify({ date: new Date().toISOString(), cores, rows, text }, null, 2)}\n`);
