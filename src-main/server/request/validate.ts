import { AppError } from '../../../src-shared/contract/app-error';
import type { JsonObject } from '../../../src-shared/contract/envelope';
import {
  INCLUDE_SECTIONS, JSON_FIELDS, LANGUAGES, LIMITS, OUTPUT_FORMATS, PROCESS_FIELDS, SPLIT_MODES, SUPPORTED_EXTENSIONS,
} from '../../../src-shared/contract/request';
import type { IncludeSection, Language, OutputFormat } from '../../../src-shared/contract/request';
import type { ProcessRequest } from '../../services/processing';
import { countChars } from '../../../src-shared/document/text';
import type { RawRequest, UploadedFile } from '../../services/uploads';


/**
 * Applies the field rules in a fixed order, so that a request with several faults always gets
 * the same code: shape of the body, then of each field, then source, values, and combinations.
 */
export function validateProcessRequest(raw: RawRequest): ProcessRequest {
  if (raw.unknown.length > 0) {
    throw new AppError('UNKNOWN_FIELD', `unknown field(s): ${raw.unknown.join(', ')}`, { unknown: raw.unknown, allowed: [...PROCESS_FIELDS] });
  }
  const f = decodeFields(raw);
  const file = raw.files.get('file') ?? null;
  const registry = raw.files.get('registry') ?? null;

  const prompt = optionalString(f, 'prompt');
  const text = optionalString(f, 'text');
  const outputSchema = optionalObject(f, 'output_schema');
  const include = optionalStringArray(f, 'include');
  const split = optionalObject(f, 'split');
  const match = optionalObject(f, 'match');
  const translate = optionalObject(f, 'translate');
  const language = optionalString(f, 'language');
  const documentType = optionalString(f, 'document_type');
  const mode = optionalString(f, 'mode');
  const format = optionalString(f, 'format');
  const isAsync = optionalBoolean(f, 'async', raw.transport);

  const hasText = text !== null && text !== '';
  if (!file && !hasText) throw new AppError('SOURCE_REQUIRED', "send either 'file' or 'text'", {});
  if (file && text !== null) throw new AppError('SOURCE_CONFLICT', "send either 'file' or 'text', not both", {});

  const unknownSections = (include ?? []).filter((s) => !(INCLUDE_SECTIONS as readonly string[]).includes(s));
  if (unknownSections.length > 0) {
    throw new AppError('INCLUDE_UNKNOWN', `unknown include section(s): ${unknownSections.join(', ')}`, { unknown: unknownSections, allowed: [...INCLUDE_SECTIONS] });
  }
  if (language !== null && !(LANGUAGES as readonly string[]).includes(language)) {
    throw new AppError('LANGUAGE_UNKNOWN', `language '${language}' is not supported`, { language, allowed: [...LANGUAGES] });
  }
  if (format !== null && !(OUTPUT_FORMATS as readonly string[]).includes(format)) {
    throw new AppError('FORMAT_UNKNOWN', `format '${format}' is not supported`, { format, allowed: [...OUTPUT_FORMATS] });
  }
  if (text !== null && countChars(text) > LIMITS.textChars) {
    throw new AppError('FIELD_TOO_LONG', `'text' is longer than ${LIMITS.textChars} characters`, { field: 'text', length: countChars(text), max_length: LIMITS.textChars });
  }

  const hasSchema = outputSchema !== null && Object.keys(outputSchema).length > 0;
  if (prompt !== null && countChars(prompt) > LIMITS.promptChars) {
    throw new AppError('PROMPT_TOO_LONG', `'prompt' is longer than ${LIMITS.promptChars} characters`, { length: countChars(prompt), max_length: LIMITS.promptChars });
  }
  if (prompt !== null && prompt.trim() !== '' && !hasSchema) {
    throw new AppError('PROMPT_REQUIRES_SCHEMA', "'prompt' needs a non-empty 'output_schema'", {});
  }
  if (translate !== null && !hasSchema) {
    throw new AppError('TRANSLATE_REQUIRES_SCHEMA', "'translate' needs a non-empty 'output_schema'", {});
  }
  if (!hasSchema && split === null && match === null && (include === null || include.length === 0)) {
    throw new AppError('EMPTY_TASK', "nothing requested: send a non-empty 'output_schema', 'split', 'match' or 'include'", {});
  }
  if (split !== null && match !== null) {
    throw new AppError('COMBINATION_NOT_SUPPORTED', "'split' and 'match' cannot be combined", { fields: ['split', 'match'] });
  }
  if (match !== null && !registry) throw new AppError('MATCH_REGISTRY_REQUIRED', "'match' needs a 'registry' file", {});
  if (match !== null && !hasSchema) throw new AppError('MATCH_REQUIRES_SCHEMA', "'match' needs a non-empty 'output_schema'", {});

  if (file) requireExtension(file, SUPPORTED_EXTENSIONS);
  if (registry) requireExtension(registry, ['.csv', '.xls', '.xlsx']);
  if (split !== null && (!file || extensionOf(file.fileName) !== '.pdf')) {
    throw new AppError('SPLIT_REQUIRES_PDF', "'split' works on PDF files only", {});
  }

  return {
    file,
    text: file ? null : text,
    prompt: prompt !== null && prompt.trim() !== '' ? prompt : null,
    outputSchema: hasSchema ? outputSchema : null,
    include: [...new Set(include ?? [])] as IncludeSection[],
    split: split === null ? null : splitOptions(split),
    match: match === null ? null : matchOptions(match),
    registry,
    language: language as Language | null,
    translate: translate === null ? null : translateOptions(translate),
    documentType,
    async: isAsync ?? false,
    mode,
    format: (format ?? 'json') as OutputFormat,
  };
}

