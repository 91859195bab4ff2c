import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { CORPUS_DIR } from '../../test/helpers/corpus';
import { cer } from '../../test/helpers/text-metrics';
import { nativeTesseractVersion, recognizeNative, recognizeNativeEach, tsvByPage, tsvToResult } from './tesseract-native';
import { encodeGreyPng, greyPixels } from './images';
import { recognize, tessdataDir, terminateOcr, useOcrEngine } from './tesseract';

/** The CLI's TSV of synthetic/ru.png (tesseract 5.3.0, rus+eng, --oem 1 --psm 3, the shipped data): two paragraphs, 3 + 5 lines. */
const TSV = readFileSync(new URL('./fixtures/ru-png.tesseract-5.3.0.tsv', import.meta.url), 'utf8');
const RU_PNG = `${CORPUS_DIR}/synthetic/ru.png`;
const RU_TXT = readFileSync(`${CORPUS_DIR}/synthetic/ru.txt`, 'utf8');

describe('TSV → OcrResult', () => {
  const result = tsvToResult(TSV);

  it('gives the lines with their words, boxes (x0 y0 x1 y1) and paragraphs in reading order', () => {
    assert.equal(result.lines.length, 8);
    assert.deepEqual(result.lines.map((l) => l.paragraph), [0, 0, 0, 1, 1, 1, 1, 1]);
    const first = result.lines[0]!;
    assert.equal(first.text, 'Съешь же ещё этих мягких французских булок, да выпей чаю.');
    assert.deepEqual(first.bbox, [82, 79, 82 + 1199, 79 + 35]);
    assert.deepEqual(first.words[0], { text: 'Съешь', confidence: 92.366447, bbox: [82, 81, 82 + 123, 81 + 26] });
    assert.equal(result.lines.map((l) => l.text).join('\n'), RU_TXT.trim());
  });

  it('takes a line\'s confidence and the page\'s as the mean of their words\' (the TSV has none for lines)', () => {
    const first = result.lines[0]!;
    const mean = first.words.reduce((s, w) => s + w.confidence, 0) / first.words.length;
    assert.equal(first.confidence, mean);
    const all = result.lines.flatMap((l) => l.words.map((w) => w.confidence));
    assert.equal(result.confidence, Math.round(all.reduce((s, c) => s + c, 0) / all.length));
  });

  it('drops empty words, lines left without words, the header and broken rows', () => {
    const tsv = [
      'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
      '3\t1\t1\t1\t0\t0\t0\t0\t100\t40\t-1\t',
      '4\t1\t1\t1\t1\t0\t0\t0\t100\t20\t-1\t',
      '5\t1\t1\t1\t1\t1\t0\t0\t10\t20\t95\t ',
      '4\t1\t1\t1\t2\t0\t0\t20\t100\t20\t-1\t',
      '5\t1\t1\t1\t2\t1\t0\t20\t30\t20\t80\tok',
      '5\t1\t1\t1',
    ].join('\n');
    assert.deepEqual(tsvToResult(tsv), { confidence: 80, lines: [{ text: 'ok', confidence: 80, bbox: [0, 20, 100, 40], paragraph: 0, words: [{ text: 'ok', confidence: 80, bbox: [0, 20, 30, 40] }] }] });
    assert.deepEqual(tsvToResult(''), { lines: [], confidence: 0 });
  });
});

describe('TSV of several images → one TSV per image', () => {
  it('splits the rows by page number, each part with the header; a page with no rows gets the header alone', () => {
    const header = 'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext';
    const tsv = [header, '1\t1\t0\t0\t0\t0\t0\t0\t10\t10\t-1\t', '5\t1\t1\t1\t1\t1\t0\t0\t5\t5\t90\ta',
      '1\t3\t0\t0\t0\t0\t0\t0\t10\t10\t-1\t', '5\t3\t1\t1\t1\t1\t0\t0\t5\t5\t80\tb', '5\t4\t1\t1\t1\t1\t0\t0\t5\t5\t80\tc', ''].join('\n');
    assert.deepEqual(tsvByPage(tsv, 3), [
      [header, '1\t1\t0\t0\t0\t0\t0\t0\t10\t10\t-1\t', '5\t1\t1\t1\t1\t1\t0\t0\t5\t5\t90\ta'].join('\n'),
      header,
      [header, '1\t3\t0\t0\t0\t0\t0\t0\t10\t10\t-1\t', '5\t3\t1\t1\t1\t1\t0\t0\t5\t5\t80\tb'].join('\n'),
    ]);
  });
});

