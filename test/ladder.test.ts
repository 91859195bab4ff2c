import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LadderResponse } from '../src-shared/contract/ladder';
import type { ClientUsageResponse } from '../src-shared/contract/clients';
import { cyrillicPdf, stampPage } from './helpers/drawing-pdf';
import type { PageSpec } from './helpers/drawing-pdf';
import { file, multipart, startTestHost } from './helpers/host';
import type { Part, TestHost } from './helpers/host';

/** `POST /v1/ladder/extract` on a real host (worker threads, database, billing) with generated PDFs. */
let host: TestHost;
let key: string;
let clientId: string;

/** An A4 page of text lines, top to bottom from y = 780. */
const textPage = (lines: string[]): PageSpec => ({ size: [595, 842], cells: lines.map((text, i) => ({ text, x: 50, y: 780 - i * 18 })) });

const SPEC_PAGE = textPage([
  'Поставщик: ООО «СпецЭлектроМонтаж»',
  'ИНН/КПП 6229063805/622901001, ОГРН 1086229003420',
  'р/с 40702810502000093408, к/с 30101810300000000760, БИК 047888760',
  'Насос питательный: мощность 250 кВт, напор 10–20 МПа, масса не более 1 500 кг.',
  'Перечень оборудования (KKS):',
  '1LAB10AA001 насос питательный',
  '1 LAB10 AA001 -M01 электродвигатель',
  '1LAB20AA101KA01 арматура',
]);
const DRAWING = stampPage({
  roles: [['Разраб.', 'Иванов'], ['Пров.', 'Петров'], ['Утв.', 'Смирнов']],
  designation: 'АБВГ.123456.001 СБ',
  name: ['Насос питательный'],
  heads: [['Лит.', 'О1'], ['Масса', '1500'], ['Масштаб', '1:10']],
  sheet: [['Лист', '1'], ['Листов', '2']],
}, [{ text: 'Ø20 h7', x: 200, y: 400 }, { text: '50±0,5 мм', x: 200, y: 380 }]);

let fullPdf: Buffer;
let drawingOnly: Buffer;
let withBlank: Buffer;

before(async () => {
  host = await startTestHost({ workers: 1 });
  const client = await host.newClient('ladder', 'free');
  key = client.api_key;
  clientId = client.id;
  fullPdf = Buffer.from(await cyrillicPdf([SPEC_PAGE, DRAWING]));
  drawingOnly = Buffer.from(await cyrillicPdf([DRAWING]));
  withBlank = Buffer.from(await cyrillicPdf([SPEC_PAGE, { size: [595, 842], cells: [] }]));
});
after(async () => host.dispose());

async function ladder(parts: Part[]) {
  const body = multipart(parts);
  return host.app.inject({ method: 'POST', url: '/v1/ladder/extract', headers: { ...body.headers, 'x-api-key': key }, payload: body.payload });
}
const field = (name: string, value: string): Part => ({ name, value });
const pdf = (bytes: Buffer, name = 'doc.pdf'): Part => file('file', name, bytes);

interface Issue { loc: string[]; msg: string; type: string }
function validation(res: { statusCode: number; json<T>(): T }): Issue[] {
  assert.equal(res.statusCode, 422);
  const body = res.json<{ detail: { code: string; details: { errors: Issue[] } } }>();
  assert.equal(body.detail.code, 'VALIDATION_ERROR');
  return body.detail.details.errors;
}

