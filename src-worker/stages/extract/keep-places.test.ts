import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JsonObject } from '../../../src-shared/contract/envelope';
import type { ParsedDocument } from '../../../src-shared/document/model';
import type { JobInput, ProviderConfig } from '../../../src-shared/worker-protocol';
import { parseText } from '../parse-text';
import { extract } from './index';
import type { ModelRunner } from './index';
import { sameValue } from './keep-places';
import { withLines } from '../../lib/layout/lines';

/** A one-page PDF-like document: words placed on the page (x, y in points), 10 pt type, 5 pt per character. */
function pageDoc(words: [string, number, number][]): ParsedDocument {
  const doc = parseText('');
  doc.source = { ...doc.source, format: 'pdf' };
  doc.pages = [withLines({ no: 1, widthPt: 595, heightPt: 842, rotation: 0, layer: 'vector',
    items: words.map(([t, x, y], i) => ({ id: `w${i}`, text: t, box: [x, y, x + t.length * 5, y + 10] as const, fontSize: 10, eol: false })) })];
  return doc;
}

const line = (text: string, x: number, y: number): [string, number, number][] => {
  let at = x;
  return text.split(' ').map((w) => { const out: [string, number, number] = [w, at, y]; at += w.length * 5 + 5; return out; });
};

const SCHEMA: JsonObject = { type: 'object', properties: { invoice_number: { type: 'string' }, total: { type: 'number' } } };
const PROVIDER = { name: 'loopback', baseUrl: 'http://127.0.0.1:9', model: 'm', apiKey: null } as unknown as ProviderConfig;

function job(): JobInput {
  return { jobId: 't', source: { kind: 'text', text: '' }, fileHash: null, cachedDoc: null, include: [], outputSchema: SCHEMA, prompt: null,
    language: null, documentType: null, model: { providers: [PROVIDER], builtinFallback: true, anonymization: 'fail_closed' }, match: null, split: null, translate: null, outboundLog: null };
}

describe('a model\'s answer keeps the built-in finders\' places where they agree', () => {
  // "120.00" is printed first in an item row, then on the totals line the built-in reader takes.
  const doc = pageDoc([...line('Invoice No. INV-77', 40, 40), ...line('Widget 2 pcs 120.00', 40, 100), ...line('Total: 120.00', 300, 200)]);

  it('a total the model agrees on stands where the totals reader found it, not on the first line that mentions the amount', async () => {
    const answer: ModelRunner = async () => ({ result: { invoice_number: 'INV-77', total: 120 }, source: 'model', warnings: [] });
    const r = await extract(doc, job(), answer);
    const total = r.fields.find((f) => f.name === 'total');
    assert.equal(total?.level, 'model');
    // The amount's words on the totals line ("Total:" is 30 pt wide and a space 5 pt: 335).
    assert.deepEqual(total?.bbox.slice(0, 2), [335, 200]);
  });

  it('a value the model reads differently is located by search, with the model as its rung', async () => {
    const answer: ModelRunner = async () => ({ result: { invoice_number: 'INV-77', total: 121 }, source: 'model', warnings: [] });
    const r = await extract(doc, job(), answer);
    assert.equal(r.fields.find((f) => f.name === 'total'), undefined, '121 is printed nowhere');
    assert.equal(r.fields.find((f) => f.name === 'invoice_number')?.level, 'model');
  });

  it('the built-in fallback inside the chain keeps its own levels and places', async () => {
    const fallback: ModelRunner = async (input) => ({ result: await input.builtin(), source: 'builtin', warnings: [] });
    const r = await extract(doc, job(), fallback);
    const total = r.fields.find((f) => f.name === 'total');
    assert.notEqual(total?.level, 'model');
    // The amount's words on the totals line ("Total:" is 30 pt wide and a space 5 pt: 335).
    assert.deepEqual(total?.bbox.slice(0, 2), [335, 200]);
  });

  it('compares numbers to the cent and text without case or spacing', () => {
    assert.ok(sameValue(120, 120.001));
    assert.ok(!sameValue(120, 120.01));
    assert.ok(sameValue('ООО «Ромашка»', 'ооо ромашка'));
    assert.ok(!sameValue('INV-77', 'INV-78'));
  });
});
