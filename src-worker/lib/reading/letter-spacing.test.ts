import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { letterSpaced, withoutLetterSpacing } from './letter-spacing';
import { readName } from '../../stages/extract/builtin/name-value';
import { run } from '../../stages/extract/builtin/test-helpers';

describe('letter-spaced headings', () => {
  it('joins runs of single capitals and keeps every offset after them', () => {
    assert.equal(withoutLetterSpacing('C L I E N T   ACME'), 'CLIENT        ACME');
    assert.deepEqual(letterSpaced('Bill  S E L L E R').runs, [[6, 17]]);
    assert.equal(withoutLetterSpacing('Item A B  size M L'), 'Item A B  size M L', 'two capitals are no spaced word');
    assert.equal(withoutLetterSpacing('П О С Т А В Щ И К'), 'ПОСТАВЩИК        ');
    assert.equal(withoutLetterSpacing('FA C T U R É À'), 'FACTURÉÀ      ', 'a kerned pair opens the run');
    assert.equal(withoutLetterSpacing('B I L L TO'), 'BILLTO    ', 'a kerned pair closes it');
    assert.equal(withoutLetterSpacing('TVA N O T E'), 'TVA NOTE   ', 'a three-letter word is no kerned pair');
    assert.equal(withoutLetterSpacing('F O U R N I SS E U R'), 'FOURNISSEUR         ', 'a kerned pair inside the run');
    assert.equal(withoutLetterSpacing('S A DE CV'), 'S A DE CV', 'pairs as many as the single letters: words');
    assert.equal(withoutLetterSpacing('NO DE TVA'), 'NO DE TVA');
    assert.equal(withoutLetterSpacing('V E NDE UR  FA CT URÉ À'), 'VENDEUR     FACTURÉÀ   ', 'spacing half lost: joined where it spells a label');
    assert.equal(withoutLetterSpacing('P O BOX 17'), 'P O BOX 17', 'no label, no join');
    assert.equal(withoutLetterSpacing('ÉMET TEUR'), 'ÉMETTEUR ');
    assert.equal(withoutLetterSpacing('SOLD TO'), 'SOLD TO', 'a label of two words as printed stays');
    assert.equal(withoutLetterSpacing('N ° D E FA C T U R E'), 'N°DEFACTURE         ', 'a sign spaced like the letters is one of them');
    assert.equal(withoutLetterSpacing("D AT E D ' É C H É A N C E"), "DATED'ÉCHÉANCE            ");
    assert.equal(withoutLetterSpacing('R I B / I B A N'), 'RIB/IBAN       ');
    // Kerned triples ("FAC", "DAT": the font pulled three letters together) inside runs that spell a label.
    for (const run of ['FAC T U R E N °', 'DAT E D E FAC T U R E', 'RECH N U N G S N R .', 'INV O I C E DAT E']) {
      assert.equal(withoutLetterSpacing(run), run.replace(/ /g, '').padEnd(run.length), run);
    }
    assert.equal(withoutLetterSpacing('Art. 5 / B'), 'Art. 5 / B', 'a slash between words is no spaced word');
  });

  it('a letter-spaced role word is a label, never a name', () => {
    for (const t of ['C L I E N T', 'A C H E T E U R', 'V E R K Ä U F E R', 'K U N D E']) assert.equal(readName(t).kind, 'label', t);
  });

  it('letter-spaced labels with signs find their values below', async () => {
    const cases: [string, string, string][] = [
      ['N ° D E FA C T U R E', 'F2023-179', 'fr'], ['I N V O I C E N O .', 'INV-2022-1398', 'en'], ['R E C H N U N G S - N R .', 'RE-39316', 'de'],
      ['FAC T U R E N °', '20230479', 'fr'], ['INV O I C E N O .', 'INV-77', 'en'],
    ];
    for (const [label, value, lang] of cases) {
      const r = await run([`Clément Bâtiment SA (${lang})`, label, value, 'D A T E', '14.04.2022'], 'invoice');
      assert.equal(r.number, value, label);
    }
  });

  it('reads the parties under letter-spaced role headings, in several languages', async () => {
    const cases: [string, string, string, string, string][] = [
      ['FACTURE N° 17', 'F O U R N I S S E U R', 'Lumière Bâtiment EURL', 'A C H E T E U R', 'Rivière Équipements EURL'],
      ['RECHNUNG Nr. 17', 'V E R K Ä U F E R', 'Müller Bau GmbH', 'K Ä U F E R', 'Schmidt Handel AG'],
      ['INVOICE No. 17', 'S E L L E R', 'Atlas Supplies Inc.', 'B U Y E R', 'Meadow Partners LLC'],
      ['FACTURE N° 17', 'V E N D E U R', 'Lumière Bâtiment EURL', 'FA C T U R É À', 'Rivière Équipements EURL'],
      ['FACTURE N° 18', 'F O U R N I SS E U R', 'Horizon Bâtiment EURL', 'C L I E N T', 'Dupont Bâtiment EURL'],
      ['FACTURE N° 19', 'V E NDE UR', 'Atelier Négoce SAS', 'FA CT URÉ À', 'Lumière Industrie EURL'],
      ['FACTURE N° 20', 'ÉMET TEUR', 'Clément Négoce SASU', 'CLIENT', 'Bretagne Transports SASU'],
      ['INVOICE No. 17', 'S E L L E R', 'Atlas Supplies Inc.', 'B I L L TO', 'Meadow Partners LLC'],
    ];
    for (const [title, sellerLabel, seller, buyerLabel, buyer] of cases) {
      const r = await run([title, '', sellerLabel, seller, '12 Main Street', '', buyerLabel, buyer, '5 High Road'], 'invoice');
      assert.deepEqual([(r.seller as Record<string, unknown>).name, (r.buyer as Record<string, unknown>).name], [seller, buyer], title);
    }
  });
});
