import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { items, run } from './test-helpers';

/** The printed ТОРГ-12 form as a text layer lays it out: tall headers, labels beside two-line values. */
describe('built-in extractor on printed forms', () => {
  it('reads a seven-row header whole: group headers, words hyphenated across its lines, "№" flush against the names', async () => {
    const r = await run([
      'ТОВАРНАЯ НАКЛАДНАЯ № 22222 от 12.12.2022', '',
      '| Товар |  | Единица измерения |  | Количество |  | Цена, | Сумма без |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      '| Но- |  |  |  |  | Коли- | руб. коп. | учета НДС, |',
      '|  |  |  | Вид |  |  |  | руб. коп. |',
      '| мер наименование |  | наиме- | упаков- | мест, | чество |  |  |',
      '| по по- |  | нование | ки | штук | (масса |  |  |',
      '| рядку |  |  |  |  | нетто) |  |  |',
      '| 1 2 |  | 3 | 4 | 5 | 6 | 7 | 8 |',
      '| 1 Деревянная игрушка |  | шт |  |  | 1,000 | 461,02 | 461,02 |',
      '| 2 Оловянная игрушка |  | шт |  |  | 2,000 | 100,00 | 200,00 |',
    ], 'torg12');
    assert.deepEqual(items(r).map((i) => [i.line, i.name, i.unit, i.quantity, i.amount_net]),
      [[1, 'Деревянная игрушка', 'шт', 1, 461.02], [2, 'Оловянная игрушка', 'шт', 2, 200]]);
  });

  it('a number that opens a name stays when the column speaks of no numbering', async () => {
    const r = await run(['Invoice 3', '', '| Item | Qty | Amount |', '| --- | --- | --- |', '| 1 Bolt set | 2 | 10.00 |', '| 2 Nut packs | 1 | 5.00 |'], 'invoice');
    assert.deepEqual(items(r).map((i) => i.name), ['1 Bolt set', '2 Nut packs']);
  });

  it('ordinals a scan read with a speck or a mark ("_1", "2°", "3.") are taken off the names under a numbering header', async () => {
    for (const [head, marks] of [['No. Product', ['_1', '2°', '3']], ['N° Désignation', ['1.', '2', '_3']], ['№ Товар', ['1', '2°', '3.']]] as const) {
      const rows = marks.map((m, i) => `| ${m} ${['Bolt set', 'Nut packs', 'Washers'][i]} | ${i + 1} | ${(i + 1) * 5}.00 |`);
      const r = await run(['Invoice 3', '', `| ${head} | Qty | Amount |`, '| --- | --- | --- |', ...rows], 'invoice');
      assert.deepEqual(items(r).map((i) => i.name), ['Bolt set', 'Nut packs', 'Washers'], head);
    }
    // A figure that is no row's number stays ("2° angle bracket" on the first row).
    const r = await run(['Invoice 3', '', '| No. Product | Qty | Amount |', '| --- | --- | --- |', '| 2° angle bracket | 1 | 5.00 |', '| 7 Nut packs | 1 | 5.00 |'], 'invoice');
    assert.deepEqual(items(r).map((i) => i.name), ['2° angle bracket', '7 Nut packs']);
  });

  it('ordinals under a numbering header are taken off where most rows open with theirs and OCR garbled one', async () => {
    const names = ['Ramette papier A4', 'Ampoule LED E27', 'Café en grains', 'Détergent 5 L', 'Gants taille 9'];
    for (const [head, marks] of [['N° Libellé', ['1', '2', '3', '4', 'S']], ['No. Description', ['1', 'Z', '3', '4', '5']], ['№ Наименование', ['1', '2', '3', '', '5']]] as const) {
      const rows = names.map((n, i) => `| ${marks[i]} ${n} | ${i + 1} | ${(i + 1) * 5}.00 |`.replace('|  ', '| '));
      const r = await run(['Invoice 3', '', `| ${head} | Qty | Amount |`, '| --- | --- | --- |', ...rows], 'invoice');
      const want = names.map((n, i) => (/^\d$/.test(marks[i] as string) || marks[i] === '' ? n : `${marks[i]} ${n}`));
      assert.deepEqual(items(r).map((i) => i.name), want, head);
    }
  });

  it('ordinals under a numbering header are taken off a short table where two rows of three open with theirs', async () => {
    const names = ['Vis inox A2 6x40', 'Palette bois 120x80', 'Gants taille 9'];
    for (const [head, marks] of [['# Désignation', ['1', 'LES', '3']], ['No. Description', ['1', '2', 'Z']], ['№ Наименование', ['', '2', '3']]] as const) {
      const rows = names.map((n, i) => `| ${marks[i]} ${n} | ${i + 1} | ${(i + 1) * 5}.00 |`.replace('|  ', '| '));
      const r = await run(['Invoice 3', '', `| ${head} | Qty | Amount |`, '| --- | --- | --- |', ...rows], 'invoice');
      const want = names.map((n, i) => (/^\d$/.test(marks[i] as string) || marks[i] === '' ? n : `${marks[i]} ${n}`));
      assert.deepEqual(items(r).map((i) => i.name), want, head);
    }
    // One row of three opening with its number is no numbering: its figure stays.
    const one = await run(['Invoice 3', '', '| # Description | Qty | Amount |', '| --- | --- | --- |', '| 1 Bolt set | 1 | 5.00 |', '| Nut packs | 2 | 10.00 |', '| Washers | 3 | 15.00 |'], 'invoice');
    assert.deepEqual(items(one).map((i) => i.name), ['1 Bolt set', 'Nut packs', 'Washers']);
  });

  it('ordinals set against the names belong to a numbering column that every item left empty, in any language', async () => {
    for (const head of ['№', 'No.', 'Pos.', 'Номер по порядку', 'N°']) {
      const r = await run(['Invoice 3', '', `| ${head} | Item | Qty | Amount |`, '| --- | --- | --- | --- |', '|  | 1 Bolt set | 2 | 10.00 |', '|  | 2 Nut packs | 1 | 5.00 |'], 'invoice');
      assert.deepEqual(items(r).map((i) => [i.line, i.name]), [[1, 'Bolt set'], [2, 'Nut packs']], head);
    }
  });

  it('ordinals in a column headed by numbering and names are taken off even when a totals row was read into the table', async () => {
    // A VAT line under the table whose label was misread ("MwsSt."): only its figures are left.
    for (const head of ['Nr. Bezeichnung', 'No. Description', '№ Наименование']) {
      const r = await run(['Invoice 3', '', `| ${head} | Qty | Amount |`, '| --- | --- | --- |', '| 1 Bolt set | 2 | 10.00 |', '| 2 Nut packs | 1 | 5.00 |', '|  | 19% | 2.85 |'], 'invoice');
      assert.deepEqual(items(r).slice(0, 2).map((i) => [i.line, i.name]), [[1, 'Bolt set'], [2, 'Nut packs']], head);
    }
  });

  it('an ordinal glued to one name under a numbering column that other rows fill is that row\'s number, in any language', async () => {
    for (const [head, name] of [['N°', 'Libellé'], ['№', 'Наименование'], ['#', 'Product'], ['Pos.', 'Bezeichnung']]) {
      const r = await run(['Invoice 3', '', `| ${head} | ${name} | Qty | Amount |`, '| --- | --- | --- | --- |',
        '|  | 1 Bolt set | 2 | 10.00 |', '| 2 | Nut packs | 1 | 5.00 |', '| 3 | 4 wheel trolley | 1 | 7.00 |', '|  | 4 Washers | 3 | 1.50 |'], 'invoice');
      // A name that opens with a figure other than its row's ordinal keeps it ("4 wheel trolley" in row 3).
      assert.deepEqual(items(r).map((i) => i.name), ['Bolt set', 'Nut packs', '4 wheel trolley', 'Washers'], head);
    }
  });

  it('a label set beside the second line of its value reads the value from the line above', async () => {
    const r = await run('', 'torg12', [
      ['ТОВАРНАЯ', 300, 20], ['НАКЛАДНАЯ', 350, 20], ['№', 400, 20], ['7', 410, 20],
      ['Общество', 134, 100], ['с', 180, 100], ['ограниченной', 190, 100], ['ответственностью', 255, 100], ['«Ромашка»,', 340, 100], ['ИНН', 395, 100], ['7707083893,', 415, 100],
      ['Поставщик', 84, 109], ['1111111111,', 134, 109], ['в', 190, 109], ['банке', 200, 109], ['ПАО', 230, 109], ['Сбербанк', 250, 109],
    ]);
    const supplier = r.supplier as Record<string, unknown>;
    assert.equal(supplier.name, 'Общество с ограниченной ответственностью «Ромашка»');
    assert.equal(supplier.inn, '7707083893');
  });

  it('splits a column that OCR did not separate by the labels its header names, in their order', async () => {
    const r = await run(['Factuur VF1005193039', '',
      '| Artikel Omschrijving | Prijs _BTWHoeveelheid | Bedrag |', '| --- | --- | --- |',
      '| E103184 Onderhoudsset CA6707/10 | 49,99 21% 1 PCS | 49,99 |',
      '| E103560 SX Flyer | 0,00 21% 1PCS | 0,00 |',
      '| E103999 Ontkalker | 9,99 21% | 9,99 |',
    ], 'invoice');
    assert.deepEqual(items(r).map((i) => [i.price, i.vat_rate, i.quantity, i.amount_net]),
      [[49.99, '21%', 1, 49.99], [0, '21%', 1, 0], [null, null, null, 9.99]], 'a cell with fewer values than the header names is not split');
    assert.deepEqual(items(r).map((i) => [i.article, i.name]),
      [['E103184', 'Onderhoudsset CA6707/10'], ['E103560', 'SX Flyer'], ['E103999', 'Ontkalker']], 'the code that opens each name is the article');
    const plain = await run(['Invoice 4', '', '| Item | Description | Qty | Amount |', '| --- | --- | --- | --- |', '| 1 | DHC-2122 Hair set | 2 | 10.00 |'], 'invoice');
    assert.deepEqual(items(plain).map((i) => [i.article, i.name]), [[null, 'DHC-2122 Hair set']], 'a name column headed by one label keeps its codes');
    const excl = await run(['Factuur 7', '', '| Omschrijving | Prijs excl. BTW | Bedrag |', '| --- | --- | --- |', '| Bout | € 1,50 | € 3,00 |', '| Moer | € 1 299,00 | € 1 299,00 |'], 'invoice');
    assert.deepEqual(items(excl).map((i) => [i.price, i.vat_rate]), [[1.5, null], [1299, null]], 'a currency sign or a thousands space splits no value in two');
    for (const [header, cell, want] of [['Сумма без НДС', '8 926,75 RUB', 8926.75], ['Amount excl. VAT', '8 926.75 EUR', 8926.75], ['Montant hors TVA', '8 926,75 EUR', 8926.75], ['Betrag ohne MwSt.', '8 926,75 EUR', 8926.75]] as const) {
      const r = await run(['Invoice 8', '', `| Name | Qty | ${header} |`, '| --- | --- | --- |', `| Bolt | 7 | ${cell} |`], 'invoice');
      assert.deepEqual(items(r).map((i) => [i.amount_net ?? i.amount, i.vat_amount ?? null]), [[want, null]], `"${header}" is no VAT column: its thousands space splits nothing`);
    }
    for (const [header, cell, want] of [['Total TTC', '10 821,86 EUR', 10821.86], ['Total incl. VAT', '10 821.86 EUR', 10821.86], ['Сумма с НДС', '10 821,86 руб.', 10821.86]] as const) {
      const r = await run(['Invoice 9', '', `| Name | Qty | ${header} |`, '| --- | --- | --- |', `| Bolt | 194,4 | ${cell} |`, '| Nut | 441 | 635,04 |'], 'invoice');
      assert.deepEqual(items(r).map((i) => [i.amount_net ?? null, i.amount_gross ?? null]), [[null, want], [null, 635.04]], `"${header}": a thousands space splits no total in two`);
    }
  });

  it('takes the ordinal and the code off names whose header names numbering, code and name in one column, in any language', async () => {
    for (const head of ['N° Réf. Description', 'Nr. Art.-Nr. Bezeichnung', '№ Артикул Наименование', '# SKU Description']) {
      const r = await run(['Invoice 3', '', `| ${head} | Qty | Amount |`, '| --- | --- | --- |', '| 1 ART-7304 Câble électrique 1,5 mm² | 2 | 10,00 |', '| 2 21185 Fauteuil de bureau | 1 | 5,00 |'], 'invoice');
      assert.deepEqual(items(r).map((i) => [i.line, i.article, i.name]), [[1, 'ART-7304', 'Câble électrique 1,5 mm²'], [2, '21185', 'Fauteuil de bureau']], head);
    }
    // Without a code label in the header, a figure opening a name is no code (and, one name opening
    // with a figure after its ordinal, the ordinals are not told apart from the names either).
    const plain = await run(['Invoice 4', '', '| No. Description | Qty | Amount |', '| --- | --- | --- |', '| 1 2024 Calendar | 2 | 10,00 |', '| 2 Desk lamp | 1 | 5,00 |'], 'invoice');
    assert.deepEqual(items(plain).map((i) => [i.article ?? null, i.name]), [[null, '1 2024 Calendar'], [null, '2 Desk lamp']]);
  });

  it('splits a shared quantity and amount whose amount has a thousands space, where only that reading gives a value per label', async () => {
    for (const [header, cells, want] of [
      ['Qté Total HT', ['4,00 2 112,00 EUR', '10,00 5 960,00 EUR'], [[4, 2112], [10, 5960]]],
      ['Menge Gesamt netto', ['3 1 250,50 €', '12 1 480,00 €'], [[3, 1250.5], [12, 1480]]],
      ['Кол-во Сумма без НДС', ['2,000 11 400,00', '5,000 950,00'], [[2, 11400], [5, 950]]],
    ] as const) {
      const r = await run(['Invoice 5', '', `| Name | Price | ${header} |`, '| --- | --- | --- |', ...cells.map((c, i) => `| Item ${i + 1} | 1,00 | ${c} |`)], 'invoice');
      assert.deepEqual(items(r).map((i) => [i.quantity, i.amount_net ?? i.amount]), want, header);
    }
  });

  it('splits a shared column whose header has a label with one letter misread ("Priis" for "Prijs")', async () => {
    for (const header of ['Priis BTW Hoeveelheid', 'Prijs BTW Hoeveeiheid', 'Prljs _BTWHoeveelheid']) {
      const r = await run(['Factuur VF1005193039', '', `| Artikel Omschrijving | ${header} | Bedrag |`, '| --- | --- | --- |',
        '| E103184 Onderhoudsset CA6707/10 | 49,99 21% 1PCS | 49,99 |', '| E103560 SX Flyer | 0,00 21% 1PCS | 0,00 |'], 'invoice');
      assert.deepEqual(items(r).map((i) => [i.price, i.quantity]), [[49.99, 1], [0, 1]], header);
    }
  });

  it('splits a shared column whose header names its fields in labels of several words ("PU HT Total HT")', async () => {
    for (const header of ['PU HT Total HT', 'P.U. HT Montant HT', 'Unit cost Net amount']) {
      const r = await run(['Invoice 3', '', `| Désignation | Qté | ${header} |`, '| --- | --- | --- |', '| Café en grains | 461 | 42,93 € 19790,73 € |', '| Câble électrique | 396 | 21,94€ 8688,24 € |'], 'invoice');
      assert.deepEqual(items(r).map((i) => [i.price, i.amount_net ?? i.amount_gross ?? i.amount]), [[42.93, 19790.73], [21.94, 8688.24]], header);
    }
  });

  it('splits an article code and a quantity that share a column under "Art.-Nr. Menge"', async () => {
    const r = await run(['Rechnung 2022/488', '', '| Pos. | Artikelbezeichnung | Art.-Nr. Menge | Einheit | E-Preis | Netto |', '| --- | --- | --- | --- | --- | --- |',
      '| 1 | Netzwerkswitch 24 Port | 14235 1 | Stk. | 344.49 | 344.49 |', '| 2 | Arbeitshandschuhe Größe 10 | 02361519 421 | Paar | 17.96 | 7561.16 |',
      '| 3 | Schrauben M6x30 verzinkt | X319-11 6 | Stk. | 646.23 | 3877.38 |'], 'invoice');
    assert.deepEqual(items(r).map((i) => [i.article, i.quantity]), [['14235', 1], ['02361519', 421], ['X319-11', 6]]);
  });

  it('splits a quantity and its unit that share a column, in either order', async () => {
    const cases: [string, string, string[], [number, string][]][] = [
      ['Rechnung 7', 'Menge Einheit', ['3 Paar', '12,5 kg'], [[3, 'Paar'], [12.5, 'kg']]],
      ['Invoice 7', 'Qty Unit', ['3 pcs', '2 boxes'], [[3, 'pcs'], [2, 'boxes']]],
      ['Счет № 7 от 01.02.2024', 'Ед. изм. Кол-во', ['шт 3', 'кг 12,5'], [[3, 'шт'], [12.5, 'кг']]],
    ];
    for (const [title, header, cells, want] of cases) {
      const r = await run([title, '', `| Nr. | Bezeichnung | ${header} | Preis | Betrag |`, '| --- | --- | --- | --- | --- |',
        `| 1 | Arbeitshandschuhe Größe 10 | ${cells[0]} | 762,00 | 2.286,00 |`, `| 2 | Schrauben M6x30 | ${cells[1]} | 2,00 | 25,00 |`], 'invoice');
      assert.deepEqual(items(r).map((i) => [i.quantity, i.unit]), want, header);
    }
  });

  it('reads a quantity set against its unit in the unit column, its own cell empty, and a Chinese header of two glued labels', async () => {
    const de = await run(['Rechnung 7', '', '| Beschreibung | Anzahl | ME | Einzelpreis | Gesamtpreis |', '| --- | --- | --- | --- | --- |',
      '| Reinigungsmittel Konzentrat 5 l |  | 3 Kan. | 301,00 | 903,00 |', '| Kabelbinder |  | 12 Pkg. | 2,00 | 24,00 |'], 'invoice');
    assert.deepEqual(items(de).map((i) => [i.quantity, i.unit]), [[3, 'Kan.'], [12, 'Pkg.']]);
    const ru = await run(['Счет № 7 от 01.02.2024', '', '| Товар | Кол-во | Ед. | Цена | Сумма |', '| --- | --- | --- | --- | --- |', '| Цемент М500 |  | 12,5 кг | 20,00 | 250,00 |'], 'invoice');
    assert.deepEqual(items(ru).map((i) => [i.quantity, i.unit]), [[12.5, 'кг']]);
    const zh = await run(['发票 H7', '', '| 行号 | 货物或应税劳务名称 | 数量计量单位 | 单价 | 不含税金额 |', '| --- | --- | --- | --- | --- |',
      '| 1 | 铜芯电线 2.5平方 | 28.73 米 | 6.20 | 178.13 |', '| 2 | 无线鼠标 黑色 | 344 个 | 49.61 | 17,065.84 |'], 'invoice');
    assert.deepEqual(items(zh).map((i) => [i.quantity, i.unit]), [[28.73, '米'], [344, '个']]);
  });

  it('drops marks a scan left at either end of a name, and keeps a text layer\'s name as printed', async () => {
    const table = ['Rechnung 7', '', '| Nr. | Bezeichnung | Menge | Betrag |', '| --- | --- | --- | --- |', '| 1 | _ LED-Röhre T8 120 cm | 8 | 10,00 |',
      '| 2 | USB-C docking station - | 4 | 20,00 |', '| 3 | Kabelkanal 40x60 mm, weiß — | 2 | 30,00 |', '| 4 | «Престиж» стул — черный | 1 | 40,00 |'];
    // A page read by OCR: its tables are a scan's.
    const scanned = await run(table, 'invoice', [['Rechnung', 40, 20], ['7', 100, 20]], true);
    assert.deepEqual(items(scanned).map((i) => i.name), ['LED-Röhre T8 120 cm', 'USB-C docking station', 'Kabelkanal 40x60 mm, weiß', '«Престиж» стул — черный']);
    const printed = await run(table, 'invoice');
    assert.equal(items(printed)[0]?.name, '_ LED-Röhre T8 120 cm');
  });

  it('joins a name broken at its own hyphen, and keeps the space of a hyphen before a conjunction', async () => {
    const r = await run(['Facture 7', '', '| Désignation | Qté | Montant |', '| --- | --- | --- |',
      '| Détergent multi- usage 5 L | 4 | 3 388,80 |', '| Schrauben- und Mutternset | 2 | 25,00 |', '| Кабель ВВГнг- LS 3х2,5 | 3 | 30,00 |', '| Перчатки х/б- или нитриловые | 1 | 5,00 |'], 'invoice');
    assert.deepEqual(items(r).map((i) => i.name), ['Détergent multi-usage 5 L', 'Schrauben- und Mutternset', 'Кабель ВВГнг- LS 3х2,5', 'Перчатки х/б- или нитриловые']);
  });

  it('takes no maker named in an item row for the issuer', async () => {
    const r = await run(['Счет №9487972-001 от 18.05.2010', '', '| № п/п | Наименование | Производитель | Цена с НДС | Кол-во | Стоимость |', '| --- | --- | --- | --- | --- | --- |',
      '| 1 | МИДОКАЛМ-РИХТЕР АМП 1МЛ №5 | Гедеон Рихтер-РУС ЗАО | 160.34 | 5 | 801.68 |'], 'torg12');
    assert.equal((r.supplier as Record<string, unknown>).name, null);
    assert.equal((items(r)[0] as Record<string, unknown>).name, 'МИДОКАЛМ-РИХТЕР АМП 1МЛ №5');
  });

  it('finds a Cyrillic header that OCR read in Latin look-alikes', async () => {
    const r = await run(['НАКЛАДНАЯ № 5', '', '| Наименование | Кол-во | Cymmac НДС, руб. |', '| --- | --- | --- |', '| Мыло детское | 2 | 41,98 |'], 'torg12');
    assert.deepEqual(items(r).map((i) => [i.name, i.quantity, i.amount_gross]), [['Мыло детское', 2, 41.98]]);
  });

  it('a column with no header of its own whose figures all carry a percent sign is the rate', async () => {
    const r = await run(['Factuurnummer: 992288600', '',
      '| Artikel | Aantal | Prijs per stuk |  | BTW Prijs incl. BTW |', '| --- | --- | --- | --- | --- |',
      '| Decoded Leather Sleeve | 2 | € 99,99 | 21% | € 199,98 |',
      '| Apple Magic Mouse | 1 | € 79,00 | 21% | € 79,00 |',
    ], 'invoice');
    assert.deepEqual(items(r).map((i) => [i.quantity, i.vat_rate, i.amount_gross]), [[2, '21%', 199.98], [1, '21%', 79]]);
  });
});

