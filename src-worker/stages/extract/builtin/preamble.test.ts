import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { placedWords as words, run } from './test-helpers';

const party = (r: Record<string, unknown>, key: string): Record<string, unknown> => (r[key] ?? {}) as Record<string, unknown>;

/** A paragraph's lines 11 pt apart (10 pt type), all starting at x = 40. */
const paragraph = (lines: string[], y: number): [string, number, number][] => lines.flatMap((l, i) => words(l, 40, y + i * 11));

describe('parties introduced by a preamble that wraps over lines', () => {
  it('reads a name whose legal form and role stand on the next line (English)', async () => {
    const r = await run('', 'act', [
      ...words('Certificate of Completion No. 186', 180, 20), ...words('March 24, 2021', 450, 50),
      ...paragraph(['This certificate is made between Summit Solutions Limited (hereinafter the "Contractor"), and Bright', 'Partners Corp. (hereinafter the "Customer"), under agreement No. 16/2021 of February 4, 2021. The', 'Contractor has rendered the following services:'], 80),
    ]);
    assert.equal(party(r, 'contractor').name, 'Summit Solutions Limited', 'the bracket opening "(hereinafter" is no part of the name');
    assert.equal(party(r, 'customer').name, 'Bright Partners Corp.', 'a name wrapped over two lines is read whole; its legal form keeps its full stop');
  });

  it('reads both parties of a Russian preamble split over three lines, not the caption and date lines above it', async () => {
    const r = await run('', 'act', [
      ...words('Акт № 66/1', 260, 20), ...words('об оказании услуг', 250, 32), ...words('г. Самара', 40, 50), ...words('8 мая 2024 г.', 480, 50),
      ...paragraph(['АО «Волгатрейд», именуемое в дальнейшем «Исполнитель», в лице директора Васильева А. В., действующего', 'на основании Устава, с одной стороны, и ООО «Сфераторг», именуемое в дальнейшем «Заказчик», с другой', 'стороны, составили настоящий акт о нижеследующем: по договору № 26 от 16.10.2023 оказаны услуги:'], 70),
    ]);
    assert.equal(party(r, 'contractor').name, 'АО «Волгатрейд»');
    assert.equal(party(r, 'customer').name, 'ООО «Сфераторг»');
    assert.equal(r.date, '2024-05-08', 'the date beside the city, not the contract\'s date inside the sentence');
    assert.equal(r.number, '66/1');
  });

  it('takes no date from a wrapped line of the sentence that opens with another document\'s number', async () => {
    const r = await run('', 'act', [
      ...words('Акт об оказании услуг № 4/8', 220, 20), ...words('г. Казань', 40, 40), ...words('13.06.2024', 480, 40),
      ...paragraph(['ООО «Меридиангрупп», именуемое в дальнейшем «Подрядчик», с одной стороны, и ПАО «Первая Линия»,', 'именуемое в дальнейшем «Заказчик», с другой стороны, составили настоящий акт: оказаны по договору №', '196/2024 от 08.03.2024 следующие услуги:'], 60),
    ]);
    assert.equal(r.date, '2024-06-13');
    assert.equal(party(r, 'customer').name, 'ПАО «Первая Линия»');
  });

  it('reads the date standing apart, not one in a wrapped line that opens with a title word (German)', async () => {
    const r = await run('', 'invoice', [
      ...words('Rechnung Nr. 2024-118', 40, 20), ...words('Berlin, den 12.03.2024', 420, 40),
      ...paragraph(['Für die Lieferungen und Leistungen aus unserem Auftrag vom Januar berechnen wir Ihnen gemäß', 'Rechnung vom 01.02.2024 und den Vereinbarungen folgende Positionen:'], 70),
    ]);
    assert.equal(r.number, '2024-118');
    assert.equal(r.date, '2024-03-12');
  });
});
