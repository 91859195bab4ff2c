import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractionOf, placedWords as words, run } from './test-helpers';
import { parseText } from '../../parse-text';
import { withLines } from '../../../lib/layout/lines';

const party = (r: Record<string, unknown>, key: string): Record<string, unknown> => (r[key] ?? {}) as Record<string, unknown>;

/**
 * A business letter with no party labels: a brand at the top, the sender's return line in small type
 * over the addressee's window, the invoice's numbers at the right, the legal name again in the footer.
 */
function letter(o: { brand: string; returnLine: string; window: string[]; info: [string, string][]; footer: string }): [string, number, number][] {
  return [
    ...words(o.brand, 380, 30),
    ...words(o.returnLine, 50, 80),
    ...o.window.flatMap((l, i) => words(l, 50, 95 + i * 11)),
    ...o.info.flatMap(([k, v], i) => [...words(k, 380, 95 + i * 11), ...words(v, 480, 95 + i * 11)]),
    ...words('Sehr geehrte Damen und Herren,', 50, 180),
    ...words(o.footer, 50, 760),
  ];
}

describe('a business letter: the return line names the seller, the address window the buyer', () => {
  const cases = [
    { lang: 'de, middle dots', brand: 'RHEIN', returnLine: 'Rheinservice AG · Am Markt 15 · 10115 Berlin', window: ['Alpenvertrieb UG (haftungsbeschränkt)', 'Seestraße 4', '80331 München'],
      info: [['Rechnungsnr.', 'R-2024-77'], ['Datum', '12.03.2024']] as [string, string][], footer: 'Rheinservice AG Am Markt 15 10115 Berlin', seller: 'Rheinservice AG', buyer: 'Alpenvertrieb UG (haftungsbeschränkt)' },
    { lang: 'fr, spaced dashes', brand: 'Clément', returnLine: 'Clément Distribution EURL - 20 rue du Commerce - 69002 Lyon', window: ['Rivière Négoce SARL', '61 rue du Commerce', '75011 Paris'],
      info: [['Facture N°', 'F-883'], ['Date', '28.02.2022']] as [string, string][], footer: 'Clément Distribution EURL', seller: 'Clément Distribution EURL', buyer: 'Rivière Négoce SARL' },
    { lang: 'en, a US window', brand: 'Oak', returnLine: 'Oak Partners Limited | 156 Station Lane | Bristol BS1 4DJ', window: ['Harbor Partners Ltd.', '35 Park Avenue', 'New York, NY 10001'],
      info: [['Invoice No.', 'RE-46561'], ['Date', '2021-03-18']] as [string, string][], footer: 'Oak Partners Limited', seller: 'Oak Partners Limited', buyer: 'Harbor Partners Ltd.' },
    { lang: 'en, a British window under a comma return line', brand: 'BLUE', returnLine: 'Blue Components Ltd, 4 Mill Road, Leeds LS1 4AP', window: ['Meadow Labs LLC', '12 High Street', 'Bristol BS1 4DJ'],
      info: [['Invoice No.', 'INV-12'], ['Date', '2021-03-18']] as [string, string][], footer: 'Blue Components Ltd', seller: 'Blue Components Ltd', buyer: 'Meadow Labs LLC' },
    { lang: 'en, an Irish window', brand: 'Summit', returnLine: 'Summit Trading Ltd. · 69 Mill Road · Dublin D02 X285', window: ['Atlas Digital Ltd.', '186 Quay Street', 'Galway H91 E2K3'],
      info: [['Invoice #:', '31351'], ['Date:', '15.06.2023']] as [string, string][], footer: 'Summit Trading Ltd.', seller: 'Summit Trading Ltd.', buyer: 'Atlas Digital Ltd.' },
    { lang: 'en, a return line with a US town', brand: 'River', returnLine: 'River Logistics Inc. · 152 Park Avenue · Austin, TX 78701', window: ['Falcon Components Limited', '186 Mill Road', 'Dublin D02 X285'],
      info: [['Invoice #:', '31351'], ['Date:', '15.06.2023']] as [string, string][], footer: 'River Logistics Inc.', seller: 'River Logistics Inc.', buyer: 'Falcon Components Limited' },
  ];
  for (const c of cases) {
    it(`${c.lang}`, async () => {
      const r = await run('', 'invoice', letter(c));
      assert.equal(party(r, 'seller').name, c.seller);
      assert.equal(party(r, 'buyer').name, c.buyer, 'the window\'s first line, not the return line over it');
    });
  }

  it('a return line that shortens the name gives way to the letterhead\'s full name that starts with it', async () => {
    const r = await run('', 'invoice', [
      ...words('Alphabet Fuhrparkmanagement GmbH', 50, 30),
      ...letter({ brand: '', returnLine: 'Alphabet, Lilienthalallee 26, 80786 München', window: ['Muster GmbH', 'Musterweg 1', '60325 Frankfurt am Main'], info: [['Rechnungsnummer', '2015738820']], footer: 'Geschäftsführer: Hans Weber' }),
    ]);
    assert.equal(party(r, 'seller').name, 'Alphabet Fuhrparkmanagement GmbH');
    assert.equal(party(r, 'buyer').name, 'Muster GmbH');
  });

  it('the addressee is never the issuer: with no return line, the letterhead names the seller', async () => {
    const r = await run('', 'invoice', [
      ...words('Lefèvre Services SA', 380, 30),
      ...['Lumière Services SAS', '8 place Bellecour', '69002 Lyon'].flatMap((l, i) => words(l, 50, 95 + i * 11)),
      ...words('Facture N° F-12', 380, 95),
      ...words('IBAN FR76 3000 6000 0112 3456 7890 189', 50, 760),
    ]);
    assert.equal(party(r, 'buyer').name, 'Lumière Services SAS');
    assert.equal(party(r, 'seller').name, 'Lefèvre Services SA');
  });

  it('lights the window\'s cell and the return line\'s name, not the whole line they share with the invoice\'s numbers', async () => {
    const placed = letter(cases[0] as (typeof cases)[number]);
    // A PDF's page: fields (with their boxes) are given for PDFs only.
    const doc = { ...parseText(''), source: { fileHash: null, fileName: 'letter.pdf', format: 'pdf' as const, bytes: 0 } };
    doc.pages = [withLines({ no: 1, widthPt: 595, heightPt: 842, rotation: 0, layer: 'vector',
      items: placed.map(([t, x, y], i) => ({ id: `w${i}`, text: t, box: [x, y, x + t.length * 5, y + 10] as const, fontSize: 10, eol: false })) })];
    const { fields } = await extractionOf(doc, 'invoice');
    const buyer = fields.find((f) => f.name === 'buyer.name');
    const seller = fields.find((f) => f.name === 'seller.name');
    assert.ok(buyer && (buyer.bbox[2] as number) < 380, `the buyer's box ends before the numbers at x = 380: ${JSON.stringify(buyer?.bbox)}`);
    assert.ok(seller && (seller.bbox[2] as number) < 50 + 'Rheinservice AG'.length * 5 + 10, `the seller's box is its name only: ${JSON.stringify(seller?.bbox)}`);
  });

  it('lights a labelled value, a title\'s number and a total by their own words, not by the line with its label and neighbours', async () => {
    const placed: [string, number, number][] = [
      ...words('Rechnung Nr. R-2024-77', 50, 30), ...words('Kundennr.', 300, 30), ...words('K-551', 380, 30),
      ...words('Datum: 12.03.2024', 50, 60), ...words('Lieferdatum', 300, 60),
      ...words('Gesamtbetrag: 1.190,00 EUR', 300, 400), ...words('IBAN DE12 5001 0517 0648 4898 90', 50, 760),
    ];
    const doc = { ...parseText(''), source: { fileHash: null, fileName: 'r.pdf', format: 'pdf' as const, bytes: 0 } };
    doc.pages = [withLines({ no: 1, widthPt: 595, heightPt: 842, rotation: 0, layer: 'vector',
      items: placed.map(([t, x, y], i) => ({ id: `w${i}`, text: t, box: [x, y, x + t.length * 5, y + 10] as const, fontSize: 10, eol: false })) })];
    const { result, fields } = await extractionOf(doc, 'invoice');
    assert.deepEqual([result.number, result.date, result.total], ['R-2024-77', '2024-03-12', 1190]);
    const box = (name: string): number[] => [...(fields.find((f) => f.name === name)?.bbox ?? [])];
    // Words are 5 pt a character with 5 pt between them: "R-2024-77" runs from 50 + 40 + 5 + 15 + 5 = 115 to 160.
    assert.deepEqual([box('number')[0], box('number')[2]], [115, 160], 'the number, not the title and the customer number beside it');
    assert.deepEqual([box('date')[0], box('date')[2]], [85, 135], 'the date, not its label nor the caption in the next column');
    assert.equal(box('total')[0], 370, 'the amount after its label');
  });
});

