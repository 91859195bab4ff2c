/**
 * bench/ocr-profile (issue 16): where the time of an OCR'd page goes, step by step (lib/ocr/steps.ts
 * probes in `ocrPage`), beside the `tesseract` CLI on the same pages in the same run (one thread,
 * the same shipped language data, PSM 3 as our page reading), for each engine: tesseract.js and, where
 * the program is installed, the native one (adapters/tesseract-native.ts). Then the character error
 * rate of both engines on the text-line images, as bench/parse.ts measures it.
 *
 * Every timing is the minimum over `--reps` runs (default 2), the engines and the CLI interleaved, so
 * the other processes of a shared machine inflate no one side.
 *
 * Run: `npm run bench:ocr-profile [-- --reps 3] [--skip-cer]`. Writes bench/results/ocr-profile.json
 * and prints markdown for docs/benchmarks.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { createRequire } from 'node:module';
import { parseFile } from '../src-worker/pipeline/parse-file';
import { terminateOcr, tessdataDir, useOcrEngine } from '../src-worker/adapters/tesseract';
import { nativeTesseractVersion } from '../src-worker/adapters/tesseract-native';
import { collectOcrSteps } from '../src-worker/lib/ocr/steps';
import type { Language } from '../src-shared/contract/request';
import type { OcrEngine } from '../src-shared/worker-protocol';
import { CORPUS_DIR } from '../test/helpers/corpus';
import { cer } from '../test/helpers/text-metrics';
import { tesseractArgs, tesseractSeconds } from './tesseract-cli';

const args = process.argv.slice(2);
const reps = Number(args[args.indexOf('--reps') + 1] ?? 2) || 2;
const skipCer = args.includes('--skip-cer');
const C = (rel: string): string => join(CORPUS_DIR, rel);
const tmp = mkdtempSync(join(tmpdir(), 'docintel-ocr-profile-'));
const nativeEnv = { ...process.env, OMP_THREAD_LIMIT: '1' };
const tessdata = tessdataDir();
const engines: OcrEngine[] = nativeTesseractVersion() ? ['tesseract.js', 'native'] : ['tesseract.js'];

const CASES: { rel: string; lang: Language | null; tess: string; kind: 'image' | 'pdf' }[] = [
  { rel: 'synthetic/ru-a4-scan.jpg', lang: 'ru', tess: 'rus+eng', kind: 'image' },
  { rel: 'synthetic/zh-a4-scan.jpg', lang: 'zh', tess: 'chi_sim+eng', kind: 'image' },
  { rel: 'external/pdf-scan/ru-derived/af_KA62689.scan200.pdf', lang: 'ru', tess: 'rus+eng', kind: 'pdf' },
  { rel: 'external/pdf-scan/derived/i2d_AmazonWebServices_png2pdf.pdf', lang: 'en', tess: 'eng', kind: 'pdf' },
  // No language given: the default pair, and the second looks that only a page of unknown language gets.
  { rel: 'synthetic/scan-ru-zh-2p.pdf', lang: null, tess: 'rus+eng', kind: 'pdf' },
];

/** Which tesseract.js core this CPU gets (tesseract.js picks it by these two probes: worker-script/node/getCore.js). */
async function coreInUse(): Promise<string> {
  const require = createRequire(import.meta.url);
  const detect = require(require.resolve('wasm-feature-detect', { paths: [require.resolve('tesseract.js')] })) as { simd(): Promise<boolean>; relaxedSimd(): Promise<boolean> };
  const relaxed = await detect.relaxedSimd();
  const simd = await detect.simd();
  return relaxed ? 'tesseract-core-relaxedsimd-lstm' : simd ? 'tesseract-core-simd-lstm' : 'tesseract-core-lstm';
}

function timeNative(cmd: string, argv: string[]): number {
  const t0 = performance.now();
  execFileSync(cmd, argv, { env: nativeEnv, stdio: ['ignore', 'ignore', 'ignore'] });
  return (performance.now() - t0) / 1000;
}

/** The CLI on the case's pages: the image as it is, or each page of a PDF rendered at 300 dpi by pdftoppm first. */
function cliSeconds(c: (typeof CASES)[number]): number {
  const cli = (image: string): number => tesseractSeconds(tesseractArgs(image, join(tmp, 'o'), c.tess, '3'));
  if (c.kind === 'image') return cli(C(c.rel));
  let t = timeNative('pdftoppm', ['-r', '300', '-gray', C(c.rel), join(tmp, 'pg')]);
  for (const f of readdirSync(tmp).filter((f) => f.startsWith('pg'))) {
    t += cli(join(tmp, f));
    rmSync(join(tmp, f));
  }
  return t;
}

async function ours(rel: string, language: Language | null, engine: OcrEngine): Promise<{ seconds: number; pages: number; steps: Map<string, number>; markdown: string }> {
  useOcrEngine(engine);
  const bytes = new Uint8Array(readFileSync(rel));
  const steps = new Map<string, number>();
  collectOcrSteps(steps);
  const t0 = performance.now();
  const doc = await parseFile({ bytes, fileName: basename(rel), fileHash: null, language, progress: () => undefined });
  const seconds = (performance.now() - t0) / 1000;
  collectOcrSteps(null);
  return { seconds, pages: doc.pages.length, steps, markdown: doc.markdown };
}

