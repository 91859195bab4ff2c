import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppError } from '../../src-shared/contract/app-error';
import type { OcrLine, OcrResult, OcrWord, Segmentation } from './tesseract-types';

/**
 * The optional native OCR engine (issue 16): the `tesseract` program (5.x) where one is installed,
 * run on the same shipped language data as tesseract.js (`--tessdata-dir`), LSTM only, one thread,
 * with a time limit. Its TSV output becomes the same `OcrResult` the tesseract.js adapter gives.
 * tesseract.js stays the default: it always works offline; this one reads an A4 page in about 0.75–0.9 of
 * its time where the program exists (docs/benchmarks.md "OCR profile (issue 16)").
 */

/** The program: DOCINTEL_TESSERACT names another one; else `tesseract` on the PATH. */
export function nativeProgram(): string {
  return process.env.DOCINTEL_TESSERACT || 'tesseract';
}

/**
 * A page takes the CLI 1.5–3 s at 300 dpi on this machine; a minute means the program hangs (a huge or
 * broken image) and the page fails with a contract error rather than holding its worker for ever.
 */
const PAGE_TIME_LIMIT_MS = 60_000;
/** A dense A4 page's TSV is about 100 kB; this leaves room for a poster-sized page at our 12 MP cap. */
const MAX_TSV_BYTES = 64 * 1024 * 1024;

/** Version lines by program, so a changed DOCINTEL_TESSERACT is asked anew. */
const versions = new Map<string, string | null>();

/**
 * The native program's version line ("tesseract 5.3.0"), or null when there is none that runs (or it
 * is older than 4, which has no LSTM engine). Asked once per worker.
 */
export function nativeTesseractVersion(): string | null {
  const program = nativeProgram();
  const known = versions.get(program);
  if (known !== undefined) return known;
  let found: string | null;
  try {
    const out = execFileSync(program, ['--version'], { encoding: 'utf8', timeout: 10_000, stdio: ['ignore', 'pipe', 'pipe'] });
    const m = /tesseract\s+v?(\d+)\.\S*/i.exec(out);
    found = m && Number(m[1]) >= 4 ? (m[0] as string) : null;
  } catch {
    found = null;
  }
  versions.set(program, found);
  return found;
}

/** The arguments every reading passes after its input: one engine, one thread, TSV on stdout. */
function readingArgs(langs: string[], dpi: number | null, segmentation: Segmentation, tessdata: string): string[] {
  return ['-', '--tessdata-dir', tessdata, '-l', langs.join('+'), '--oem', '1', '--psm', segmentation === 'block' ? '6' : '3',
    ...(dpi ? ['--dpi', String(dpi)] : []),
    '-c', 'preserve_interword_spaces=1', '-c', 'tessedit_create_tsv=1', '-c', 'tessedit_create_txt=0'];
}

/** Runs the program and gives its TSV; `input` goes to its stdin. */
function runProgram(args: string[], input: Buffer | null, timeLimitMs: number): Promise<string> {
  return new Promise<string>((res, rej) => {
    const child = execFile(nativeProgram(), args, { encoding: 'utf8', timeout: timeLimitMs, maxBuffer: MAX_TSV_BYTES, env: { ...process.env, OMP_THREAD_LIMIT: '1' } },
      (err, stdout, stderr) => {
        if (err) rej(new AppError('PARSING_ERROR', `native OCR failed: ${(stderr || err.message).trim().slice(0, 300)}`, { reason: 'ocr_native_failed' }));
        else res(stdout);
      });
    // A program that exits before reading all of its input closes the pipe: its exit status tells.
    child.stdin?.on('error', () => {});
    child.stdin?.end(input ?? undefined);
  });
}

/**
 * Recognises one page image (PNG bytes) with the native program; same arguments as the tesseract.js
 * adapter's `recognize`. The image goes through stdin (the program detects its format from its bytes,
 * as from a file), so nothing is left on disk when the process is killed.
 */
export async function recognizeNative(png: Buffer, langs: string[], dpi: number | null, segmentation: Segmentation, tessdata: string): Promise<OcrResult> {
  return tsvToResult(await runProgram(['stdin', ...readingArgs(langs, dpi, segmentation, tessdata)], png, PAGE_TIME_LIMIT_MS));
}