describe('POST /v1/ladder/extract', () => {
  it('runs the four grammars by default: each hit with its page, box, text and normalised value; billed like /v1/process', async () => {
    const usageBefore = (await host.app.inject({ method: 'GET', url: `/v1/admin/clients/${clientId}/usage`, headers: { 'x-api-key': host.adminKey } })).json<ClientUsageResponse>();
    const res = await ladder([pdf(fullPdf)]);
    assert.equal(res.statusCode, 200, res.body.slice(0, 400));
    const body = res.json<LadderResponse>();
    assert.deepEqual(Object.keys(body.grammars), ['kks', 'requisites', 'measures', 'eskd_stamp']);
    assert.deepEqual(body.grammars.kks?.hits.map((h) => [h.page, h.text, h.value.code]), [
      [1, '1LAB10AA001', '1 LAB10 AA001'], [1, '1 LAB10 AA001 -M01', '1 LAB10 AA001 -M01'], [1, '1LAB20AA101KA01', '1 LAB20 AA101 -KA01'],
    ]);
    assert.deepEqual(body.grammars.requisites?.hits.map((h) => [h.value.type, h.value.value, h.value.valid]), [
      ['inn', '6229063805', true], ['kpp', '622901001', true], ['ogrn', '1086229003420', true],
      ['settlement_account', '40702810502000093408', true], ['correspondent_account', '30101810300000000760', true], ['bic', '047888760', true],
    ]);
    const measures = body.grammars.measures?.hits.map((h) => [h.page, h.text, h.value.kind, h.value.unit]);
    assert.deepEqual(measures, [
      [1, '250 кВт', 'single', 'kW'], [1, '10–20 МПа', 'range', 'MPa'], [1, 'не более 1 500 кг', 'max', 'kg'],
      [2, 'Ø20 h7', 'single', 'mm'], [2, '50±0,5 мм', 'tolerance', 'mm'],
    ]);
    assert.equal(body.grammars.measures?.hits[2]?.value.max, 1500);
    const stamp = body.grammars.eskd_stamp?.hits;
    assert.equal(stamp?.length, 1);
    assert.equal(stamp?.[0]?.page, 2);
    assert.deepEqual([stamp?.[0]?.value.designation, stamp?.[0]?.value.name, stamp?.[0]?.value.scale, stamp?.[0]?.value.sheets],
      ['АБВГ.123456.001', 'Насос питательный', { text: '1:10', ratio: [1, 10] }, 2]);
    // Boxes in points, top-left origin, inside their page: the KKS list is on A4 portrait, the block at the bottom right of landscape A4.
    for (const h of body.grammars.kks?.hits ?? []) assert.ok(h.bbox && h.bbox[0] >= 50 && h.bbox[2] <= 595 && h.bbox[1] > 0 && h.bbox[3] < 842, `${h.bbox}`);
    // A hit's box is its own part of the line: 11 characters at the generated font's fixed 5.5 pt advance.
    assert.deepEqual(body.grammars.kks?.hits[0]?.bbox?.filter((_, i) => i % 2 === 0), [50, 110.5]);
    const sb = stamp?.[0]?.bbox;
    assert.ok(sb && sb[0] > 842 / 3 && sb[1] > 595 / 2 && sb[2] <= 842 && sb[3] <= 595, `${sb}`);
    assert.deepEqual(body.warnings, []);
    assert.deepEqual([body.required_missing, body.pages_processed, body.usage.pages, body.pages_without_text, body.ocr_pages, body.experimental], [[], 2, 2, [], [], true]);
    const usageAfter = (await host.app.inject({ method: 'GET', url: `/v1/admin/clients/${clientId}/usage`, headers: { 'x-api-key': host.adminKey } })).json<ClientUsageResponse>();
    assert.equal(usageAfter.pages_used_this_month - usageBefore.pages_used_this_month, 2);
    assert.equal(usageAfter.requests_this_month - usageBefore.requests_this_month, 1);
  });

  it('reports a required grammar that finds nothing in required_missing with a warning, still 200, and runs only the grammars named', async () => {
    const res = await ladder([pdf(drawingOnly), field('grammars', 'kks, eskd_stamp'), field('required', 'kks,eskd_stamp')]);
    assert.equal(res.statusCode, 200, res.body.slice(0, 400));
    const body = res.json<LadderResponse>();
    assert.deepEqual(Object.keys(body.grammars), ['kks', 'eskd_stamp']);
    assert.deepEqual([body.grammars.kks?.count, body.grammars.eskd_stamp?.count], [0, 1]);
    assert.deepEqual(body.required_missing, ['kks']);
    assert.deepEqual(body.warnings.filter((w) => w.code === 'ladder_required_missing'),
      [{ code: 'ladder_required_missing', field: 'required', severity: 'medium', message: "required grammar 'kks' found nothing in this document" }]);
  });

  it('with use_ocr false leaves a page without text layer unread and says which', async () => {
    const res = await ladder([pdf(withBlank), field('grammars', 'requisites'), field('use_ocr', 'false')]);
    assert.equal(res.statusCode, 200, res.body.slice(0, 400));
    const body = res.json<LadderResponse>();
    assert.deepEqual([body.pages_without_text, body.ocr_pages, body.grammars.requisites?.count], [[2], [], 6]);
    assert.deepEqual(body.warnings.filter((w) => w.code === 'ocr_skipped'),
      [{ code: 'ocr_skipped', field: 'use_ocr', severity: 'medium', message: 'page 2 has no text layer and use_ocr is false, so nothing on it was read' }]);
  });

  it('with use_ocr left at true the same page is OCR\'d (found empty), and no ocr_skipped warning is given', async () => {
    const res = await ladder([pdf(withBlank), field('grammars', 'requisites')]);
    assert.equal(res.statusCode, 200, res.body.slice(0, 400));
    const body = res.json<LadderResponse>();
    assert.deepEqual([body.ocr_pages, body.pages_without_text, body.warnings.filter((w) => w.code === 'ocr_skipped')], [[2], [2], []]);
    // That OCR'd reading is now cached; declining OCR again parses afresh instead of serving it.
    const again = (await ladder([pdf(withBlank), field('grammars', 'requisites'), field('use_ocr', 'false')])).json<LadderResponse>();
    assert.deepEqual([again.ocr_pages, again.warnings.filter((w) => w.code === 'ocr_skipped').length], [[], 1]);
  });

  it('422 on an unknown grammar, naming it and the known ones, on every list problem at once, and on a required grammar not asked to run', async () => {
    const known = 'kks, requisites, measures, eskd_stamp';
    assert.deepEqual(validation(await ladder([pdf(drawingOnly), field('grammars', 'kks,stamps'), field('required', 'ogrn')])), [
      { loc: ['body', 'grammars'], msg: `unknown grammar 'stamps'; known grammars: ${known}`, type: 'value_error.grammar' },
      { loc: ['body', 'required'], msg: `unknown grammar 'ogrn'; known grammars: ${known}`, type: 'value_error.grammar' },
    ]);
    assert.deepEqual(validation(await ladder([pdf(drawingOnly), field('grammars', 'measures'), field('required', 'kks')])), [
      { loc: ['body', 'required'], msg: "required grammar 'kks' is not among grammars (measures)", type: 'value_error.grammar' },
    ]);
    assert.deepEqual(validation(await ladder([pdf(drawingOnly), field('grammars', ' , ')])), [
      { loc: ['body', 'grammars'], msg: `name at least one grammar of: ${known}`, type: 'value_error.missing' },
    ]);
    // Names are identifiers: written in another case they are unknown, not guessed.
    assert.equal(validation(await ladder([pdf(drawingOnly), field('grammars', 'KKS')]))[0]?.msg, `unknown grammar 'KKS'; known grammars: ${known}`);
  });

  it('422 on use_ocr that is not a boolean, a missing file, the length bound of the lists, an unknown field and a wrong file type', async () => {
    assert.deepEqual(validation(await ladder([pdf(drawingOnly), field('use_ocr', 'sometimes')])), [{ loc: ['body', 'use_ocr'], msg: 'must be a boolean (true or false)', type: 'type_error.bool' }]);
    assert.deepEqual(validation(await ladder([field('grammars', 'kks')])), [{ loc: ['body', 'file'], msg: 'field required', type: 'missing' }]);
    // 200 characters is the longest list accepted (repeats are harmless); 201 is refused.
    const longest = 'kks,'.repeat(50);
    assert.equal(longest.length, 200);
    const ok = await ladder([pdf(drawingOnly), field('grammars', longest)]);
    assert.equal(ok.statusCode, 200, ok.body.slice(0, 300));
    assert.deepEqual(Object.keys(ok.json<LadderResponse>().grammars), ['kks']);
    assert.deepEqual(validation(await ladder([pdf(drawingOnly), field('grammars', `${longest}k`)])), [{ loc: ['body', 'grammars'], msg: 'must be at most 200 characters', type: 'value_error.max_length' }]);
    assert.deepEqual(validation(await ladder([pdf(drawingOnly), field('required', `${longest}k`)])), [{ loc: ['body', 'required'], msg: 'must be at most 200 characters', type: 'value_error.max_length' }]);
    const unknown = await ladder([pdf(drawingOnly), field('schema', '{}')]);
    assert.equal(unknown.statusCode, 422);
    assert.equal(unknown.json<{ detail: { code: string } }>().detail.code, 'UNKNOWN_FIELD');
    const wrongType = await ladder([file('file', 'notes.exe', Buffer.from('MZ'))]);
    assert.equal(wrongType.statusCode, 422);
    assert.equal(wrongType.json<{ detail: { code: string } }>().detail.code, 'UNSUPPORTED_FILE_TYPE');
  });

  it('asks for a key like every /v1 endpoint', async () => {
    const body = multipart([pdf(drawingOnly)]);
    const res = await host.app.inject({ method: 'POST', url: '/v1/ladder/extract', headers: body.headers, payload: body.payload });
    assert.equal(res.statusCode, 401);
  });
});
