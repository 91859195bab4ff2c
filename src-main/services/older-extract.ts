import { AppError } from '../../src-shared/contract/app-error';
import { CATALOG_TYPE_IDS, catalogSchema, isCatalogTypeId } from '../../src-shared/catalog';
import type { JsonObject } from '../../src-shared/contract/envelope';
import type { EXTRACT_SPEC } from '../../src-shared/contract/operations/extract';
import type { OperationValues } from '../../src-shared/contract/operations/spec';
import type { TextChunk, AppendixInfo } from '../../src-shared/contract/older';
import type { Warning } from '../../src-shared/contract/warnings';
import { warning } from '../../src-shared/contract/warnings';
import type { Executed, ProcessRequest } from './processing';
import type { UploadedFile } from './uploads';

type ExtractValues = Omit<OperationValues<typeof EXTRACT_SPEC>, 'file' | 'skip_cache'> & { skip_cache?: boolean };

/** ours (SPEC: ParseResponse "not shown"): the answer of `/v1/extract` and `/v1/extract/text`. */
export interface ParseResponse {
  success: true;
  document_type: string | null;
  schema_version: string | null;
  data: JsonObject | null;
  markdown: string;
  chunks: TextChunk[] | null;
  appendices: AppendixInfo[] | null;
  pages_processed: number;
  usage: Executed['envelope']['usage'];
  metadata: Executed['envelope']['metadata'];
  warnings: Warning[];
}

/** Which schema answers: the caller's, a catalog type's (given, at a version), or the detected type's. */
export interface SchemaChoice {
  schema: JsonObject | null;
  documentType: string | null;
  version: string | null;
  byKind: boolean;
  warnings: Warning[];
}

export function chooseSchema(v: Pick<ExtractValues, 'schema' | 'document_type' | 'schema_version'>, schemaField = 'schema'): SchemaChoice {
  const given = v.schema as JsonObject | null;
  if (given !== null && Object.keys(given).length === 0) throw invalid(schemaField, 'must be a non-empty JSON Schema (or leave it out)');
  if (given) {
    const warnings = v.schema_version !== 'latest'
      ? [warning('option_ignored', `'schema_version' names a catalog version, and the request sent its own ${schemaField}`, 'schema_version')] : [];
    return { schema: given, documentType: v.document_type, version: null, byKind: false, warnings };
  }
  if (v.document_type !== null) {
    if (!isCatalogTypeId(v.document_type)) throw invalid('document_type', `must be a catalog type (${CATALOG_TYPE_IDS.join(', ')}) when no ${schemaField} is sent`);
    const entry = catalogSchema(v.document_type, v.schema_version);
    if (!entry) throw invalid('schema_version', `'${v.schema_version}' is not a version of '${v.document_type}' (see GET /v1/schemas/${v.document_type})`);
    return { schema: entry.schema as JsonObject, documentType: v.document_type, version: entry.version, byKind: false, warnings: [] };
  }
  if (v.schema_version !== 'latest') throw invalid('schema_version', 'names a version of document_type\'s schema: send document_type too');
  return { schema: null, documentType: null, version: null, byKind: true, warnings: [] };
}

/** `/v1/extract` (a file) and `/v1/extract/text` (Markdown) as a process request over the same pipeline. */
export function extractRequest(v: ExtractValues, source: { file: UploadedFile } | { text: string }): { req: ProcessRequest; choice: SchemaChoice } {
  const choice = chooseSchema(v);
  const req: ProcessRequest = {
    file: 'file' in source ? source.file : null,
    text: 'text' in source ? source.text : null,
    prompt: null,
    outputSchema: choice.schema,
    include: ['markdown'],
    split: null, match: null, registry: null, language: null, translate: null,
    documentType: choice.documentType,
    async: false,
    mode: v.extraction_mode,
    format: 'json',
    skipCache: v.skip_cache ?? false,
    extraWarnings: choice.warnings,
    older: {
      chunkSize: v.include_chunks ? v.chunk_size : null,
      appendices: v.extract_appendices === null ? null : { extract: v.extract_appendices as string[] },
      model: v.business_context === null ? null
        : { systemPrompt: null, context: { business_context: v.business_context }, temperature: null, maxTokens: null },
      schemaByKind: choice.byKind,
      splitModelFallback: false,
    },
  };
  return { req, choice };
}

export function presentParse(done: Executed, choice: SchemaChoice): ParseResponse {
  const { envelope, older } = done;
  const detected = older?.documentType ?? null;
  const documentType = choice.byKind ? detected : choice.documentType;
  const version = choice.byKind ? (detected ? catalogSchema(detected)?.version ?? null : null) : choice.version;
  return {
    success: true,
    document_type: documentType,
    schema_version: version,
    data: envelope.result,
    markdown: envelope.markdown ?? '',
    chunks: older?.chunks ?? null,
    appendices: older?.appendices ?? null,
    pages_processed: envelope.usage.pages,
    usage: envelope.usage,
    metadata: envelope.metadata,
    // `business_context` travels to a model as context: where none read it, the warning names the field the caller sent.
    warnings: envelope.warnings.map((w) => (w.code === 'option_ignored' && w.field === 'context' ? { ...w, field: 'business_context', message: w.message.replace("'context'", "'business_context'") } : w)),
  };
}

export function invalid(field: string, msg: string): AppError {
  return new AppError('VALIDATION_ERROR', `${field}: ${msg}`, { errors: [{ loc: ['body', field], msg, type: 'value_error' }] });
}
