import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractFrom, placedWords, run } from './test-helpers';
import { withLines } from '../../../lib/layout/lines';
import { detectTables } from '../../../lib/tables';
import { documentNumber } from './document';
import { textView } from '../../../lib/reading/text-view';
import { parseText } from '../../parse-text';

describe('the document number and date come from its own title', () => {
  it('reads titles of every kind the vocabulary knows, number beside or under them', async () => {
    const cases: [string[], string, string, string][] = [
      [['Acceptance Certificate', 'No. 926', 'Date: 28.06.2025'], 'act', '926', '2025-06-28'],
      [['Certificate of Completion', 'Nr. CC-17', 'Dated 03.02.2024'], 'act', 'CC-17', '2024-02-03'],
      [['Gutschrift Nr. G-15 vom 05.03.2024'], 'invoice', 'G-15', '2024-03-05'],
      [['AVOIR N° 33 du 07/03/2024'], 'invoice', '33', '2024-03-07'],
      [['Packing List No. PL-2024-8', 'Date: 2024-04-09'], 'packing_list', 'PL-2024-8', '2024-04-09'],
      [['Act of Completed Works', 'No. 439 dated 2025-08-20'], 'act', '439', '2025-08-20'],
      [['Gutschrift', 'Nr. G-77 vom 05.03.2024'], 'invoice', 'G-77', '2024-03-05'],
    ];
    for (const [lines, type, number, date] of cases) {
      const r = await run(lines, type);
      assert.deepEqual([r.number, r.date], [number, date], lines.join(' / '));
    }
  });

  it('passes over titles named after a label or inside a phrase: they refer to other papers', async () => {
    const cases: [string[], string, string][] = [
      [['Основание: Договор № 7 от 01.01.2024', 'Акт № 15 от 01.02.2024'], '15', '2024-02-01'],
      [['Agreement: No. 277/2025 of 19.01.2025', 'Acceptance Certificate', 'No. 12', 'Date: 28.06.2025'], '12', '2025-06-28'],
      [['Документ об отгрузке к договору № 5 от 02.02.2023', 'Акт № 9 от 03.03.2023'], '9', '2023-03-03'],
      [['Основание   Договор поставки № 11/2021 от 01.10.2020', 'ТОВАРНАЯ НАКЛАДНАЯ   5352   27.05.2021'], '5352', '2021-05-27'],
      [['Contract   Agreement No. 8 of 01.10.2020', 'Acceptance Act No. 31 dated 02.11.2020'], '31', '2020-11-02'],
    ];
    for (const [lines, number, date] of cases) {
      const r = await run(lines, 'act');
      assert.deepEqual([r.number, r.date], [number, date], lines.join(' / '));
    }
  });

  it('reads a value under its label in a row of labels over a row of values, not from a column of rows', async () => {
    const words = (text: string, x: number, y: number): [string, number, number][] => text.split(' ').map((w, i, all) => [w, x + all.slice(0, i).reduce((n, p) => n + p.length * 5 + 5, 0), y]);
    for (const [label, value] of [['Invoice number', 'RE-32950'], ['Rechnungsnummer', 'R-2024-17'], ['Numéro de facture', 'F2021-590']] as const) {
      const r = await run('', 'invoice', [...words('INVOICE', 40, 20), ...words(label, 40, 60), ...words('Date of issue', 200, 60), ...words('Payment due', 320, 60),
        ...words(value, 40, 72), ...words('March 6, 2022', 200, 72), ...words('March 20, 2022', 320, 72), ...words('Seller', 40, 110)]);
      assert.deepEqual([r.number, r.date], [value, '2022-03-06'], label);
    }
  });

  it('never reads the next column into a value under a long label', async () => {
    const words = (text: string, x: number, y: number): [string, number, number][] => text.split(' ').map((w, i, all) => [w, x + all.slice(0, i).reduce((n, p) => n + p.length * 5 + 5, 0), y]);
    const r = await run('', 'invoice', [...words('Rechnung', 40, 20), ...words('Rechnungsnummer', 40, 60), ...words('Rechnungsdatum', 160, 60), ...words('Fällig am', 260, 60),
      ...words('R113646', 40, 72), ...words('23.08.2024', 160, 72), ...words('22.09.2024', 260, 72)]);
    assert.deepEqual([r.number, r.date], ['R113646', '2024-08-23']);
  });

  it('reads values under tight leading, where the OCR box of a value reaches up into its label\'s (descenders, blur)', async () => {
    const words = (text: string, x: number, y: number): [string, number, number][] => text.split(' ').map((w, i, all) => [w, x + all.slice(0, i).reduce((n, p) => n + p.length * 5 + 5, 0), y]);
    for (const [label, valueY] of [['Rechnungsnummer', 68], ['Invoice number', 67.5], ['N° de facture', 68.5]] as const) {
      const r = await run('', 'invoice', [...words('INVOICE', 40, 20), ...words(label, 40, 60), ...words('Datum', 160, 60), ...words('Fällig am', 260, 60),
        ...words('2025/441', 40, valueY), ...words('2025-11-06', 160, valueY), ...words('2025-11-20', 260, valueY), ...words('Seller', 40, 110)]);
      assert.deepEqual([r.number, r.date], ['2025/441', '2025-11-06'], `${label} over a value at ${valueY}`);
    }
  });

  it('reads a value under its own label where the label\'s line joined a line set lower beside it (a letter\'s return address)', async () => {
    const words = (text: string, x: number, y: number): [string, number, number][] => text.split(' ').map((w, i, all) => [w, x + all.slice(0, i).reduce((n, p) => n + p.length * 5 + 5, 0), y]);
    for (const [label, value, returnLine] of [['Invoice number', '30021', 'Evergreen Works LLC - 240 Station Lane - Dublin'], ['Rechnungsnummer', 'R-7781', 'Stahl GmbH · Hauptstr. 5 · Berlin'],
      ['N° de facture', 'F-2025-04', 'Lumière SARL - 5 rue Neuve - Lyon']] as const) {
      const r = await run('', 'invoice', [...words('Evergreen', 40, 40), ...words(label, 330, 84), ...words('Date', 470, 84), ...words(returnLine, 40, 88),
        ...words(value, 330, 93), ...words('2025-05-07', 470, 93), ...words('Blue Labs Limited', 40, 104), ...words('23 High Street', 40, 116), ...words('Bristol BS1 4DJ', 40, 128)]);
      assert.equal(r.number, value, label);
    }
  });

  it('takes the invoice number from its own label in a key–value block, not an order or customer number standing under the title', async () => {
    const words = (text: string, x: number, y: number): [string, number, number][] => text.split(' ').map((w, i, all) => [w, x + all.slice(0, i).reduce((n, p) => n + p.length * 5 + 5, 0), y]);
    const cases: [string, [string, string][], string][] = [
      ['FACTURE', [['Commande n°', '829-2387653-6185356'], ['Date de commande', '30 juillet 2025'], ['N° de facture', '20250629'], ['N° client', '117079']], '20250629'],
      ['RECHNUNG', [['Bestellnummer', 'ORD-2025-20112'], ['Bestelldatum', '01.07.2025'], ['Rechnungsnummer', '20250696'], ['Kundennummer', '447120']], '20250696'],
      ['INVOICE', [['Order number', '743-3413261-9200542'], ['Invoice number', 'A203047'], ['Customer ID', '55120'], ['Invoice date', 'July 3, 2025']], 'A203047'],
      // Labels of unequal lengths with colons: the block's table has an empty column between them and the values.
      ['Facture', [['Commande n° :', '169-8050740-4268645'], ['Date de commande :', '4 novembre 2025'], ['N° de facture :', 'G176649'], ['Référence de paiement :', 'pi_91237378']], 'G176649'],
    ];
    for (const [title, pairs, number] of cases) {
      // The title set flush right over the values' column; the values start left of it.
      const placed = [...words('Lefevre', 40, 30), ...words(title, 560 - title.length * 5, 30), ...pairs.flatMap(([k, v], i) => [...words(k, 338, 62 + i * 13), ...words(v, 451, 62 + i * 13)]),
        ...words('Seller', 40, 140), ...words('Lefevre Services SARL', 40, 152)];
      assert.equal((await run('', 'invoice', placed)).number, number, title);
    }
  });

  it('passes over an order number printed with its sign right under the title: the label before the sign names it', async () => {
    const words = (text: string, x: number, y: number): [string, number, number][] => text.split(' ').map((w, i, all) => [w, x + all.slice(0, i).reduce((n, p) => n + p.length * 5 + 5, 0), y]);
    const cases: [string, [string, string][], string][] = [
      ['Rechnung', [['Bestell-Nr.:', '#544261'], ['Bestelldatum:', '2025-04-27'], ['Rechnungs-Nr.:', '2025/610'], ['Kunden-Nr.:', '593675']], '2025/610'],
      ['INVOICE', [['Order #', '#716-4134'], ['Invoice number', '2024/111'], ['Date of issue', '15 October 2024']], '2024/111'],
      ['FACTURE', [['Commande n°', '№ 8812'], ['N° de facture', 'F-2207'], ['Date', '02/03/2024']], 'F-2207'],
    ];
    for (const [title, pairs, number] of cases) {
      // The title flush right, and the values flush right under it.
      const placed = [...words('Elblogistik', 40, 30), ...words(title, 560 - title.length * 5, 30),
        ...pairs.flatMap(([k, v], i) => [...words(k, 400, 62 + i * 11), ...words(v, 560 - v.length * 5, 62 + i * 11)]),
        ...words('Seller', 40, 140), ...words('Elblogistik GmbH', 40, 152)];
      assert.equal((await run('', 'invoice', placed)).number, number, title);
    }
  });

  it('reads a key–value block found as a table the same way: the title cell over an order number names none', async () => {
    const words = (text: string, x: number, y: number): [string, number, number][] => text.split(' ').map((w, i, all) => [w, x + all.slice(0, i).reduce((n, p) => n + p.length * 5 + 5, 0), y]);
    const cases: [string, [string, string][], string][] = [
      ['Facture', [['Commande n° :', '169-8050740-4268645'], ['Date de commande :', '4 novembre 2025'], ['N° de facture :', 'G176649'], ['Référence de paiement :', 'pi_91237378']], 'G176649'],
      ['Rechnung', [['Bestell-Nr.:', 'ORD-2025-20112'], ['Bestelldatum:', '01.07.2025'], ['Rechnungsnummer:', '20250696'], ['Kundennummer:', '447120']], '20250696'],
    ];
    for (const [title, pairs, number] of cases) {
      // As a shop prints it: the block's rows, then the seller and billing blocks side by side under it.
      const placed = [...words('Riviere', 40, 30), ...words(title, 560 - title.length * 5, 30), ...pairs.flatMap(([k, v], i) => [...words(k, 338, 62 + i * 11), ...words(v, 451, 62 + i * 11)]),
        ...words('Vendeur', 40, 110), ...words('ADRESSE', 215, 110), ...words('Riviere Transports SA', 40, 120), ...words('Riviere Equipements SASU', 215, 120),
        ...words('21 place de la Gare', 40, 130), ...words('63 place de la Gare', 215, 130), ...words('69002 Lyon', 40, 140), ...words('31000 Toulouse', 215, 140)];
      const page = withLines({ no: 1, widthPt: 595, heightPt: 842, rotation: 0, layer: 'vector',
        items: placed.map(([t, x, y], i) => ({ id: `w${i}`, text: t, box: [x, y, x + t.length * 5, y + 9] as const, fontSize: 9, eol: false })) });
      const doc = parseText('');
      doc.pages = [page];
      doc.tables = detectTables(page, page.lines, 't').tables;
      assert.ok(doc.tables.length > 0, 'the block is read as a table');
      assert.equal((await extractFrom(doc, 'invoice')).number, number, title);
    }
  });

  it('reads values set flush right under a row of labels that shares its line with the letterhead, two labels or three', async () => {
    const words = (text: string, x: number, y: number): [string, number, number][] => text.split(' ').map((w, i, all) => [w, x + all.slice(0, i).reduce((n, p) => n + p.length * 5 + 5, 0), y]);
    // Each value ends where its label ends (set flush right), so a long value reaches left of its label.
    const right = (text: string, rightX: number, y: number): [string, number, number][] => words(text, rightX - text.length * 5, y);
    const cases: [string[], string, string][] = [
      [['Re.-Nr.', 'Datum'], '2023/457', '3. Mai 2023'],
      [['Re.-Nr.', 'Datum', 'Fällig am'], 'INV-2022-0290', '25.04.2022'],
      [['Facture N°', 'Date'], 'A399974', '14/09/2024'],
    ];
    for (const [labels, number, date] of cases) {
      const label = labels.flatMap((l, i) => right(l, 400 + i * 80, 60));
      // The number flush right under its label; the dates start under theirs.
      const values = [right(number, 400, 72), ...[date, '02.05.2022'].slice(0, labels.length - 1).map((v, i) => words(v, 400 + (i + 1) * 80 - (labels[i + 1] as string).length * 5, 72))].flat();
      const r = await run('', 'invoice', [...words('Webervertrieb GmbH', 40, 20), ...words('Rechnung', 400, 20), ...words('10115 Berlin', 40, 60), ...label, ...values]);
      assert.equal(r.number, number, labels.join(' '));
    }
  });
});

