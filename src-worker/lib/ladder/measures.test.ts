import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { scanMeasures } from './measures';

const brief = (text: string): string[] => scanMeasures(text).map((h) => {
  const v = h.value;
  const figures = v.kind === 'single' ? `${v.value}` : v.kind === 'range' ? `${v.min}..${v.max}` : v.kind === 'max' ? `≤${v.max}` : v.kind === 'min' ? `≥${v.min}`
    : v.kind === 'tolerance' ? `${v.value}(${v.tolerance?.lower}/+${v.tolerance?.upper})` : (v.values ?? []).join('x');
  return `${v.kind} ${figures} ${v.unit}${v.fit ? ` ${v.fit}` : ''}${v.diameter ? ' Ø' : ''}`;
});

describe('measures grammar', () => {
  it('normalises Russian and SI units and decimal commas', () => {
    assert.deepEqual(brief('Мощность 12,5 кВт, давление 1.6 MPa, масса 250 кг, длина 1200мм, объём 3 л, 20 т, 35 °С, 0,4 кВ, 50 Гц, 1 500 м³/ч'), [
      'single 12.5 kW', 'single 1.6 MPa', 'single 250 kg', 'single 1200 mm', 'single 3 L', 'single 20 t', 'single 35 °C', 'single 0.4 kV', 'single 50 Hz', 'single 1500 m³/h',
    ]);
    // Thousands grouped by any space are one number; groups other than threes are not.
    assert.deepEqual(brief('расход 1\u00a0500 м³/ч; 12 50 кг'), ['single 1500 m³/h', 'single 50 kg']);
  });

  it('reads ranges, bounds and signs', () => {
    assert.deepEqual(brief('ход 10–20 мм; от 5 до 10 кг; from 2 to 4 kW; −40…+60 °C; 5 кг - 10 кг; не более 0,5 МПа; не менее 2 мм; max. 80 °C'), [
      'range 10..20 mm', 'range 5..10 kg', 'range 2..4 kW', 'range -40..60 °C', 'range 5..10 kg', 'max ≤0.5 MPa', 'min ≥2 mm', 'max ≤80 °C',
    ]);
  });

  it('reads tolerances, diameters with fits and dimensions', () => {
    assert.deepEqual(brief('50±0,5 мм; 50 ± 0.5 mm; 20 +0,2/−0,1 мм; Ø20 h7; ⌀ 12,5 H8 мм; 100×200×50 мм; 30 x 40 cm'), [
      'tolerance 50(-0.5/+0.5) mm', 'tolerance 50(-0.5/+0.5) mm', 'tolerance 20(-0.1/+0.2) mm', 'single 20 mm h7 Ø', 'single 12.5 mm H8 Ø', 'dimensions 100x200x50 mm', 'dimensions 30x40 cm',
    ]);
    assert.deepEqual(brief('упаковка 20 x 0,5l'), ['single 0.5 L']);
    const [tol] = scanMeasures('50±0,5 мм');
    assert.deepEqual([tol?.value.min, tol?.value.max, tol?.text], [49.5, 50.5, '50±0,5 мм']);
    const [dia] = scanMeasures('Ø20 h7');
    assert.deepEqual([dia?.value.unit_implied, dia?.value.unit_as_written], [true, null]);
  });

  it('does not take words and abbreviations for units', () => {
    for (const text of [
      'Договор от 01.02.2024 г. Москва; 2024 г.; в 2023–2024 гг.',
      'Всего 100 с НДС; п. 10 В случае просрочки; на 5 л. в 2 экз.; 3 т.е. три',
      'ГОСТ 2.104-2006; ИНН 7707083893; тел. +7 495 123-45-67; 15 шт; 20%',
      'Section 5 A new page; page 2 of 3; version 1.2',
    ]) assert.deepEqual(brief(text), [], text);
  });

  it('keeps offsets on the source text', () => {
    const text = 'Вес: 2,5 кг, ход 10–20 мм.';
    for (const h of scanMeasures(text)) assert.equal(text.slice(h.start, h.end), h.text);
  });
});
