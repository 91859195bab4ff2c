import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ProcessEnvelope } from '../../src-shared/contract/envelope';
import { exitOf } from './commands/process';
import { CliError, EXIT, ServerError } from './exit-codes';
import { contractError } from './http';
import { renderRow } from './progress';
import { summarize, valueLines } from './summary';

const reply = (status: number, body: unknown) => ({ status, contentType: 'application/json', body: Buffer.from(JSON.stringify(body)) });

describe('CLI output', () => {
  it('reads the three error forms in the SPEC order: detail.code, error.code, detail string', () => {
    const form1 = contractError(reply(422, { detail: { code: 'UNKNOWN_FIELD', message: 'field x', details: { unknown: ['x'] } } }));
    assert.deepEqual([form1.code, form1.message, form1.exit, form1.details], ['UNKNOWN_FIELD', 'UNKNOWN_FIELD: field x', EXIT.server, { unknown: ['x'] }]);
    const form2 = contractError(reply(503, { success: false, error: { code: 'PARSING_ERROR', message: 'broken', details: {} } }));
    assert.deepEqual([form2.code, form2.exit], ['PARSING_ERROR', EXIT.server]);
    const form3 = contractError(reply(401, { detail: 'Invalid API key' }));
    assert.deepEqual([form3.code, form3.message, form3.exit], ['UNAUTHORIZED', 'UNAUTHORIZED: Invalid API key', EXIT.key]);
    assert.equal(contractError(reply(403, { success: false, error: { code: 'FORBIDDEN', message: 'admin only', details: {} } })).exit, EXIT.key);
    const html = contractError({ status: 502, contentType: 'text/html', body: Buffer.from('<html>') });
    assert.equal(html.code, 'HTTP_502');
  });

  it('a batch exits 0 when all succeed, 6 when some fail, and with the failure\'s own code when all fail', () => {
    const ok = { error: null };
    const server = { error: new ServerError(422, 'UNSUPPORTED_FILE_TYPE', 'no', null) };
    const file = { error: new CliError(EXIT.file, 'gone') };
    assert.equal(exitOf([ok, ok]), EXIT.ok);
    assert.equal(exitOf([ok, server]), EXIT.partial);
    assert.equal(exitOf([server, server]), EXIT.server);
    assert.equal(exitOf([file]), EXIT.file);
  });

  it('progress rows: a bar from pages done, the stage, and the final state', () => {
    assert.equal(renderRow('a.pdf', { state: 'running', progress: { stage: 'ocr', pages_done: 3, pages_total: 6 } }, 8), `a.pdf     [${'#'.repeat(12)}${'.'.repeat(12)}] 3/6 pages · ocr`);
    assert.equal(renderRow('a.pdf', { state: 'running', progress: null }, 8), `a.pdf     [${'.'.repeat(24)}] queued`);
    assert.equal(renderRow('a-very-long-file-name.pdf', { state: 'done', detail: 'full, 2 pages' }, 10), '…-name.pdf  done · full, 2 pages');
    assert.equal(renderRow('b.pdf', { state: 'failed', detail: 'PARSING_ERROR: x' }, 5), 'b.pdf  failed · PARSING_ERROR: x');
  });

  it('result lines leave empty fields out and count them', () => {
    const lines = valueLines({ number: '42', inn: null, seller: { name: 'ООО Ромашка', kpp: '' }, items: [{ name: 'Бумага', qty: 2, unit: null }], notes: [] }, 2);
    assert.deepEqual(lines, ['  number: 42', '  seller:', '    name: ООО Ромашка', '  items:', '    1.', '      name: Бумага', '      qty: 2', '  (4 empty fields not shown)']);
  });

  it('a summary names the file, status, billed pages, warnings and the match', () => {
    const env: ProcessEnvelope = {
      result: { number: '7' }, documents: null, markdown: null, fragments: null, tables: null, fields: null,
      match: { found: 2, missing_in_registry: ['X-1'], unmatched_registry: [], coverage: 0.6667, registry_rows: 5, key_column: 'Артикул', values_field: 'items[].article' },
      translated: null, usage: { pages: 2, sheets: 1 }, metadata: { file_hash: null, extraction_status: 'full', input_quality_score: null, cached: false },
      warnings: [{ code: 'totals_mismatch', field: 'total', severity: 'medium', message: 'sum differs' }],
    };
    assert.equal(summarize('a.pdf', env), [
      'a.pdf — full · 2 pages billed on 1 sheet',
      '  result:',
      '    number: 7',
      "  match on 'Артикул' ← items[].article: 2 found · coverage 66.7% of 5 registry rows",
      '    missing in registry (1): X-1',
      '  warning [medium] totals_mismatch at total: sum differs',
    ].join('\n'));
  });
});
