import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formWrappedBelow } from './legal-forms';
import { run } from './test-helpers';

describe('a legal form wrapped onto the next line', () => {
  it('completes the name where the line below makes a longer form', () => {
    assert.equal(formWrappedBelow('Bergmetall UG', 'Bergmetall UG', '(haftungsbeschränkt)'), 'Bergmetall UG (haftungsbeschränkt)');
    assert.equal(formWrappedBelow('Weberlogistik UG', 'Weberlogistik UG', '(haftungsbeschränkt)   Lindenallee 99'), 'Weberlogistik UG (haftungsbeschränkt)');
    assert.equal(formWrappedBelow('Bergmetall UG', 'Bergmetall UG', 'Am Markt 95'), null, 'an address is no part of the form');
    assert.equal(formWrappedBelow('Stahl AG', 'Stahl AG', 'Bahnhofstraße 1'), null);
    assert.equal(formWrappedBelow('Stahl AG', 'Stahl AG  Rechnung', '(haftungsbeschränkt)'), null, 'the name must end its line');
    // A joined form begun on the line, the name read up to its first whole form ("GmbH"), ended below.
    assert.equal(formWrappedBelow('Beckerservice GmbH', 'Beckerservice GmbH & Co.', 'KG'), 'Beckerservice GmbH & Co. KG');
    assert.equal(formWrappedBelow('Weber Logistik GmbH', 'Weber Logistik GmbH &', 'Co. KG   Am Markt 5'), 'Weber Logistik GmbH & Co. KG');
    assert.equal(formWrappedBelow('Müller AG', 'Müller AG & Co.', 'KG'), 'Müller AG & Co. KG');
    assert.equal(formWrappedBelow('Beckerservice GmbH', 'Beckerservice GmbH & Söhne', 'KG'), null, 'words of the name after the form are no form begun');
    assert.equal(formWrappedBelow('Beckerservice GmbH', 'Beckerservice GmbH & Co.', 'Hauptstraße 5'), null, 'what goes on below must end the form');
  });

  it('reads the whole name of a letterhead that wrapped it', async () => {
    for (const [lines, want] of [
      [['Bergmetall UG', '(haftungsbeschränkt)', 'Am Markt 95, 20095 Hamburg', 'Rechnung Nr. 17 vom 01.02.2024'], 'Bergmetall UG (haftungsbeschränkt)'],
      [['Nordlicht Software UG', '(haftungsbeschränkt)', 'Rechnung Nr. 5 vom 03.03.2024'], 'Nordlicht Software UG (haftungsbeschränkt)'],
      [['Stahldruck AG', 'Bahnhofstraße 112', 'Rechnung Nr. 18 vom 01.02.2024'], 'Stahldruck AG'],
    ] as const) {
      const r = await run([...lines], 'invoice') as { seller?: { name?: string } };
      assert.equal(r.seller?.name, want);
    }
  });

  it('reads the whole name of a party whose form wrapped under its label', async () => {
    for (const label of ['Rechnungsempfänger', 'Kunde:']) {
      const words: [string, number, number][] = [['Rechnung', 50, 40], ['Nr.', 100, 40], ['17', 120, 40],
        [label, 50, 100], ['Weberlogistik', 50, 112], ['UG', 120, 112], ['(haftungsbeschränkt)', 50, 124], ['Lindenallee', 50, 136], ['99', 110, 136]];
      const r = await run([], 'invoice', words) as { buyer?: { name?: string } };
      assert.equal(r.buyer?.name, 'Weberlogistik UG (haftungsbeschränkt)', label);
    }
  });

  it('an ИНН whose label OCR lost ends the name as the label would', async () => {
    for (const [inn, name] of [['7707083893', 'ПАО «Квантмаркет»'], ['500100732259', 'ИП Новиков Дмитрий Николаевич'], ['7779391914', 'ООО «Вектор»']]) {
      const r = await run(['ТОВАРНАЯ НАКЛАДНАЯ № 7 от 01.02.2024', `Поставщик: ${name}, ${inn}, КПП 777901001, г. Краснодар, ул. Садовая, д. 59`], 'torg12') as { supplier?: { name?: string; inn?: string } };
      assert.equal(r.supplier?.name, name);
      assert.equal(r.supplier?.inn, inn);
    }
    // A number that is no valid ИНН stays part of what was read.
    const r = await run(['ТОВАРНАЯ НАКЛАДНАЯ № 7 от 01.02.2024', 'Поставщик: ООО «Склад 1234567890», ИНН 7707083893'], 'torg12') as { supplier?: { name?: string } };
    assert.equal(r.supplier?.name, 'ООО «Склад 1234567890»');
  });
});
