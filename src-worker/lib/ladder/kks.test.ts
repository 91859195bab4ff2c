import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { scanKks } from './kks';

const codes = (text: string): string[] => scanKks(text).map((h) => h.value.code);

describe('KKS grammar', () => {
  it('reads every level apart, written tight or spaced', () => {
    const [a] = scanKks('Насос 1LAB10AA001 подачи');
    assert.deepEqual(a?.value, {
      plant: '1', system: 'LAB10', system_function: 'LAB', system_number: '10', equipment_unit: 'AA001',
      equipment_unit_function: 'AA', equipment_unit_number: '001', component: null, code: '1 LAB10 AA001',
    });
    assert.equal(a?.text, '1LAB10AA001');
    const [b] = scanKks('motor 0 LAB10 AA001 -M01 trips');
    assert.equal(b?.text, '0 LAB10 AA001 -M01');
    assert.equal(b?.value.component, 'M01');
    assert.equal(b?.value.code, '0 LAB10 AA001 -M01');
    assert.deepEqual(codes('LAB10AA001KA01; =G1 MDA10 GP001'), ['LAB10 AA001 -KA01', '=G1 MDA10 GP001']);
    assert.equal(scanKks('=G1 MDA10 GP001')[0]?.value.plant, 'G1');
  });

  it('keeps offsets on the source text', () => {
    const text = 'Список: 10LBA20 AA101, 10LBA20AA102 и 2 HAD15 BR010 -KA01.';
    const hits = scanKks(text);
    assert.deepEqual(hits.map((h) => text.slice(h.start, h.end)), ['10LBA20 AA101', '10LBA20AA102', '2 HAD15 BR010 -KA01']);
  });

  it('reads Cyrillic look-alike capitals as Latin when a Latin letter or a plant number vouches for the code', () => {
    // `LАB10` with a Cyrillic А (typed on a Russian keyboard), and a wholly Cyrillic code after a plant number.
    assert.deepEqual(codes('арматура 1LАB10AA001 и 2 НАС10 АА001'), ['1 LAB10 AA001', '2 HAC10 AA001']);
    assert.deepEqual(codes('раздел ТОР10 АВ123 договора'), []);
  });

  it('finds nothing in ordinary words, numbers and article codes', () => {
    for (const text of [
      'The pump LAB10 was replaced on 12.03.2024; invoice INV-2024-00123, order PO12345.',
      'Итого: 1 234,56 руб., в т.ч. НДС 20% 205,76. Счёт № 00123 от 01.02.2024 г.',
      'lab10aa001 in lower case is a file name',
      'SKU ABC12DE3456 and part XAB10AA001Z are longer codes',
      'ISO 9001, EN 10204, GOST 2.104-2006, ABC12 DE34 (too short)',
      'Модель АВС10 АА001 без номера установки',
    ]) assert.deepEqual(codes(text), [], text);
  });

});