describe('native engine choice', () => {
  it('falls back to tesseract.js, saying why, when the program is missing', () => {
    const saved = process.env.DOCINTEL_TESSERACT;
    process.env.DOCINTEL_TESSERACT = '/nonexistent/tesseract';
    try {
      const chosen = useOcrEngine('native');
      assert.equal(chosen.engine, 'tesseract.js');
      assert.match(chosen.fallback ?? '', /no runnable tesseract program/);
      assert.deepEqual(useOcrEngine('tesseract.js'), { engine: 'tesseract.js', fallback: null });
    } finally {
      if (saved === undefined) delete process.env.DOCINTEL_TESSERACT;
      else process.env.DOCINTEL_TESSERACT = saved;
      useOcrEngine(null);
    }
  });
});

const native = nativeTesseractVersion();
describe('native adapter on a corpus image', { skip: native ? false : 'no tesseract program (4 or later) on this machine: apt-get install tesseract-ocr' }, () => {
  it('reads synthetic/ru.png as tesseract.js does, in the same shape', async () => {
    const png = readFileSync(RU_PNG);
    const ours = await recognizeNative(png, ['rus', 'eng'], null, 'page', tessdataDir());
    assert.ok(cer(ours.lines.map((l) => l.text).join('\n'), RU_TXT) < 0.01);
    assert.ok(ours.confidence > 85, `confidence ${ours.confidence}`);
    useOcrEngine('tesseract.js');
    try {
      const wasm = await recognize(png, ['rus', 'eng'], null, 'page');
      assert.deepEqual(ours.lines.map((l) => l.paragraph), wasm.lines.map((l) => l.paragraph));
      assert.equal(ours.lines.flatMap((l) => l.words).length, wasm.lines.flatMap((l) => l.words).length);
      // The same words in nearly the same boxes: both are Tesseract 5 on the same data.
      const a = ours.lines[3]!.words[0]!.bbox;
      const b = wasm.lines[3]!.words[0]!.bbox;
      assert.ok(a.every((v, i) => Math.abs(v - (b[i] as number)) <= 3), `${a} vs ${b}`);
    } finally {
      useOcrEngine(null);
      await terminateOcr();
    }
  });

  it('reads through `recognize` when the engine is native', async () => {
    assert.equal(useOcrEngine('native').engine, 'native');
    try {
      const r = await recognize(readFileSync(RU_PNG), ['rus', 'eng'], 300, 'block');
      assert.equal(r.lines[0]?.words[0]?.text, 'Съешь');
    } finally {
      useOcrEngine(null);
    }
  });

  it('reads several images in one run exactly as a run of their own reads each, leaving no file behind', async () => {
    const page = await greyPixels(readFileSync(RU_PNG));
    // Three bands of the page (a line or two each) and a blank one.
    const band = async (top: number, height: number, blank = false): Promise<Buffer> => {
      const data = page.data.slice(top * page.width, (top + height) * page.width);
      if (blank) data.fill(255);
      return encodeGreyPng(data, page.width, height, 1);
    };
    const images = [await band(60, 70), await band(140, 120), await band(0, 40, true), await band(page.height - 200, 150)];
    const tmp = mkdtempSync(join(tmpdir(), 'native-each-'));
    const savedTmp = process.env.TMPDIR;
    process.env.TMPDIR = tmp;
    try {
      const together = await recognizeNativeEach(images, ['rus', 'eng'], 300, 'block', tessdataDir());
      const alone = await Promise.all(images.map((png) => recognizeNative(png, ['rus', 'eng'], 300, 'block', tessdataDir())));
      assert.deepEqual(together, alone);
      assert.equal(together[0]?.lines[0]?.words[0]?.text, 'Съешь');
      assert.deepEqual(together[2], { lines: [], confidence: 0 });
      assert.ok(together[3]!.lines.length > 0);
      await assert.rejects(recognizeNativeEach([images[0]!, Buffer.from('not an image')], ['eng'], null, 'block', tessdataDir()), /native OCR failed/);
      assert.deepEqual(readdirSync(tmp), []);
    } finally {
      if (savedTmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = savedTmp;
      rmSync(tmp, { recursive: true, force: true });
    }
  });

  it('fails with a contract error on an image it cannot read', async () => {
    await assert.rejects(recognizeNative(Buffer.from('not an image'), ['eng'], null, 'page', tessdataDir()), /native OCR failed/);
  });
});