describe('a name–street–town block at the top over a labelled buyer block', () => {
  // A design template's sidebar: the issuer's block at the top with no label (shaped like a
  // letter's address window), the buyer's under its own heading. The labelled block is the buyer,
  // so the top block is the issuer's, not an addressee.
  const cases = [
    { heading: 'CLIENT', seller: ['Bretagne Bâtiment SA', '74 rue du Commerce', '31000 Toulouse'], buyer: ['Provence Négoce EURL', '7 avenue Jean Jaurès', '33000 Bordeaux'], number: ['Facture N°', 'F-20230479'] },
    { heading: 'Rechnungsempfänger', seller: ['Fischerbau GmbH', 'Hauptstraße 12', '80331 München'], buyer: ['Hoffmanntechnik GmbH', 'Seestraße 4', '10115 Berlin'], number: ['Rechnungsnummer', 'RE-51646'] },
    { heading: 'Bill to', seller: ['Harbor Industries Limited', '35 Park Avenue', 'New York, NY 10001'], buyer: ['North Partners Ltd.', '156 Station Lane', 'Bristol BS1 4DJ'], number: ['Invoice No.', 'INV-883'] },
  ];
  for (const c of cases) {
    it(`${c.heading}`, async () => {
      const r = await run('', 'invoice', [
        ...c.seller.flatMap((l, i) => words(l, 50, 80 + i * 8)),
        ...words(c.heading, 50, 131), ...c.buyer.flatMap((l, i) => words(l, 50, 139 + i * 8)),
        ...words(c.number[0] as string, 50, 180), ...words(c.number[1] as string, 50, 188),
        ...words('Description', 220, 80), ...words('Amount', 480, 80), ...words('Consulting', 220, 92), ...words('100.00', 480, 92),
      ]);
      assert.equal(party(r, 'seller').name, c.seller[0]);
      assert.equal(party(r, 'buyer').name, c.buyer[0]);
    });
  }
});