/**
 * Recognises several images with the same arguments in one run of the program, which loads its
 * language models once instead of once per image (≈ 0.1 s each for rus+eng): it reads a list of files
 * and numbers their rows in the TSV by page. Each image is read exactly as a run of its own would read
 * it (checked in tesseract-native.test.ts). The files live in a folder of their own, removed afterwards.
 */
export async function recognizeNativeEach(pngs: readonly Buffer[], langs: string[], dpi: number | null, segmentation: Segmentation, tessdata: string): Promise<OcrResult[]> {
  if (pngs.length <= 1) return Promise.all(pngs.map((png) => recognizeNative(png, langs, dpi, segmentation, tessdata)));
  const folder = mkdtempSync(join(tmpdir(), 'docintel-ocr-'));
  try {
    const files = pngs.map((png, i) => {
      const file = join(folder, `${i + 1}.png`);
      writeFileSync(file, png);
      return file;
    });
    const list = join(folder, 'images.txt');
    writeFileSync(list, `${files.join('\n')}\n`);
    const tsv = await runProgram([list, ...readingArgs(langs, dpi, segmentation, tessdata)], null, PAGE_TIME_LIMIT_MS * pngs.length);
    return tsvByPage(tsv, pngs.length).map(tsvToResult);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The rows of a TSV of several images, one TSV per image (its `page_num`, counted from 1), each with the header line. */
export function tsvByPage(tsv: string, count: number): string[] {
  const rows = tsv.split('\n');
  const header = rows.find((r) => r.startsWith('level\t')) ?? '';
  const pages: string[][] = Array.from({ length: count }, () => [header]);
  for (const row of rows) {
    const page = Number(row.split('\t', 2)[1]);
    if (Number.isInteger(page) && page >= 1 && page <= count) pages[page - 1]!.push(row);
  }
  return pages.map((p) => p.join('\n'));
}

/**
 * Tesseract's TSV (level, page, block, paragraph, line, word, left, top, width, height, conf, text)
 * as an `OcrResult`: the lines with their words, in the program's reading order, a paragraph index
 * counted over the page as tesseract.js numbers them. The TSV gives no line confidence (-1); a line's
 * and the page's are the mean of their words' confidences, as Tesseract's own `MeanTextConf` is.
 */
export function tsvToResult(tsv: string): OcrResult {
  const lines: OcrLine[] = [];
  const byLine = new Map<string, { words: OcrWord[]; bbox: OcrLine['bbox']; paragraph: string }>();
  const paragraphs: string[] = [];
  for (const row of tsv.split('\n')) {
    const cols = row.split('\t');
    if (cols.length < 12 || cols[0] === 'level') continue;
    const [level, page, block, par, line] = cols.slice(0, 5);
    const [left, top, width, height] = cols.slice(6, 10).map(Number) as [number, number, number, number];
    const bbox: OcrLine['bbox'] = [left, top, left + width, top + height];
    const paragraph = `${page}/${block}/${par}`;
    const key = `${paragraph}/${line}`;
    if (level === '3') {
      paragraphs.push(paragraph);
    } else if (level === '4') {
      byLine.set(key, { words: [], bbox, paragraph });
    } else if (level === '5') {
      // The text column is the rest of the row: a word never holds a tab, but be safe.
      const text = cols.slice(11).join('\t');
      if (text.trim() === '') continue;
      byLine.get(key)?.words.push({ text, confidence: Number(cols[10]), bbox });
    }
  }
  let confSum = 0;
  let confCount = 0;
  for (const l of byLine.values()) {
    if (l.words.length === 0) continue;
    const mean = l.words.reduce((s, w) => s + w.confidence, 0) / l.words.length;
    confSum += l.words.reduce((s, w) => s + w.confidence, 0);
    confCount += l.words.length;
    lines.push({ text: l.words.map((w) => w.text).join(' '), confidence: mean, bbox: l.bbox, words: l.words, paragraph: paragraphs.indexOf(l.paragraph) });
  }
  return { lines, confidence: confCount ? Math.round(confSum / confCount) : 0 };
}
