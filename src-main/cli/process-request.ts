import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import type { JsonObject, ProcessEnvelope } from '../../src-shared/contract/envelope';
import type { TaskAccepted, TaskPoll, TaskProgress } from '../../src-shared/contract/tasks';
import { CliError, EXIT, ServerError } from './exit-codes';
import type { ApiClient } from './http';

/** What one `/v1/process` call asks, before it becomes multipart (a file) or JSON (text). */
export interface ProcessAsk {
  schema?: JsonObject;
  prompt?: string;
  include?: string[];
  split?: { mode: 'auto'; return_files?: boolean; max_documents?: number };
  match?: { key_column: string; values_from?: string };
  registry?: LocalFile;
  translate?: { to: string };
  language?: string;
  documentType?: string;
}

export interface LocalFile {
  name: string;
  bytes: Buffer;
}

export type Source = { file: LocalFile } | { text: string };

/** Reads a local file for upload; a missing or unreadable one is exit 3 with its path and reason. */
export async function readLocal(path: string, what: string): Promise<LocalFile> {
  try {
    return { name: basename(path), bytes: await readFile(path) };
  } catch (err) {
    const code = (err as { code?: string }).code ?? (err instanceof Error ? err.message : String(err));
    throw new CliError(EXIT.file, `cannot read ${what} '${path}' (${code})`);
  }
}

/** A JSON Schema file for --schema: readable (exit 3) and a JSON object (exit 2, the user's input is wrong). */
export async function readSchemaFile(path: string): Promise<JsonObject> {
  const file = await readLocal(path, 'schema file');
  let parsed: unknown;
  try {
    parsed = JSON.parse(file.bytes.toString('utf8'));
  } catch (err) {
    throw new CliError(EXIT.usage, `schema file '${path}' is not JSON (${err instanceof Error ? err.message : String(err)})`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new CliError(EXIT.usage, `schema file '${path}' must hold a JSON object (a JSON Schema)`);
  return parsed as JsonObject;
}

/** A catalog schema by type (`GET /v1/schemas/{type}/{version}`), as --type and the MCP tools name it. */
export async function catalogSchema(client: ApiClient, type: string, version = 'latest'): Promise<JsonObject> {
  const entry = await client.json<{ schema: JsonObject }>('GET', `/v1/schemas/${encodeURIComponent(type)}/${encodeURIComponent(version)}`);
  return entry.schema;
}

/** The request body: multipart for a file (objects as JSON strings, SPEC), JSON for text. */
export function processBody(source: Source, ask: ProcessAsk, async: boolean): FormData | JsonObject {
  const fields: Record<string, unknown> = {
    output_schema: ask.schema,
    prompt: ask.prompt,
    include: ask.include && ask.include.length > 0 ? ask.include : undefined,
    split: ask.split,
    match: ask.match,
    translate: ask.translate,
    language: ask.language,
    document_type: ask.documentType,
    async: async || undefined,
  };
  const present = Object.entries(fields).filter(([, v]) => v !== undefined);
  if ('text' in source) {
    if (ask.registry) throw new CliError(EXIT.usage, 'a registry needs a file input: the server takes it as multipart');
    return Object.fromEntries([['text', source.text], ...present]) as JsonObject;
  }
  const form = new FormData();
  form.append('file', new Blob([source.file.bytes]), source.file.name);
  if (ask.registry) form.append('registry', new Blob([ask.registry.bytes]), ask.registry.name);
  for (const [name, value] of present) form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  return form;
}

/** Poll cadence: quick at first (short jobs end fast), then once a second. */
const POLL_FIRST_MS = 200;
const POLL_MAX_MS = 1_000;

export interface TaskRun {
  taskId: string;
  envelope: ProcessEnvelope;
}

/**
 * One document through `/v1/process` as async work: start, then poll `GET /v1/process/{task_id}`
 * (which reports `progress`) until done. A task that ends in `error` throws its code like a
 * synchronous error would, so callers handle one kind of failure.
 */
export async function runTask(client: ApiClient, source: Source, ask: ProcessAsk, onProgress?: (p: TaskProgress | null) => void, onAccepted?: (taskId: string) => void): Promise<TaskRun> {
  const accepted = await client.json<TaskAccepted>('POST', '/v1/process', processBody(source, ask, true));
  if (typeof accepted.task_id !== 'string') throw new CliError(EXIT.server, 'the server did not answer an async start with a task_id');
  onAccepted?.(accepted.task_id);
  let wait = POLL_FIRST_MS;
  for (;;) {
    const poll = await client.json<TaskPoll>('GET', `/v1/process/${encodeURIComponent(accepted.task_id)}`);
    if (poll.status === 'done' && poll.result) return { taskId: accepted.task_id, envelope: poll.result };
    if (poll.status === 'error') {
      const e = poll.error ?? { code: 'PROCESSING_ERROR', message: 'the task failed', details: {} };
      throw new ServerError(200, e.code, e.message, e.details);
    }
    onProgress?.(poll.progress ?? null);
    await new Promise((r) => setTimeout(r, wait));
    wait = Math.min(POLL_MAX_MS, wait * 2);
  }
}

/** The Excel workbook of a finished task (`format=xlsx`, SPEC rule 5); JSON back means the export failed. */
export async function taskWorkbook(client: ApiClient, taskId: string): Promise<Buffer> {
  const reply = await client.request('GET', `/v1/process/${encodeURIComponent(taskId)}?format=xlsx`);
  if (reply.contentType.includes('spreadsheetml')) return reply.body;
  throw new CliError(EXIT.server, 'xlsx_export_failed: the server returned JSON instead of a workbook (see the warnings of the result)');
}

/** Writes `<name>-<n>-<doc_type>.pdf` per section and puts its path in place of the base64. */
export async function saveSections(envelope: ProcessEnvelope, dir: string, fileName: string): Promise<string[]> {
  const saved: string[] = [];
  try {
    await mkdir(dir, { recursive: true });
    const stem = basename(fileName, extname(fileName));
    for (const d of envelope.documents ?? []) {
      if (!d.pdf_base64) continue;
      const path = join(dir, `${stem}-${d.index + 1}-${d.doc_type.replace(/[^\p{L}\p{N}_-]+/gu, '_')}.pdf`);
      await writeFile(path, Buffer.from(d.pdf_base64, 'base64'));
      delete d.pdf_base64;
      (d as unknown as { saved_path: string }).saved_path = path;
      saved.push(path);
    }
  } catch (err) {
    throw new CliError(EXIT.file, `cannot write sections into '${dir}' (${(err as { code?: string }).code ?? String(err)})`);
  }
  return saved;
}