const minBy = <T>(xs: T[], f: (x: T) => number): T => xs.reduce((a, b) => (f(b) < f(a) ? b : a));

async function profile(): Promise<{ speed: Record<string, unknown>[]; steps: Record<string, unknown>[] }> {
  // Warm-up: workers started, models loaded, JIT — none of it is a page's cost.
  for (const engine of engines) for (const c of CASES) await ours(C(c.rel), c.lang, engine);
  const speed: Record<string, unknown>[] = [];
  const stepRows = new Map<string, Record<string, unknown>>();
  for (const c of CASES) {
    const runs = new Map<OcrEngine, Awaited<ReturnType<typeof ours>>[]>(engines.map((e) => [e, []]));
    const cli: number[] = [];
    for (let i = 0; i < reps; i++) {
      for (const e of engines) runs.get(e)?.push(await ours(C(c.rel), c.lang, e));
      cli.push(cliSeconds(c));
    }
    const wasm = minBy(runs.get('tesseract.js') ?? [], (r) => r.seconds);
    const native = engines.includes('native') ? minBy(runs.get('native') ?? [], (r) => r.seconds) : null;
    const cliBest = Math.min(...cli);
    speed.push({ file: c.rel, pages: wasm.pages, wasm_s_per_page: r2(wasm.seconds / wasm.pages), native_s_per_page: native ? r2(native.seconds / native.pages) : '',
      cli_psm3_s_per_page: r2(cliBest / wasm.pages), wasm_vs_cli: r2(wasm.seconds / cliBest), native_vs_cli: native ? r2(native.seconds / cliBest) : '' });
    // The steps of the tesseract.js run with the shortest total; "outside ocrPage" is rendering or decoding the file and assembling the document.
    const top = [...wasm.steps].filter(([k]) => !k.includes(' › ')).reduce((s, [, v]) => s + v, 0);
    const all: [string, number][] = [...wasm.steps, ['outside ocrPage (render/decode, assemble)', wasm.seconds * 1000 - top], ['TOTAL', wasm.seconds * 1000]];
    for (const [name, ms] of all) {
      const row = stepRows.get(name) ?? { step: name };
      row[basename(c.rel)] = Math.round(ms / wasm.pages);
      stepRows.set(name, row);
    }
  }
  const order = (s: string): string => (s === 'TOTAL' ? '~' : s);
  return { speed, steps: [...stepRows.values()].sort((a, b) => order(String(a.step)).localeCompare(order(String(b.step)))) };
}

async function accuracy(): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  for (const [dir, lang] of [['rus', 'ru'], ['eng', 'en'], ['chi_sim', 'zh']] as const) {
    const folder = C(`external/images/ocr-lines/${dir}`);
    const images = readdirSync(folder).filter((f) => f.endsWith('.png')).sort();
    const row: Record<string, unknown> = { language: dir, images: images.length };
    let chars = 0;
    for (const e of engines) {
      let err = 0;
      chars = 0;
      for (const img of images) {
        const gt = readFileSync(join(folder, img.replace(/\.png$/, '.gt.txt')), 'utf8');
        const n = [...gt.replace(/\s+/g, '')].length;
        err += cer((await ours(join(folder, img), lang, e)).markdown, gt) * n;
        chars += n;
      }
      row[`${e}_cer_pct`] = r2((100 * err) / chars);
    }
    row.chars = chars;
    rows.push(row);
  }
  return rows;
}

function r2(n: number): number {
  return Math.round(n * 100) / 100;
}

function table(rows: Record<string, unknown>[]): string {
  const cols = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  return [`| ${cols.join(' | ')} |`, `| ${cols.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${cols.map((c) => String(r[c] ?? '')).join(' | ')} |`)].join('\n');
}

const started = new Date().toISOString();
const core = await coreInUse();
const { speed, steps } = await profile();
const results = {
  machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version, started, reps },
  tesseract_js_core: core, native: nativeTesseractVersion(), tessdata,
  speed, steps, cer: skipCer ? [] : await accuracy(),
};
useOcrEngine(null);
await terminateOcr();
rmSync(tmp, { recursive: true, force: true });
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(new URL('./results/ocr-profile.json', import.meta.url), JSON.stringify(results, null, 2));
console.log(`## OCR profile (${started}, ${results.machine.cpus} × ${results.machine.model}, Node ${results.machine.node}, min of ${reps})\n`);
console.log(`tesseract.js core: ${core}; native: ${results.native ?? 'none'}; language data: ${tessdata}\n`);
console.log('### Seconds per page, one thread each\n');
console.log(table(speed));
console.log('\n### ms per page in each step of ocrPage (tesseract.js; "a › b" is b inside a)\n');
console.log(table(steps));
if (!skipCer) {
  console.log('\n### Character error rate on text-line images\n');
  console.log(table(results.cer));
}
