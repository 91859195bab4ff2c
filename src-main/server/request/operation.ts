import type { FastifyRequest } from 'fastify';
import { Ajv } from 'ajv';
import type { ValidateFunction } from 'ajv';
import { AppError } from '../../../src-shared/contract/app-error';
import type { FieldSpec, OperationSpec, OperationValues } from '../../../src-shared/contract/operations/spec';
import { countChars } from '../../../src-shared/document/text';
import type { RawRequest, UploadedFile } from '../../services/uploads';
import { readMultipart } from './multipart';
import type { MultipartNames } from './multipart';
import { extensionOf } from './validate';

/** One problem of a request, FastAPI-style: where it is and what is wrong (docs/decisions.md). */
export interface ValidationIssue { loc: (string | number)[]; msg: string; type: string }

const ajv = new Ajv({ allErrors: false, strict: false });
const compiled = new WeakMap<object, ValidateFunction>();

/**
 * Reads and validates a request against its operation spec: the one reader of every endpoint
 * described in src-shared/contract/operations. Every field problem is reported at once, as a 422
 * VALIDATION_ERROR with `details.errors: [{loc, msg, type}]`; unknown names are UNKNOWN_FIELD and a
 * file of the wrong kind is UNSUPPORTED_FILE_TYPE, as on /v1/process.
 */
export async function readOperation<S extends OperationSpec>(request: FastifyRequest, spec: S): Promise<OperationValues<S>> {
  const raw = await readRawFor(request, spec);
  return validateOperation(spec, raw);
}

async function readRawFor(request: FastifyRequest, spec: OperationSpec): Promise<RawRequest> {
  if (spec.body === 'multipart' || (spec.body === 'multipart+json' && request.isMultipart())) {
    if (!request.isMultipart()) {
      throw new AppError('BODY_MALFORMED', 'send this operation as multipart/form-data', { content_type: request.headers['content-type'] ?? null });
    }
    return readMultipart(request, multipartNames(spec));
  }
  if (spec.body === 'none') return { transport: 'json', fields: new Map(), files: new Map(), unknown: [] };
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('BODY_NOT_OBJECT', 'the JSON body must be an object', { received: Array.isArray(body) ? 'array' : body === null ? 'null' : typeof body });
  }
  const raw: RawRequest = { transport: 'json', fields: new Map(), files: new Map(), unknown: [] };
  for (const [name, value] of Object.entries(body)) {
    if (spec.fields[name] && spec.fields[name].kind !== 'file') raw.fields.set(name, value);
    else raw.unknown.push(name);
  }
  return raw;
}

const namesCache = new WeakMap<OperationSpec, MultipartNames>();
function multipartNames(spec: OperationSpec): MultipartNames {
  let names = namesCache.get(spec);
  if (!names) {
    const binary = new Map<UploadedFile['field'], number>();
    for (const [name, f] of Object.entries(spec.fields)) if (f.kind === 'file') binary.set(name as UploadedFile['field'], f.maxBytes);
    names = { known: new Set(Object.keys(spec.fields)), binary };
    namesCache.set(spec, names);
  }
  return names;
}