describe('a title cell over its number, outside any table', () => {
  /** Cells of one line at x positions, as a PDF or OCR page places them (5 pt a character). */
  const at = (cells: [string, number][], y: number): [string, number, number][] => cells.map(([t, x]) => [t, x, y]);
  it('reads the number under "Factuur", "Rechnung", "Facture", "Invoice" in a row of captions over one row of values', async () => {
    const cases: [string, string, string, string][] = [['Klant', 'Factuurdatum', 'Factuur', 'VF1005193039'], ['Kunde', 'Datum', 'Rechnung', 'RE-2024-118'],
      ['Client', 'Date', 'Facture', 'F20180027'], ['Customer', 'Date', 'Invoice', 'INV-77812']];
    for (const [customer, dateCaption, title, number] of cases) {
      const r = await run('', 'invoice', [
        ...at([['ACME Supplies', 40]], 20),
        ...at([[customer, 40], [dateCaption, 200], [title, 330], ['Page', 480]], 60),
        ...at([['C-0303006', 40], ['08.09.2022', 200], [number, 330], ['1', 480]], 74),
        ...at([['Thank you for your order.', 40]], 120),
      ]);
      assert.equal(r.number, number, title);
    }
  });
});

describe('two titles on one line', () => {
  it('the title finder reads the number after the title that has one ("Универсальный передаточный документ  Счет-фактура № 9616 от …")', () => {
    const cases: [string, string][] = [
      ['Универсальный передаточный документ  Счет-фактура № 9616 от 12 мая 2024 г. (1)', '9616'],
      ['Универсальный передаточный документ  Счёт-фактура № АА-9502 от 16.07.2022', 'АА-9502'],
      ['Lieferschein  Rechnung Nr. R-4711 vom 01.02.2024', 'R-4711'],
    ];
    for (const [line, number] of cases) {
      const found = documentNumber(textView(parseText(`${line}\nСтатус:  1`)));
      assert.deepEqual([found?.value, found?.level], [number, 'rule'], line);
    }
  });
});

