import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BINARY_FIELDS, JSON_FIELDS, LIMITS, PROCESS_FIELDS, REGISTRY_EXTENSIONS, SUPPORTED_EXTENSIONS } from '../request';
import { PROCESS, PROCESS_FIELD_SPECS } from './process';

describe('the /v1/process spec', () => {
  it('has exactly the fields of PROCESS_FIELDS, in their order', () => {
    assert.deepEqual(Object.keys(PROCESS.fields), [...PROCESS_FIELDS]);
  });

  it('its files are BINARY_FIELDS and its JSON fields JSON_FIELDS, with the limits of LIMITS', () => {
    const kinds = (kind: string) => Object.entries(PROCESS_FIELD_SPECS).filter(([, f]) => f.kind === kind).map(([n]) => n);
    assert.deepEqual(kinds('file'), [...BINARY_FIELDS]);
    assert.deepEqual(kinds('json').sort(), [...JSON_FIELDS].sort());
    assert.deepEqual(PROCESS_FIELD_SPECS.file.extensions, SUPPORTED_EXTENSIONS);
    assert.deepEqual(PROCESS_FIELD_SPECS.registry.extensions, REGISTRY_EXTENSIONS);
    assert.deepEqual([PROCESS_FIELD_SPECS.file.maxBytes, PROCESS_FIELD_SPECS.registry.maxBytes], [LIMITS.fileBytes, LIMITS.registryBytes]);
    assert.deepEqual([PROCESS_FIELD_SPECS.text.maxLength, PROCESS_FIELD_SPECS.prompt.maxLength], [LIMITS.textChars, LIMITS.promptChars]);
  });

  it('takes both multipart and JSON', () => {
    assert.equal(PROCESS.body, 'multipart+json');
  });
});