/** Multipart carries objects and arrays as JSON strings; JSON bodies carry them as they are. */
function decodeFields(raw: RawRequest): Map<string, unknown> {
  if (raw.transport === 'json') return raw.fields;
  const out = new Map(raw.fields);
  for (const name of JSON_FIELDS) {
    const value = out.get(name);
    if (typeof value !== 'string') continue;
    try {
      out.set(name, JSON.parse(value));
    } catch (err) {
      throw new AppError('FIELD_NOT_JSON', `field '${name}' is not valid JSON`, { field: name, error: (err as Error).message });
    }
  }
  return out;
}

function invalid(field: string, expected: string): AppError {
  return new AppError('FIELD_INVALID', `field '${field}' must be ${expected}`, { field, expected });
}

function optionalString(f: Map<string, unknown>, name: string): string | null {
  const v = f.get(name);
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string') throw invalid(name, 'a string');
  return v;
}

function optionalObject(f: Map<string, unknown>, name: string): JsonObject | null {
  const v = f.get(name);
  if (v === undefined || v === null) return null;
  if (typeof v !== 'object' || Array.isArray(v)) throw invalid(name, 'an object');
  return v as JsonObject;
}

function optionalStringArray(f: Map<string, unknown>, name: string): string[] | null {
  const v = f.get(name);
  if (v === undefined || v === null) return null;
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) throw invalid(name, 'an array of strings');
  return v as string[];
}

function optionalBoolean(f: Map<string, unknown>, name: string, transport: RawRequest['transport']): boolean | null {
  const v = f.get(name);
  if (v === undefined || v === null) return null;
  if (typeof v === 'boolean') return v;
  if (transport === 'multipart' && typeof v === 'string' && (v === 'true' || v === 'false')) return v === 'true';
  throw invalid(name, 'a boolean');
}

function splitOptions(split: JsonObject): NonNullable<ProcessRequest['split']> {
  allowKeys('split', split, ['mode', 'return_files', 'max_documents']);
  const mode = split.mode ?? 'auto';
  if (typeof mode !== 'string' || !(SPLIT_MODES as readonly string[]).includes(mode)) throw invalid('split.mode', `one of ${SPLIT_MODES.join(', ')}`);
  const returnFiles = split.return_files ?? false;
  if (typeof returnFiles !== 'boolean') throw invalid('split.return_files', 'a boolean');
  const max = split.max_documents ?? null;
  if (max !== null && (typeof max !== 'number' || !Number.isInteger(max) || max < 1)) throw invalid('split.max_documents', 'a positive integer');
  return { mode: 'auto', returnFiles, maxDocuments: max };
}

function matchOptions(match: JsonObject): NonNullable<ProcessRequest['match']> {
  allowKeys('match', match, ['key_column', 'values_from']);
  if (typeof match.key_column !== 'string' || match.key_column.trim() === '') throw invalid('match.key_column', 'a non-empty string');
  const valuesFrom = match.values_from ?? null;
  if (valuesFrom !== null && (typeof valuesFrom !== 'string' || valuesFrom.trim() === '')) throw invalid('match.values_from', 'a non-empty string');
  return { keyColumn: match.key_column, valuesFrom };
}

function translateOptions(translate: JsonObject): { to: string } {
  allowKeys('translate', translate, ['to']);
  if (typeof translate.to !== 'string' || !/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(translate.to)) {
    throw invalid('translate.to', 'a language code such as "ru" or "en"');
  }
  return { to: translate.to };
}

function allowKeys(field: string, obj: JsonObject, allowed: string[]): void {
  const extra = Object.keys(obj).filter((k) => !allowed.includes(k));
  if (extra.length > 0) {
    throw new AppError('FIELD_INVALID', `field '${field}' has unknown key(s): ${extra.join(', ')}`, { field, unknown: extra, allowed });
  }
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot).toLowerCase();
}

function requireExtension(file: UploadedFile, allowed: readonly string[]): void {
  const ext = extensionOf(file.fileName);
  if (!allowed.includes(ext)) {
    throw new AppError('UNSUPPORTED_FILE_TYPE', `'${file.fileName}' has an unsupported extension`, {
      field: file.field, extension: ext, supported: [...allowed],
    });
  }
}
