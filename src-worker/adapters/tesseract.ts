import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWorker, OEM, PSM } from 'tesseract.js';
import type { Worker as TesseractWorker } from 'tesseract.js';
import { AppError } from '../../src-shared/contract/app-error';
import type { OcrEngine } from '../../src-shared/worker-protocol';
import { nativeTesseractVersion, recognizeNative, recognizeNativeEach } from './tesseract-native';
import { callOcrProcess, ocrProcessEnabled, stopOcrProcess } from './ocr-process';
import type { OcrLine, OcrResult, OcrWord, Segmentation } from './tesseract-types';

/**
 * The only importer of tesseract.js. Language data is always loaded from a local folder: the
 * default CDN path hangs forever offline. Recognisers are kept and reused per pipeline worker (two
 * language sets at most; a third reinitialises the older one in place); orientation detection has
 * its own small worker.
 */
const TRAINEDDATA = ['eng', 'rus', 'chi_sim', 'osd'];
const SYSTEM_TESSDATA = ['/usr/share/tesseract-ocr/5/tessdata', '/usr/share/tesseract-ocr/4.00/tessdata', '/usr/share/tessdata'];
const START_TIMEOUT_MS = 60_000;

/**
 * Whether a model beyond the required three is in the data folder (`deu`, `fra` ship with the project;
 * a folder given by DOCINTEL_TESSDATA may lack them, and then their second reading is not made).
 */
export function hasModel(lang: string): boolean {
  // Asked for every OCR'd page: the folder is looked into once per model.
  let known = modelsPresent.get(lang);
  if (known === undefined) modelsPresent.set(lang, (known = existsSync(join(tessdataDir(), `${lang}.traineddata`))));
  return known;
}
const modelsPresent = new Map<string, boolean>();

/** The folder with the .traineddata files: DOCINTEL_TESSDATA, the shipped resources/tessdata, or Debian's. */
export function tessdataDir(): string {
  const candidates: string[] = [];
  if (process.env.DOCINTEL_TESSDATA) candidates.push(resolve(process.env.DOCINTEL_TESSDATA));
  // Walk up from this module: it sits at a different depth in the sources and in the build output.
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    candidates.push(join(dir, 'resources', 'tessdata'));
    dir = dirname(dir);
  }
  candidates.push(...SYSTEM_TESSDATA);
  const found = candidates.find((c) => TRAINEDDATA.slice(0, 3).every((l) => existsSync(join(c, `${l}.traineddata`))));
  if (!found) {
    throw new AppError('PARSING_ERROR', 'OCR language data (eng, rus, chi_sim) was not found; set DOCINTEL_TESSDATA', { reason: 'ocr_data_missing' });
  }
  return found;
}

export type { OcrLine, OcrResult, OcrWord, Segmentation } from './tesseract-types';

/**
 * Recognisers by language set, the most recent first. Two are kept: a Russian page is read with
 * rus+eng and its doubtful Latin words again with rus alone; switching one recogniser back and
 * forth would reinitialise it twice a page. Calls are never concurrent: a pipeline worker runs one
 * job at a time (src-main/workers/pool.ts) and its stages await each reading, so a recogniser
 * switched to other languages is never one in use.
 */
interface Recogniser { worker: Promise<TesseractWorker>; langs: string }
const recognisers: Recogniser[] = [];
const KEPT_RECOGNISERS = 2;
let orientationWorker: Promise<TesseractWorker> | null = null;

function withTimeout<T>(p: Promise<T>, what: string): Promise<T> {
  return new Promise<T>((res, rej) => {
    const t = setTimeout(() => rej(new AppError('PARSING_ERROR', `${what} did not start within ${START_TIMEOUT_MS / 1000} s`, { reason: 'ocr_start_timeout' })), START_TIMEOUT_MS);
    p.then((v) => { clearTimeout(t); res(v); }, (e: unknown) => { clearTimeout(t); rej(e instanceof Error ? e : new Error(String(e))); });
  });
}

const baseOptions = (): Record<string, unknown> => ({
  langPath: tessdataDir(),
  gzip: false,
  // 'none': the default cache reads and writes <lang>.traineddata in the current directory.
  cacheMethod: 'none',
  errorHandler: () => undefined,
});

