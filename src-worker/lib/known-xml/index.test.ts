import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import { corpusBytes, corpusPath } from '../../../test/helpers/corpus';
import { parseXmlTree } from '../../adapters/xml';
import { ITEM_FIELDS, conceptById } from '../fields/concepts';
import { readKnownXml } from './index';

function read(xml: string): ReturnType<typeof readKnownXml> {
  return readKnownXml(parseXmlTree(new TextEncoder().encode(xml)));
}

const KNOWN_FILES = [
  ...readdirSync(corpusPath('external/xml/fns')).filter((f) => f.endsWith('.gt.json')).map((f) => `external/xml/fns/${f.replace('.gt.json', '.xml')}`),
  ...readdirSync(corpusPath('external/pdf-text/facturx')).filter((f) => f.endsWith('.embedded.xml')).map((f) => `external/pdf-text/facturx/${f}`),
];

const ITEM_IDS = new Set(ITEM_FIELDS.map((c) => c.id.replace('items[].', '')));

describe('readKnownXml', () => {
  it('recognises every corpus file with a known format', () => {
    const formats = KNOWN_FILES.map((f) => readKnownXml(parseXmlTree(corpusBytes(f)))?.format).sort();
    assert.deepEqual(formats, [
      'cii', 'cii', 'cii', 'cii', 'cii', 'cii.zugferd1',
      'fns.DP_OTORG12', 'fns.ON_NSCHFDOPPRPROS', 'fns.ON_SCHFDOPPR', 'fns.ON_SFAKT',
    ]);
  });

  it('fills only concept ids of concepts.ts, with values typed by their kind', () => {
    for (const f of KNOWN_FILES) {
      const known = readKnownXml(parseXmlTree(corpusBytes(f)));
      assert.ok(known);
      for (const [id, v] of Object.entries(known.values)) {
        const concept = conceptById(id);
        assert.ok(concept, `${f}: ${id} is a concept`);
        if (concept.kind === 'amount' || concept.kind === 'number') assert.equal(typeof v.value, 'number', `${f}: ${id}`);
        if (concept.kind === 'date') assert.match(String(v.value), /^\d{4}-\d{2}-\d{2}$/, `${f}: ${id}`);
        assert.ok(v.path.startsWith(parseXmlTree(corpusBytes(f)).name), `${f}: ${id} path ${v.path}`);
      }
      for (const item of known.items) {
        for (const [id, v] of Object.entries(item)) {
          assert.ok(ITEM_IDS.has(id), `${f}: items[].${id} is a concept`);
          if (['quantity', 'price', 'amount', 'vat_amount', 'total'].includes(id)) assert.equal(typeof v.value, 'number', `${f}: ${id}`);
        }
      }
    }
  });

  it('returns null for XML it does not know', () => {
    for (const f of ['synthetic/invoice.xml', 'external/xml/fns/diadoc_generate_utd820_05_01_02_hyphen_title0_body.xml', 'external/xml/fns/diadoc_parse_utd820_05_01_02_hyphen_title0_resp.xml', 'external/xml/xsd/ON_SFAKT_1_897_01_05_02_01.xsd']) {
      assert.equal(readKnownXml(parseXmlTree(corpusBytes(f))), null, f);
    }
  });

  it('recognises by root and namespace together', () => {
    const cii = '<rsm:CrossIndustryInvoice xmlns:rsm="NS" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"><rsm:ExchangedDocument><ram:ID>1</ram:ID><ram:TypeCode>381</ram:TypeCode></rsm:ExchangedDocument></rsm:CrossIndustryInvoice>';
    const known = read(cii.replace('NS', 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100'));
    assert.equal(known?.format, 'cii');
    assert.equal(known.documentType, 'invoice');
    assert.equal(known.values['document.type']?.value, '381');
    assert.equal(known.values['document.number']?.value, '1');
    assert.equal(read(cii.replace('NS', 'urn:example')), null);
    // An FNS root must have no namespace, a version and a Документ.
    assert.equal(read('<Файл xmlns="urn:x" ИдФайл="ON_SFAKT_a_b_20200101_c" ВерсФорм="5.01"><Документ КНД="1115101"/></Файл>'), null);
    assert.equal(read('<Файл ИдФайл="ON_SFAKT_a_b_20200101_c" ВерсФорм="5.01"/>'), null);
    assert.equal(read('<Файл ИдФайл="ON_SFAKT_a_b_20200101_c" ВерсФорм="5.01"><Документ КНД="1115101"/></Файл>')?.format, 'fns.ON_SFAKT');
  });

  it('keeps DuePayableAmount apart from the grand total, and uses it as the gross only when there is none', () => {
    const facture = readKnownXml(parseXmlTree(corpusBytes('external/pdf-text/facturx/Facture_F20180027.embedded.xml')));
    assert.equal(facture?.values['totals.gross']?.value, 110);
    assert.equal(facture.extra['totals.due']?.value, 100);
    const bytes = new TextDecoder().decode(corpusBytes('external/pdf-text/facturx/Facture_F20180027.embedded.xml'));
    const noGrand = read(bytes.replace(/<ram:GrandTotalAmount>[^<]*<\/ram:GrandTotalAmount>/, ''));
    assert.equal(noGrand?.values['totals.gross']?.value, 100);
    assert.match(noGrand.values['totals.gross']?.path ?? '', /DuePayableAmount$/);
  });

  it('reads the seller bank account of a Factur-X invoice', () => {
    const known = readKnownXml(parseXmlTree(corpusBytes('external/pdf-text/facturx/MustangGnuaccountingBeispielRE-20170509_505.embedded.xml')));
    assert.equal(known?.values['seller.iban']?.value, 'DE88 2008 0000 0970 3757 00');
    assert.equal(known.values['seller.bic']?.value, 'COBADEFFXXX');
    assert.equal(known.values['document.due_date']?.value, '2017-05-30');
    assert.equal(known.version, 'urn:ferd:CrossIndustryDocument:invoice:1p0:basic');
  });
});