describe('an issuer whose legal form a narrow column pushed onto the next line', () => {
  const cases = [
    { heading: 'FACTURE À', seller: ['Clément Transports', 'SA'], buyer: 'Atelier Conseil SAS' },
    { heading: 'Rechnung an', seller: ['Weber Handel und Vertrieb', 'GmbH'], buyer: 'Hoffmanntechnik AG' },
    { heading: 'Bill to', seller: ['North Partners', 'Ltd.'], buyer: 'Harbor Supplies Corp.' },
  ];
  for (const c of cases) {
    it(`${c.seller.join(' / ')}`, async () => {
      const r = await run('', 'invoice', [
        ...c.seller.flatMap((l, i) => words(l, 50, 57 + i * 9)), ...words('26 avenue Jean Jaurès', 50, 76), ...words('13001 Marseille', 50, 84),
        ...words(c.heading, 50, 121), ...words(c.buyer, 50, 129), ...words('55 place de la Gare', 50, 137), ...words('75011 Paris', 50, 145),
        ...words('Description', 220, 80), ...words('Amount', 480, 80), ...words('Consulting', 220, 92), ...words('100.00', 480, 92),
      ]);
      assert.equal(party(r, 'seller').name, c.seller.join(' '));
      assert.equal(party(r, 'buyer').name, c.buyer);
    });
  }
});

describe('values a narrow sidebar wrapped', () => {
  const cases = [
    { seller: ['Bright', 'Components', 'LLC'], heading: 'CUSTOMER', buyer: 'Summit Supplies LLC', dateLabel: 'Date of issue', date: ['October 25,', '2021'], iso: '2021-10-25' },
    { seller: ['Weber Handel', 'und Vertrieb', 'GmbH'], heading: 'Rechnung an', buyer: 'Hoffmanntechnik AG', dateLabel: 'Rechnungsdatum', date: ['25. Oktober', '2021'], iso: '2021-10-25' },
    { seller: ['Clément', 'Transports', 'SARL'], heading: 'CLIENT', buyer: 'Atelier Conseil SAS', dateLabel: 'Date de facture', date: ['4 juin', '2023'], iso: '2023-06-04' },
  ];
  for (const c of cases) {
    it(`a name over ${c.seller.length} lines ending with its form, a date over two (${c.seller.join(' ')})`, async () => {
      const r = await run('', 'invoice', [
        ...c.seller.flatMap((l, i) => words(l, 42, 80 + i * 9)), ...words('32 Market Road', 42, 80 + c.seller.length * 9),
        ...words(c.heading, 42, 150), ...words(c.buyer, 42, 158), ...words('55 place de la Gare', 42, 166),
        ...words(c.dateLabel, 42, 245), ...c.date.flatMap((l, i) => words(l, 42, 253 + i * 9)),
        ...words('Description', 220, 300), ...words('Amount', 480, 300), ...words('Consulting', 220, 312), ...words('100.00', 480, 312),
      ]);
      assert.equal(party(r, 'seller').name, c.seller.join(' '));
      assert.equal(r.date, c.iso);
    });
  }
});