async function recogniserFor(langs: string[]): Promise<TesseractWorker> {
  const key = langs.join('+');
  const at = recognisers.findIndex((r) => r.langs === key);
  if (at >= 0) {
    const hit = recognisers.splice(at, 1)[0] as Recogniser;
    recognisers.unshift(hit);
    return hit.worker;
  }
  const oldest = recognisers.length >= KEPT_RECOGNISERS ? recognisers.pop() : undefined;
  if (oldest) {
    // The least recently used one is switched to the new languages in place; one that fails to
    // switch is ended, or nothing could reach it any more.
    const worker = oldest.worker.then(async (w) => {
      try {
        await withTimeout(w.reinitialize(key, OEM.LSTM_ONLY), 'OCR');
        return w;
      } catch (e) {
        void w.terminate().catch(() => undefined);
        throw e;
      }
    });
    return remember(worker, key);
  }
  return remember(withTimeout(createWorker(key, OEM.LSTM_ONLY, baseOptions()), 'OCR'), key);
}

function remember(worker: Promise<TesseractWorker>, langs: string): Promise<TesseractWorker> {
  const entry: Recogniser = { worker, langs };
  recognisers.unshift(entry);
  worker.catch(() => {
    const i = recognisers.indexOf(entry);
    if (i >= 0) recognisers.splice(i, 1);
  });
  return worker;
}


/**
 * The engine pages are read with: tesseract.js (the default, always there) or the native program
 * (issue 16). A pipeline worker runs one job at a time, so the job sets it before its pages are read.
 */
let engine: OcrEngine | null = null;

/** The engine DOCINTEL_OCR_ENGINE asks for (benches and a host without settings); tesseract.js when unset. */
export function engineFromEnv(): OcrEngine {
  return process.env.DOCINTEL_OCR_ENGINE === 'native' ? 'native' : 'tesseract.js';
}

/**
 * Chooses the engine for the pages read next (a job's setting, else DOCINTEL_OCR_ENGINE). `native`
 * without a runnable program stays with tesseract.js and says why in `fallback`, for the job's warning.
 */
export function useOcrEngine(asked: OcrEngine | null): { engine: OcrEngine; fallback: string | null } {
  const wanted = asked ?? engineFromEnv();
  if (wanted === 'native' && !nativeTesseractVersion()) {
    engine = 'tesseract.js';
    return { engine, fallback: `the native OCR engine was asked for, but no runnable tesseract program (4 or later) was found; pages were read with tesseract.js` };
  }
  engine = wanted;
  return { engine, fallback: null };
}

/** The engine in force, choosing it from the environment (with a warning on stderr when it falls back) on first use. */
export function currentOcrEngine(): OcrEngine {
  if (engine === null) {
    const chosen = useOcrEngine(null);
    if (chosen.fallback) console.warn(`docintel: ${chosen.fallback}`);
  }
  return engine as OcrEngine;
}

/**
 * Recognises one page image (PNG). `dpi` only when known (pages we rendered ourselves). With
 * tesseract.js, in a pool's worker the page goes to that worker's OCR process (`ocr-process.ts`).
 */
export async function recognize(png: Buffer, langs: string[], dpi: number | null, segmentation: Segmentation = 'page'): Promise<OcrResult> {
  if (currentOcrEngine() === 'native') return recognizeNative(png, langs, dpi, segmentation, tessdataDir());
  if (ocrProcessEnabled()) return callOcrProcess<OcrResult>({ op: 'recognize', png, langs, dpi, segmentation });
  return recognizeHere(png, langs, dpi, segmentation);
}

/**
 * Recognises several images with the same languages, resolution and segmentation, one result per
 * image in their order, each as `recognize` would give it. The native engine reads them in one run of
 * its program (its models loaded once); tesseract.js reads them one after another, its recogniser
 * already loaded.
 */