/** Pure validation of what arrived (exported for unit tests). */
export function validateOperation<S extends OperationSpec>(spec: S, raw: RawRequest): OperationValues<S> {
  if (raw.unknown.length > 0) {
    const allowed = Object.keys(spec.fields);
    throw new AppError('UNKNOWN_FIELD', `unknown field(s): ${raw.unknown.join(', ')}`, { unknown: raw.unknown, allowed });
  }
  const out: Record<string, unknown> = {};
  const issues: ValidationIssue[] = [];
  for (const [name, field] of Object.entries(spec.fields)) {
    if (field.kind === 'file') {
      const file = raw.files.get(name as UploadedFile['field']) ?? null;
      if (file === null) {
        if (field.required) issues.push({ loc: ['body', name], msg: 'field required', type: 'missing' });
        out[name] = null;
        continue;
      }
      const ext = extensionOf(file.fileName);
      if (!field.extensions.includes(ext)) {
        throw new AppError('UNSUPPORTED_FILE_TYPE', `'${file.fileName}' has an unsupported extension`, { field: name, extension: ext, supported: [...field.extensions] });
      }
      out[name] = file;
      continue;
    }
    const value = raw.fields.get(name);
    if (value === undefined || value === null || (raw.transport === 'multipart' && value === '' && field.kind !== 'string')) {
      if (field.required) issues.push({ loc: ['body', name], msg: 'field required', type: 'missing' });
      out[name] = 'default' in field && field.default !== undefined ? field.default : null;
      continue;
    }
    const checked = checkField(name, field, value, raw.transport);
    if ('issue' in checked) issues.push(checked.issue);
    else out[name] = checked.value;
  }
  if (issues.length > 0) {
    throw new AppError('VALIDATION_ERROR', issues.map((i) => `${i.loc.join('.')}: ${i.msg}`).join('; '), { errors: issues });
  }
  return out as OperationValues<S>;
}

type Checked = { value: unknown } | { issue: ValidationIssue };

function checkField(name: string, field: Exclude<FieldSpec, { kind: 'file' }>, value: unknown, transport: RawRequest['transport']): Checked {
  const loc = ['body', name];
  const fromForm = transport === 'multipart' && typeof value === 'string';
  switch (field.kind) {
    case 'string': {
      if (typeof value !== 'string') return { issue: { loc, msg: 'must be a string', type: 'type_error.string' } };
      if (field.enum && !field.enum.includes(value)) return { issue: { loc, msg: `must be one of ${field.enum.join(', ')}`, type: 'value_error.enum' } };
      const length = countChars(value);
      if (field.minLength !== undefined && length < field.minLength) return { issue: { loc, msg: `must be at least ${field.minLength} characters`, type: 'value_error.min_length' } };
      if (field.maxLength !== undefined && length > field.maxLength) return { issue: { loc, msg: `must be at most ${field.maxLength} characters`, type: 'value_error.max_length' } };
      return { value };
    }
    case 'boolean': {
      if (typeof value === 'boolean') return { value };
      if (fromForm && /^(true|false)$/i.test(value as string)) return { value: (value as string).toLowerCase() === 'true' };
      return { issue: { loc, msg: 'must be a boolean (true or false)', type: 'type_error.bool' } };
    }
    case 'integer':
    case 'number': {
      const n = fromForm && /^\s*-?\d+(\.\d+)?([eE][+-]?\d+)?\s*$/.test(value as string) ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isFinite(n)) return { issue: { loc, msg: `must be a${field.kind === 'integer' ? 'n integer' : ' number'}`, type: `type_error.${field.kind}` } };
      if (field.kind === 'integer' && !Number.isInteger(n)) return { issue: { loc, msg: 'must be an integer', type: 'type_error.integer' } };
      if (field.minimum !== undefined && n < field.minimum) return { issue: { loc, msg: `must be ≥ ${field.minimum}`, type: 'value_error.number.not_ge' } };
      if (field.maximum !== undefined && n > field.maximum) return { issue: { loc, msg: `must be ≤ ${field.maximum}`, type: 'value_error.number.not_le' } };
      return { value: n };
    }
    case 'json': {
      let parsed = value;
      if (fromForm) {
        try {
          parsed = JSON.parse(value as string);
        } catch {
          return { issue: { loc, msg: 'is not valid JSON', type: 'value_error.json' } };
        }
      }
      let validate = compiled.get(field.schema);
      if (!validate) {
        validate = ajv.compile(field.schema);
        compiled.set(field.schema, validate);
      }
      if (!validate(parsed)) {
        const first = validate.errors?.[0];
        const where = first?.instancePath ? ` at ${first.instancePath}` : '';
        return { issue: { loc, msg: `has the wrong shape${where}: ${first?.message ?? 'invalid'}`, type: 'value_error.shape' } };
      }
      return { value: parsed };
    }
  }
}
