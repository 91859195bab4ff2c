import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { terminateOcr } from '../../adapters/tesseract';
import { parsePdf } from '../../stages/parse-pdf';
import { asScan, cyrillicPdf, stampPage } from '../../../test/helpers/drawing-pdf';
import type { PageSpec, StampVariant } from '../../../test/helpers/drawing-pdf';
import { readStamp } from './eskd-stamp';

async function stampOf(spec: PageSpec): Promise<ReturnType<typeof readStamp>> {
  const bytes = await cyrillicPdf([spec]);
  const doc = await parsePdf({ bytes, fileName: 'drawing.pdf', fileHash: null, language: null, progress: () => undefined });
  const page = doc.pages[0];
  assert.ok(page);
  return readStamp(page);
}

const FULL: StampVariant = {
  roles: [['Разраб.', 'Иванов'], ['Пров.', 'Петров'], ['Т.контр.', 'Сидоров'], ['Н.контр.', 'Козлов'], ['Утв.', 'Смирнов']],
  designation: 'АБВГ.123456.001 СБ',
  name: ['Корпус насоса', 'Сборочный чертёж'],
  heads: [['Лит.', 'О1'], ['Масса', '12,5'], ['Масштаб', '1:2']],
  sheet: [['Лист', '1'], ['Листов', '3']],
};

describe('ESKD title block grammar', () => {
  it('reads every cell of a form 1 block from a generated drawing', async () => {
    const hit = await stampOf(stampPage(FULL));
    assert.ok(hit);
    assert.deepEqual(hit.value, {
      designation: 'АБВГ.123456.001', document_code: 'СБ', name: 'Корпус насоса Сборочный чертёж',
      roles: [
        { role: 'developer', label: 'Разраб.', name: 'Иванов' }, { role: 'checker', label: 'Пров.', name: 'Петров' },
        { role: 'tech_control', label: 'Т.контр.', name: 'Сидоров' }, { role: 'norm_control', label: 'Н.контр.', name: 'Козлов' },
        { role: 'approver', label: 'Утв.', name: 'Смирнов' },
      ],
      letter: 'О1', mass: { value: 12.5, unit: 'kg' }, scale: { text: '1:2', ratio: [1, 2] }, sheet: 1, sheets: 3, missing: [],
    });
    // The block sits at the bottom right of the landscape A4 sheet (842 × 595 pt, top-left origin).
    assert.ok(hit.box[0] > 300 && hit.box[1] > 595 / 2 && hit.box[3] < 595, `box ${hit.box.join(',')}`);
  });

  it('reads another order of heads and roles, with roles missing and a part drawing without document code', async () => {
    const hit = await stampOf(stampPage({
      roles: [['Утв.', 'Смирнова'], ['Разраб.', 'Иванов И.И.'], ['Н. контр.', 'Козлов']],
      designation: 'ИЖТП.301234.005',
      name: ['Вал'],
      heads: [['Масштаб', '2:1'], ['Лит.', 'Т'], ['Масса', '0,35']],
      sheet: [['Лист', '2']],
    }));
    assert.ok(hit);
    assert.deepEqual(hit.value.roles.map((r) => [r.role, r.name]), [['approver', 'Смирнова'], ['developer', 'Иванов И.И.'], ['norm_control', 'Козлов']]);
    assert.deepEqual([hit.value.designation, hit.value.document_code, hit.value.name], ['ИЖТП.301234.005', null, 'Вал']);
    assert.deepEqual([hit.value.letter, hit.value.mass, hit.value.scale?.ratio, hit.value.sheet, hit.value.sheets], ['Т', { value: 0.35, unit: 'kg' }, [2, 1], 2, null]);
    assert.deepEqual(hit.value.missing, ['sheets', 'checker']);
  });

  it('reads roles written in one run with their surnames', async () => {
    const hit = await stampOf(stampPage({ ...FULL, inline: true, roles: [['Разраб.', 'Орлов'], ['Пров.', 'Зайцев'], ['Утв.', 'Белов']] }));
    assert.deepEqual(hit?.value.roles.map((r) => `${r.label} ${r.name}`), ['Разраб. Орлов', 'Пров. Зайцев', 'Утв. Белов']);
    assert.equal(hit?.value.designation, 'АБВГ.123456.001');
  });

  it('sees no block in prose that names a mass and a sheet, nor in labels at the top of a page', async () => {
    const prose = await stampOf({ size: [595, 842], cells: [
      { text: 'Масса изделия 12 кг, лист 1 из 3.', x: 50, y: 120 },
      { text: 'Разработал отдел главного конструктора; проверил ОТК.', x: 50, y: 100 },
      { text: 'Масштаб чертежей 1:2 согласован.', x: 50, y: 80 },
    ] });
    assert.equal(prose, null);
    const top = stampPage(FULL);
    const flipped = await stampOf({ ...top, cells: top.cells.map((c) => ({ ...c, y: 595 - c.y })), lines: [] });
    assert.equal(flipped, null);
  });
});

describe('ESKD title block grammar on a scan', () => {
  after(async () => terminateOcr());
  it('reads the block of a drawing rendered at 300 dpi and OCR\'d', async () => {
    const bytes = await asScan(await cyrillicPdf([stampPage(FULL)], 'natural'));
    const doc = await parsePdf({ bytes, fileName: 'scan.pdf', fileHash: null, language: null, progress: () => undefined });
    assert.deepEqual(doc.stats.ocrPages, [1]);
    const hit = doc.pages[0] ? readStamp(doc.pages[0]) : null;
    assert.ok(hit);
    const v = hit.value;
    // OCR reads the 7 pt labels partly as Latin look-alikes (`Macca`) and loses `Масштаб`: the labels are
    // folded to Cyrillic and the scale is recognised in the values row by its form.
    assert.deepEqual([v.designation, v.document_code, v.letter, v.mass, v.scale, v.sheet, v.sheets], ['АБВГ.123456.001', 'СБ', 'О1', { value: 12.5, unit: 'kg' }, { text: '1:2', ratio: [1, 2] }, 1, 3]);
    assert.deepEqual(v.roles.filter((r) => r.role === 'developer' || r.role === 'approver').map((r) => r.name), ['Иванов', 'Смирнов']);
    // The name's second line is OCR'd with a misread letter (`ы` as `ьй`); its first line reads clean.
    assert.ok(v.name?.startsWith('Корпус насоса '), v.name ?? 'no name');
  });
});
