import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AppError } from '../../../src-shared/contract/app-error';
import { provider, settings, start, userText } from '../../../test/fixtures/openai-recorder';
import type { ChatRequest, Recorder } from '../../../test/fixtures/openai-recorder';
import { translateWithProviders } from './provider';
import { createScrubber } from '../../lib/anonymize';

/** The provider half of translation against a real HTTP server that records what it receives. */
let rec: Recorder;
before(async () => {
  rec = await start({ behaviour: { kind: 'json', answer: (req: ChatRequest) => Object.fromEntries(Object.entries(JSON.parse(userText(req)) as Record<string, string>).map(([k, v]) => [k, `EN ${v}`])) } });
});
after(async () => rec.close());

const DOCUMENT = 'Rechnung Nr. 42\nAnsprechpartner: Max Mustermann\nMusterstraße 12, 10115 Berlin\nPosition: Schrauben M8, 100 Stück';

describe('translation by a provider', () => {
  it('a party the document names is hidden even as a bare value; the answer comes back restored', async () => {
    rec.requests.length = 0;
    const out = await translateWithProviders({
      strings: new Map([['t1', 'Schrauben M8'], ['t2', 'Max Mustermann'], ['t3', 'Musterstraße 12, 10115 Berlin']]),
      documentText: DOCUMENT, to: 'en', settings: settings([provider(rec.url)]), outboundLog: null,
    });
    const sent = rec.requests.map((r) => r.body).join('\n');
    assert.ok(!/Mustermann|Musterstraße|10115/u.test(sent), sent);
    assert.ok(sent.includes('Schrauben M8'), 'what is not personal goes as it is');
    assert.ok(!sent.includes('Rechnung Nr. 42'), 'the document itself is never sent');
    assert.deepEqual([...out.texts.entries()], [['t1', 'EN Schrauben M8'], ['t2', 'EN Max Mustermann'], ['t3', 'EN Musterstraße 12, 10115 Berlin']]);
    assert.equal(out.tokens > 0, true);
    assert.equal(out.reached, true);
  });

  it('fail_closed: a value the scrubber cannot clean refuses the call before anything is sent', async () => {
    rec.requests.length = 0;
    const err = await translateWithProviders({ strings: new Map([['t1', 'ИНН 7707083893']]), documentText: '', to: 'en', outboundLog: null,
      // A session that misses everything: the module's own residual scan must still stop the call.
      settings: settings([provider(rec.url)]), scrubber: () => createScrubber({ skip: ['inn', 'id'] }) })
      .then(() => null, (e: unknown) => e);
    assert.ok(err instanceof AppError && err.code === 'ANONYMIZATION_INCOMPLETE', String(err));
    assert.equal(rec.requests.length, 0);
  });

  it('an unreachable provider is passed over, never an error', async () => {
    const out = await translateWithProviders({ strings: new Map([['t1', 'Schrauben']]), documentText: '', to: 'en', outboundLog: null,
      settings: settings([provider('http://127.0.0.1:9/v1', { timeoutMs: 2000 })]) });
    assert.deepEqual({ texts: out.texts.size, reached: out.reached }, { texts: 0, reached: false });
  });
});