describe('an issuer named only in the footer of the last page', () => {
  // A brand at the top, the addressee in the window, the items running onto a second page whose foot
  // carries the company data: the legal name there is the issuer.
  for (const [brand, legal, buyer] of <[string, string, string][]>[['SONNEN', 'Sonnenvertrieb GmbH & Co. KG', 'Fischertechnik e.K.'], ['Harbor', 'Harbor Industries Limited', 'North Partners Ltd.'], ['Lumière', 'Lumière Distribution SARL', 'Atelier Conseil SAS']]) {
    it(`${legal}`, async () => {
      const page1 = [...words(brand, 400, 60), ...words(buyer, 51, 110), ...words('Bahnhofstraße 37', 51, 120), ...words('04109 Leipzig', 51, 130),
        ...words('Invoice', 51, 190), ...words('Description', 60, 220), ...words('Amount', 480, 220),
        ...Array.from({ length: 30 }, (_, i) => [...words(`Item ${i + 1}`, 60, 232 + i * 14), ...words(`${i + 10}.00`, 480, 232 + i * 14)]).flat()];
      const doc = parseText('');
      const place = (ws: [string, number, number][], no: number) => withLines({ no, widthPt: 595, heightPt: 842, rotation: 0, layer: 'vector',
        items: ws.map(([t, x, y], i) => ({ id: `p${no}w${i}`, text: t, box: [x, y, x + t.length * 5, y + 9] as const, fontSize: 9, eol: false })) });
      doc.pages = [place(page1, 1), place([...words('Total 1065.00', 400, 60), ...words(legal, 51, 780), ...words('Amtsgericht München HRB 119883', 250, 780), ...words('IBAN DE12 5001 0517 0648 4898 90', 51, 790)], 2)];
      const r = await extractionOf(doc, 'invoice');
      assert.equal(party(r.result, 'seller').name, legal);
    });
  }
});

describe('a letterhead whose legal form opens the name', () => {
  for (const [head, want] of [
    ['ООО «Северный ветер»', 'ООО «Северный ветер»'],
    ['АО "Ромашка", ИНН 7736050003', 'АО "Ромашка"'],
    ['ИП Морозов Олег Андреевич, ИНН 772345678901', 'ИП Морозов Олег Андреевич'],
    ['ПАО «Квант» ИНН 7707083893', 'ПАО «Квант»'],
  ] as const) {
    it(`reads the name after the form: ${head}`, async () => {
      const r = await run('', 'invoice', [
        ...words(head, 50, 30), ...words('Номер счёта', 330, 30), ...words('RE-2024-0457', 430, 30),
        ...words('125009, г. Москва, ул. Тверская, д. 1', 50, 42),
        ...words('СЧЁТ НА ОПЛАТУ', 50, 90),
      ]);
      assert.equal(party(r, 'seller').name, want);
    });
  }
});

describe('a form that ends names at the start of a line', () => {
  it('opens no name: only Russian forms do ("AG Am Markt 5" is the end of "Rheinhandel AG" and an address)', async () => {
    for (const form of ['AG', 'GmbH', 'SARL', 'Ltd']) {
      const r = await run('', 'invoice', [...words('Rheinhandel', 50, 30), ...words(`${form} Am Markt 5, 10115 Berlin`, 50, 41), ...words('Rechnung Nr. 17 vom 01.02.2024', 50, 90)]);
      assert.ok(!String(party(r, 'seller').name ?? '').startsWith(form), `${form}: ${String(party(r, 'seller').name)}`);
    }
  });
});