describe('a label alone in its cell, its value in the next', () => {
  it('reads "Rechnungsnummer    RE-4711" and its kin on the title\'s line or their own; never a labelled line below as the value', async () => {
    const cases: [string[], string][] = [
      [['Rechnungsnummer  L741829', 'Datum 14.06.2022'], 'L741829'],
      [['Rechnung  Rechnungsnummer  RE-4711', 'Datum 14.06.2022'], 'RE-4711'],
      [['商业发票  发票编号  L741829', '开票日期 2022年6月14日'], 'L741829'],
      [['Facture  N° de facture  F-2024-17', 'Date 14.06.2022'], 'F-2024-17'],
      [['Invoice number  INV-778', 'Date 14.06.2022'], 'INV-778'],
    ];
    for (const [lines, number] of cases) assert.equal((await run(lines, 'invoice')).number, number, lines[0]);
    const none = await run(['Rechnung', 'Rechnungsnummer', 'Datum 14.06.2022'], 'invoice');
    assert.notEqual(none.number, 'Datum 14.06.2022', 'a labelled line is no number');
  });
});

describe('a row of labels set a single space apart over a row of values', () => {
  const cases = [
    { lang: 'de', title: 'Rechnung', labels: ['Rechnungs-Nr.', 'Rechnungsdatum'], values: ['INV-2025-2133', '12.02.2025'], date: '2025-02-12' },
    { lang: 'fr', title: 'FACTURE', labels: ['Facture N°', "Date d'émission", "Date d'échéance"], values: ['20250652', '18.05.2025', '01.06.2025'], date: '2025-05-18' },
    { lang: 'en', title: 'INVOICE', labels: ['Invoice No.', 'Invoice date', 'Due date'], values: ['A-7731', '03/04/2024', '03/05/2024'], date: '2024-04-03' },
  ];
  for (const c of cases) {
    it(`gives each label the value under it (${c.lang})`, async () => {
      // The labels one word space apart, as one cell; the letterhead's phone on the same line.
      const at: number[] = [];
      let x = 400;
      for (const l of c.labels) { at.push(x); x += l.length * 5 + 5; }
      const r = await run('', 'invoice', [
        ...placedWords('Garnier Transports SAS', 86, 44), ...placedWords(c.title, 500, 44),
        ...placedWords('+33 1 88 43 26 62', 86, 69), ...c.labels.flatMap((l, i) => placedWords(l, at[i] as number, 69)),
        ...c.values.flatMap((v, i) => placedWords(v, at[i] as number, 81)),
      ]);
      assert.equal(r.number, c.values[0]);
      assert.equal(r.date, c.date);
    });
  }
});

