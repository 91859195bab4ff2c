import { AppError } from '../../src-shared/contract/app-error';
import { catalogSchema, isCatalogTypeId } from '../../src-shared/catalog';
import type { JsonObject } from '../../src-shared/contract/envelope';
import { TASK_DEFAULTS } from '../../src-shared/contract/older';
import type { TASK_TEXT_SPEC } from '../../src-shared/contract/operations/task';
import type { OperationValues } from '../../src-shared/contract/operations/spec';
import type { ModelSettings } from '../../src-shared/worker-protocol';
import type { Warning } from '../../src-shared/contract/warnings';
import type { Executed, ProcessRequest } from './processing';
import type { TaskFamily } from './tasks';
import type { UploadedFile } from './uploads';
import { invalid } from './older-extract';

type TaskValues = Omit<OperationValues<typeof TASK_TEXT_SPEC>, 'document_text'>;

/** The one-field schema of a free answer (SPEC rule 1: "a plain-text answer is requested with a one-field schema"). */
export const ANSWER_SCHEMA: JsonObject = {
  type: 'object',
  properties: { answer: { type: 'string', description: 'The answer to the instruction, as text.' } },
  required: ['answer'],
};

/** SPEC "Older task response" plus ours: the type read, the warnings, usage and metadata as in the envelope. */
export interface OlderTaskAnswer {
  result: JsonObject;
  anonymization: { mode: ModelSettings['anonymization']; items: number };
  pages_processed: number;
  tokens_used: number;
  document_type: string | null;
  markdown?: string;
  chunks?: NonNullable<NonNullable<Executed['older']>['chunks']>;
  usage: Executed['envelope']['usage'];
  metadata: Executed['envelope']['metadata'];
  warnings: Warning[];
}

export interface TaskPlan {
  req: ProcessRequest;
  documentType: string | null;
  includeMarkdown: boolean;
  includeChunks: boolean;
}

/**
 * `/v1/task` and `/v1/task/text` as a process request: the instruction with its schema — the
 * caller's; else, with a model, a one-field answer; else the catalog schema of the named (or the
 * detected) type, which the built-in extractor can fill (and the answer says the prompt was not used).
 */
export function taskRequest(v: TaskValues, source: { file: UploadedFile | null; text: string | null }, model: ModelSettings): TaskPlan {
  if (!source.file && (source.text === null || source.text === '')) throw new AppError('SOURCE_REQUIRED', "send either 'file' or 'document_text'", {});
  if (source.file && source.text !== null) throw new AppError('SOURCE_CONFLICT', "send either 'file' or 'document_text', not both", {});
  const given = v.output_schema as JsonObject | null;
  if (given !== null && Object.keys(given).length === 0) throw invalid('output_schema', 'must be a non-empty JSON Schema (or leave it out)');
  const named = v.document_type === 'auto' ? null : v.document_type;
  let schema: JsonObject | null = given;
  let documentType: string | null = named;
  if (!schema && model.providers.length > 0) schema = ANSWER_SCHEMA;
  if (!schema && named && isCatalogTypeId(named)) schema = catalogSchema(named)!.schema as JsonObject;
  const byKind = schema === null;
  if (byKind) documentType = null;
  const req: ProcessRequest = {
    file: source.file, text: source.file ? null : source.text,
    prompt: v.prompt, outputSchema: schema,
    include: v.include_markdown ? ['markdown'] : [],
    split: null, match: null, registry: null, language: null, translate: null,
    documentType: named, async: v.async_mode, mode: null, format: 'json',
    older: {
      chunkSize: v.include_chunks ? TASK_DEFAULTS.chunkSize : null,
      appendices: null,
      model: { systemPrompt: v.system_prompt, context: v.context, temperature: v.temperature, maxTokens: v.max_tokens },
      schemaByKind: byKind,
      splitModelFallback: false,
    },
  };
  return { req, documentType, includeMarkdown: v.include_markdown, includeChunks: v.include_chunks };
}

export function presentTask(done: Executed, plan: TaskPlan, mode: ModelSettings['anonymization']): OlderTaskAnswer {
  const { envelope, older } = done;
  return {
    result: envelope.result ?? {},
    anonymization: { mode, items: older?.anonymizedItems ?? 0 },
    pages_processed: envelope.usage.pages,
    tokens_used: older?.modelTokens ?? 0,
    document_type: plan.documentType ?? older?.documentType ?? null,
    ...(plan.includeMarkdown ? { markdown: envelope.markdown ?? '' } : {}),
    ...(plan.includeChunks ? { chunks: older?.chunks ?? [] } : {}),
    usage: envelope.usage,
    metadata: envelope.metadata,
    warnings: envelope.warnings,
  };
}

/** Tasks of `/v1/task`: polled at `/v1/task/{id}`, their result the older task response. */
export function olderTaskFamily(plan: TaskPlan, mode: ModelSettings['anonymization']): TaskFamily {
  return { kind: 'task', present: (done) => presentTask(done, plan, mode) };
}
