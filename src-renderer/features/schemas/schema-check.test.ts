import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkSchemaText, lineAndColumn } from './schema-check';

describe('the schema box checked as one types', () => {
  it('is empty, an object, or not an object', () => {
    assert.deepEqual(checkSchemaText('  \n'), { kind: 'empty' });
    assert.deepEqual(checkSchemaText('{"type":"object"}'), { kind: 'ok', schema: { type: 'object' } });
    assert.deepEqual(checkSchemaText('[1, 2]'), { kind: 'notObject' });
    assert.deepEqual(checkSchemaText('"invoice"'), { kind: 'notObject' });
  });

  it('says on which line and column the text stops being JSON', () => {
    // A missing comma after the first property (line 3).
    const missingComma = '{\n  "type": "object",\n  "properties": {"number": {"type": "string"}}\n  "required": ["number"]\n}';
    assert.deepEqual(checkSchemaText(missingComma), { kind: 'invalid', line: 4, column: 3 });
    // A trailing comma, then the closing brace.
    assert.deepEqual(checkSchemaText('{"type": "object",}'), { kind: 'invalid', line: 1, column: 19 });
    // Cut off: the end of the text.
    assert.deepEqual(checkSchemaText('{"type": "obj'), { kind: 'invalid', line: 1, column: 14 });
    // Single quotes, as people type them.
    assert.deepEqual(checkSchemaText("{'type': 'object'}"), { kind: 'invalid', line: 1, column: 2 });
  });

  it('counts lines and columns from 1', () => {
    assert.deepEqual(lineAndColumn('ab\ncd', 0), { line: 1, column: 1 });
    assert.deepEqual(lineAndColumn('ab\ncd', 4), { line: 2, column: 2 });
  });
});