describe('two fields on one line parted by a middle dot, a bullet or a bar', () => {
  it('each value ends at the mark', async () => {
    const cases: [string, string, string][] = [
      ['Rechnung', 'Re.-Nr.: P742061 · Rechnungsdatum: 01.12.2023', 'P742061'],
      ['Invoice', 'Invoice No. INV-2024-1997 • Date 9 April 2024', 'INV-2024-1997'],
      ['Facture', 'N° de facture : F-2207 | Date : 02/03/2024', 'F-2207'],
    ];
    for (const [title, line, number] of cases) {
      const r = await run([title, line, 'Seller: Acme GmbH'], 'invoice');
      assert.equal(r.number, number, line);
      assert.ok(typeof r.date === 'string' && /^20\d\d-\d\d-\d\d$/.test(r.date), `${line}: ${String(r.date)}`);
    }
  });
});

describe('a title followed by its number\'s word in its own cell', () => {
  it('reads the number after the word in any language ("Facture  Numéro  F-31")', async () => {
    for (const [line, want] of [['Facture  Numéro  RE-2024-0457', 'RE-2024-0457'], ['FACTURE  NUMERO  45871', '45871'], ['Rechnung  Nummer  R-4711', 'R-4711'],
      ['Invoice  Number  INV-10482', 'INV-10482'], ['Счёт  Номер  45/2024', '45/2024'], ['Facture  Nº  F2024-0031', 'F2024-0031']] as const) {
      const r = await run([line, '', '| Désignation | Qté | Prix | Montant |', '| --- | --- | --- | --- |', '| Formation | 9 | 798,36 | 7 185,24 |'], 'invoice');
      assert.equal(r.number, want, line);
    }
  });
});