export async function recognizeEach(pngs: readonly Buffer[], langs: string[], dpi: number | null, segmentation: Segmentation = 'page'): Promise<OcrResult[]> {
  if (currentOcrEngine() === 'native') return recognizeNativeEach(pngs, langs, dpi, segmentation, tessdataDir());
  const results: OcrResult[] = [];
  for (const png of pngs) results.push(await recognize(png, langs, dpi, segmentation));
  return results;
}

/** `recognize` with tesseract.js in this thread (the OCR process, tests, benches). */
export async function recognizeHere(png: Buffer, langs: string[], dpi: number | null, segmentation: Segmentation = 'page'): Promise<OcrResult> {
  const worker = await recogniserFor(langs);
  const psm = segmentation === 'block' ? PSM.SINGLE_BLOCK : PSM.AUTO;
  await worker.setParameters({ user_defined_dpi: dpi ? String(dpi) : '', preserve_interword_spaces: '1', tessedit_pageseg_mode: psm });
  const { data } = await worker.recognize(png, {}, { text: true, blocks: true }).catch((err: unknown) => {
    // Leptonica refuses image data damaged inside (the header read fine): the file's fault, not a bug.
    if (/attempting to read image/i.test(String((err as Error)?.message ?? err))) {
      throw new AppError('PARSING_ERROR', 'the image could not be read: its data is damaged', { reason: 'invalid_image' });
    }
    throw err;
  });
  const lines: OcrLine[] = [];
  let paragraph = 0;
  for (const block of data.blocks ?? []) {
    for (const para of block.paragraphs ?? []) {
      for (const line of para.lines ?? []) {
        const words = (line.words ?? []).filter((w) => w.text.trim() !== '').map((w) => ({
          text: w.text, confidence: w.confidence, bbox: [w.bbox.x0, w.bbox.y0, w.bbox.x1, w.bbox.y1] as OcrWord['bbox'],
        }));
        if (words.length === 0) continue;
        lines.push({
          text: words.map((w) => w.text).join(' '),
          confidence: line.confidence,
          bbox: [line.bbox.x0, line.bbox.y0, line.bbox.x1, line.bbox.y1],
          words,
          paragraph,
        });
      }
      paragraph++;
    }
  }
  return { lines, confidence: data.confidence };
}

/**
 * Clockwise rotation that makes the page upright (0, 90, 180 or 270) and the script the page is
 * written in, from Tesseract's OSD, or null when it cannot tell (too little text).
 */
export async function uprightRotation(png: Buffer, dpi: number | null): Promise<Orientation | null> {
  if (ocrProcessEnabled()) return callOcrProcess<Orientation | null>({ op: 'upright', png, dpi });
  return uprightRotationHere(png, dpi);
}

export interface Orientation { rotate: 0 | 90 | 180 | 270; confidence: number; script: string | null }

/** `uprightRotation` with tesseract.js in this thread. */
export async function uprightRotationHere(png: Buffer, dpi: number | null): Promise<Orientation | null> {
  orientationWorker ??= withTimeout(createWorker('osd', OEM.TESSERACT_ONLY, { ...baseOptions(), legacyCore: true, legacyLang: true }), 'orientation detection');
  const worker = await orientationWorker;
  try {
    await worker.setParameters({ user_defined_dpi: dpi ? String(dpi) : '' });
    const { data } = await worker.detect(png);
    if (data.orientation_degrees === null || data.orientation_confidence === null) return null;
    // OSD reports how far the text is turned; turning the image clockwise by as much sets it upright.
    const rotate = (((data.orientation_degrees % 360) + 360) % 360) as 0 | 90 | 180 | 270;
    // The script OSD sees ("Latin", "Cyrillic", "Han"), which tells a page the languages asked cannot read.
    return { rotate, confidence: data.orientation_confidence, script: data.script ?? null };
  } catch {
    // OSD throws on pages with too few characters; that is "cannot tell", not a failure.
    return null;
  }
}

export async function terminateOcr(): Promise<void> {
  stopOcrProcess();
  const workers = [...recognisers.map((r) => r.worker), orientationWorker].filter(Boolean) as Promise<TesseractWorker>[];
  recognisers.length = 0;
  orientationWorker = null;
  await Promise.allSettled(workers.map(async (w) => (await w).terminate()));
}
