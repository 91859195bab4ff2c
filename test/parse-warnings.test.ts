import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import type { ProcessEnvelope } from '../src-shared/contract/envelope';
import { pdfWithDamagedPages } from './helpers/damaged-pdf';
import { file, multipart, startTestHost } from './helpers/host';
import type { TestHost } from './helpers/host';

/** The parse warnings, each on a document that really has the defect. */
let host: TestHost;
let key: string;
before(async () => {
  host = await startTestHost();
  key = (await host.newClient('warnings', 'enterprise')).api_key;
});
after(async () => host.dispose());

async function parse(name: string, bytes: Buffer, extra: Record<string, string> = {}): Promise<ProcessEnvelope> {
  const parts = [file('file', name, bytes), { name: 'include', value: '["markdown"]' }, ...Object.entries(extra).map(([k, v]) => ({ name: k, value: v }))];
  const { payload, headers } = multipart(parts);
  const res = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { ...headers, 'x-api-key': key }, payload });
  assert.equal(res.statusCode, 200, res.body);
  return res.json<ProcessEnvelope>();
}

const codes = (env: ProcessEnvelope): [string, string, string][] => env.warnings.map((w) => [w.code, w.field, w.severity]);

describe('parse warnings', () => {
  it('parse_empty (high): a blank scanned page', async () => {
    const blank = await sharp({ create: { width: 1240, height: 1754, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const env = await parse('blank.png', blank);
    // The page carries no ink, so it is not OCR'd at all, and the answer says so (issue 16).
    assert.deepEqual(codes(env), [['parse_empty', '$document', 'high'], ['blank_pages', '$document', 'info']]);
    assert.equal(env.markdown, '');
    assert.equal(env.metadata.extraction_status, 'parse_only');
  });
  it('parse_thin (info): one short word on a full page', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1240" height="1754"><rect width="100%" height="100%" fill="white"/>
      <text x="100" y="200" font-size="60" font-family="DejaVu Sans">Invoice</text></svg>`;
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    const env = await parse('thin.png', png, { language: 'en' });
    assert.ok((env.markdown ?? '').includes('Invoice'));
    assert.deepEqual(codes(env), [['parse_thin', '$document', 'info']]);
  });
  it('ocr_noise (medium): replacement characters in the text', async () => {
    const xml = Buffer.from('<?xml version="1.0" encoding="UTF-8"?><doc><name>Ро\uFFFD\uFFFDшка</name><total>125 400,00 руб.</total><note>Оплата по счёту в течение пяти банковских дней.</note></doc>');
    const env = await parse('noisy.xml', xml);
    assert.deepEqual(codes(env), [['ocr_noise', '$document', 'medium']]);
  });
  it('pages_damaged (medium): a PDF page damaged inside is left out, the rest answered (issue 16)', async () => {
    const env = await parse('damaged.pdf', await pdfWithDamagedPages(3, [2]));
    // One line a page is thin as well.
    assert.deepEqual(codes(env), [['parse_thin', '$document', 'info'], ['pages_damaged', '$document', 'medium']]);
    assert.match(env.warnings[1]!.message, /^page 2 of 3 is damaged inside and was not read whole \(.*XRef/);
    assert.match(env.markdown ?? '', /invoice number 101[\s\S]*invoice number 103/);
    assert.equal(env.usage.pages, 3, "a damaged page is a page of the file all the same");
  });
  it('a clean document has none of them', async () => {
    const xml = Buffer.from('<doc><name>ООО «Ромашка»</name><total>125 400,00 руб.</total><note>Оплата по счёту в течение пяти банковских дней.</note></doc>');
    assert.deepEqual((await parse('clean.xml', xml)).warnings, []);
  });
});
