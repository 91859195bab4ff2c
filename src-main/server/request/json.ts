import { AppError } from '../../../src-shared/contract/app-error';
import { BINARY_FIELDS, PROCESS_FIELDS } from '../../../src-shared/contract/request';
import type { RawRequest } from '../../services/uploads';

const KNOWN = new Set<string>(PROCESS_FIELDS);
const BINARY = new Set<string>(BINARY_FIELDS);

/** A JSON body (already parsed by the server) as a RawRequest. Files cannot travel in JSON. */
export function readJsonBody(body: unknown): RawRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('BODY_NOT_OBJECT', 'the JSON body must be an object', { received: Array.isArray(body) ? 'array' : body === null ? 'null' : typeof body });
  }
  const raw: RawRequest = { transport: 'json', fields: new Map(), files: new Map(), unknown: [] };
  for (const [name, value] of Object.entries(body)) {
    if (!KNOWN.has(name)) raw.unknown.push(name);
    else if (BINARY.has(name)) {
      if (raw.unknown.length === 0) {
        throw new AppError('FIELD_INVALID', `'${name}' is a file: send it as multipart/form-data`, { field: name, expected: 'a multipart file' });
      }
    } else raw.fields.set(name, value);
  }
  return raw;
}
