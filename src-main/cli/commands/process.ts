import { constants } from 'node:fs';
import { access, stat, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { JsonObject, ProcessEnvelope } from '../../../src-shared/contract/envelope';
import type { OptionSpec, Parsed } from '../args';
import { formatOptions, listOf, parseArgs, positiveIntOf, usageError, valueOf } from '../args';
import type { Io } from '../context';
import { CONNECTION_OPTIONS, HELP_OPTION, connect, connectionSettings } from '../context';
import { CliError, EXIT, ServerError } from '../exit-codes';
import type { ExitCode } from '../exit-codes';
import type { ApiClient } from '../http';
import { ProgressBoard } from '../progress';
import type { ProcessAsk, Source } from '../process-request';
import { catalogSchema, readLocal, readSchemaFile, runTask, saveSections, taskWorkbook } from '../process-request';
import { summarize } from '../summary';

/** After Ctrl+C, how long starts already sent may take to answer with the task id that is then cancelled. */
const START_ANSWER_GRACE_MS = 10_000;
/** Documents in flight at once: the server's default two workers stay busy without a long queue. */
const DEFAULT_PARALLEL = 2;

const OPTIONS: OptionSpec[] = [
  { name: 'schema', value: 'S.json', help: 'extract data shaped by this JSON Schema file' },
  { name: 'type', value: 'TYPE', help: 'extract with a catalog schema (invoice, upd, torg12, act, contract, cmr, packing_list, specification)' },
  { name: 'prompt', value: 'TEXT', help: 'instruction for the model (needs --schema or --type)' },
  { name: 'text', value: 'TEXT', help: 'process this text instead of files' },
  { name: 'include', value: 'LIST', repeat: true, help: 'sections to return: markdown,fragments,tables,fields' },
  { name: 'split', help: 'split a composite PDF into its documents (with a schema, each is extracted)' },
  { name: 'save-sections', value: 'DIR', help: 'with --split: write each section as its own PDF into DIR' },
  { name: 'registry', value: 'R.csv', help: 'match the result against this CSV/XLS/XLSX registry (needs --key-column)' },
  { name: 'key-column', value: 'C', help: 'registry column holding the identifiers' },
  { name: 'values-from', value: 'PATH', help: 'result field with the values to match, e.g. items[].article (default: by column name)' },
  { name: 'translate', value: 'LANG', help: 'translate the result\'s strings to LANG (e.g. en)' },
  { name: 'language', value: 'LANG', help: 'document language: ru, en or zh (zh is required for Chinese scans)' },
  { name: 'xlsx', value: 'OUT.xlsx', help: 'also write the Excel workbook (several files: one workbook, a block per document)' },
  { name: 'json', help: 'print the envelope as JSON (several files: an array of {file, envelope, error})' },
  { name: 'parallel', value: 'N', help: `documents in flight at once (default ${DEFAULT_PARALLEL})` },
  { name: 'quiet', short: 'q', help: 'no progress on stderr' },
  ...CONNECTION_OPTIONS,
  HELP_OPTION,
];

export const PROCESS_HELP = `Usage: docintel process FILE… [--schema S.json | --type TYPE] [options]
       docintel process --text TEXT [--schema S.json | --type TYPE] [options]

Sends each file to POST /v1/process as async work and polls it, with a progress row per file on
stderr. Without a schema, --split or --include, the markdown of each file is returned.

Options:
${formatOptions(OPTIONS)}`;

interface Outcome {
  name: string;
  envelope: ProcessEnvelope | null;
  taskId: string | null;
  error: CliError | null;
}

export async function processCommand(argv: string[], io: Io): Promise<ExitCode> {
  const parsed = parseArgs(argv, OPTIONS);
  if (parsed.flags.has('help')) {
    io.stdout.write(`${PROCESS_HELP}\n`);
    return EXIT.ok;
  }
  const plan = await planOf(parsed);
  // Local files first: a wrong path is exit 3 before any server is asked or started.
  const ask = await askOf(parsed);
  const settings = connectionSettings(parsed, io.env);
  const connection = await connect(settings, 'client', io);
  try {
    const type = valueOf(parsed, 'type');
    if (type) ask.schema = await catalogSchema(connection.client, type);
    const names = plan.sources.map((s) => s.name);
    const board = new ProgressBoard(io.stderr, names, !parsed.flags.has('quiet'));
    const outcomes = await runAll(connection.client, plan.sources, ask, board, {
      parallel: positiveIntOf(parsed, 'parallel', DEFAULT_PARALLEL, 16),
      sectionsDir: valueOf(parsed, 'save-sections'),
      onInterrupt: async () => { await connection.close(); },
      io,
    });
    board.finish();
    const xlsx = valueOf(parsed, 'xlsx');
    if (xlsx) await writeWorkbook(connection.client, xlsx, outcomes, ask.schema as JsonObject, io);
    print(outcomes, parsed.flags.has('json'), io);
    return exitOf(outcomes);
  } finally {
    await connection.close();
  }
}

interface PlannedSource {
  name: string;
  load(): Promise<Source>;
}

/** Everything checked before any byte is sent: options that go together, and every input readable. */
async function planOf(parsed: Parsed): Promise<{ sources: PlannedSource[] }> {
  const text = valueOf(parsed, 'text');
  const files = parsed.positionals;
  if (text !== undefined && files.length > 0) throw usageError('give files or --text, not both');
  if (text === undefined && files.length === 0) throw usageError('no input: name one or more files, or give --text');
  if (valueOf(parsed, 'schema') && valueOf(parsed, 'type')) throw usageError('give --schema or --type, not both');
  if (valueOf(parsed, 'registry') && !valueOf(parsed, 'key-column')) throw usageError('--registry needs --key-column');
  if (!valueOf(parsed, 'registry') && (valueOf(parsed, 'key-column') || valueOf(parsed, 'values-from'))) throw usageError('--key-column and --values-from need --registry');
  if (valueOf(parsed, 'save-sections') && !parsed.flags.has('split')) throw usageError('--save-sections needs --split');
  if (valueOf(parsed, 'xlsx') && !valueOf(parsed, 'schema') && !valueOf(parsed, 'type')) throw usageError('--xlsx needs --schema or --type: the workbook\'s columns come from the schema');
  if (text !== undefined) return { sources: [{ name: 'text', load: async () => ({ text }) }] };
  for (const path of files) {
    try {
      await access(path, constants.R_OK);
      if (!(await stat(path)).isFile()) throw Object.assign(new Error('not a file'), { code: 'not a regular file' });
    } catch (err) {
      throw new CliError(EXIT.file, `cannot read input '${path}' (${(err as { code?: string }).code ?? String(err)})`);
    }
  }
  const counts = new Map<string, number>();
  for (const f of files) counts.set(basename(f), (counts.get(basename(f)) ?? 0) + 1);
  return {
    sources: files.map((path) => ({
      // The same base name twice in a batch is shown by its path, so rows and results stay apart.
      name: (counts.get(basename(path)) ?? 0) > 1 ? path : basename(path),
      load: async () => ({ file: await readLocal(path, 'input') }),
    })),
  };
}

/** The request from the options and local files; a catalog `--type` is filled in once connected. */
async function askOf(parsed: Parsed): Promise<ProcessAsk> {
  const schemaPath = valueOf(parsed, 'schema');
  const schema = schemaPath ? await readSchemaFile(schemaPath) : undefined;
  const hasSchema = schema !== undefined || valueOf(parsed, 'type') !== undefined;
  const registryPath = valueOf(parsed, 'registry');
  const include = listOf(parsed, 'include');
  const keyColumn = valueOf(parsed, 'key-column');
  const valuesFrom = valueOf(parsed, 'values-from');
  const translate = valueOf(parsed, 'translate');
  const split = parsed.flags.has('split');
  return {
    schema,
    prompt: valueOf(parsed, 'prompt'),
    // Nothing asked at all: the markdown is the useful answer (SPEC "Parse only").
    include: include.length > 0 ? include : hasSchema || split ? undefined : ['markdown'],
    split: split ? { mode: 'auto', ...(valueOf(parsed, 'save-sections') ? { return_files: true } : {}) } : undefined,
    match: keyColumn ? { key_column: keyColumn, ...(valuesFrom ? { values_from: valuesFrom } : {}) } : undefined,
    registry: registryPath ? await readLocal(registryPath, 'registry') : undefined,
    translate: translate ? { to: translate } : undefined,
    language: valueOf(parsed, 'language'),
  };
}

interface RunOptions {
  parallel: number;
  sectionsDir: string | undefined;
  onInterrupt: () => Promise<void>;
  io: Io;
}

async function runAll(client: ApiClient, sources: PlannedSource[], ask: ProcessAsk, board: ProgressBoard, options: RunOptions): Promise<Outcome[]> {
  const outcomes: Outcome[] = sources.map((s) => ({ name: s.name, envelope: null, taskId: null, error: null }));
  // Ctrl+C: the server's tasks of this run are cancelled (nothing billed for them), not left running.
  /** Task id → file name of the tasks running on the server. */
  const active = new Map<string, string>();
  /** Starts sent but not yet answered: their task ids arrive after Ctrl+C and are cancelled as they come. */
  const starting = new Set<Promise<unknown>>();
  let interrupted = false;
  const cancel = async ([id, name]: [string, string]): Promise<void> => {
    try {
      await client.request('DELETE', `/v1/process/${encodeURIComponent(id)}`);
      options.io.stderr.write(`docintel: cancelled task ${id} (${name})\n`);
    } catch (err) {
      options.io.stderr.write(`docintel: task ${id} (${name}) could not be cancelled: ${err instanceof Error ? err.message : String(err)}\n`);
    }
  };
  const interrupt = (): void => {
    interrupted = true;
    board.mute();
    options.io.stderr.write('\ndocintel: interrupted; cancelling this run\'s tasks\n');
    const grace = new Promise((r) => setTimeout(r, START_ANSWER_GRACE_MS).unref());
    void Promise.race([Promise.allSettled([...starting]), grace])
      .then(() => Promise.allSettled([...active].map(cancel)))
      .then(() => options.onInterrupt())
      .finally(() => process.exit(EXIT.interrupted));
  };
  process.once('SIGINT', interrupt);
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < sources.length && !interrupted) {
      const i = next++;
      const out = outcomes[i] as Outcome;
      board.set(i, { state: 'running', progress: null });
      try {
        let accepted!: () => void;
        const started = new Promise<void>((r) => { accepted = r; });
        starting.add(started);
        const run = await runTask(client, await (sources[i] as PlannedSource).load(), ask, (progress) => board.set(i, { state: 'running', progress }), (id) => {
          active.set(id, out.name);
          accepted();
        }).finally(() => { accepted(); starting.delete(started); });
        active.delete(run.taskId);
        if (options.sectionsDir) await saveSections(run.envelope, options.sectionsDir, out.name);
        out.envelope = run.envelope;
        out.taskId = run.taskId;
        board.set(i, { state: 'done', detail: `${run.envelope.metadata.extraction_status}, ${run.envelope.usage.pages} page${run.envelope.usage.pages === 1 ? '' : 's'}` });
      } catch (err) {
        if (!(err instanceof CliError)) throw err;
        out.error = err;
        board.set(i, { state: 'failed', detail: err.message });
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(options.parallel, sources.length) }, lane));
  } finally {
    process.off('SIGINT', interrupt);
  }
  // Interrupted: the lanes ended because the server went away; the interrupt handler exits 130.
  if (interrupted) await new Promise(() => undefined);
  return outcomes;
}

/** One file: the task's own `format=xlsx`. Several: one workbook of every successful document (`POST /v1/export/xlsx`). */
async function writeWorkbook(client: ApiClient, path: string, outcomes: Outcome[], schema: JsonObject, io: Io): Promise<void> {
  const ok = outcomes.filter((o) => o.envelope);
  if (ok.length === 0) return;
  let bytes: Buffer;
  if (outcomes.length === 1 && ok[0]?.taskId) bytes = await taskWorkbook(client, ok[0].taskId);
  else {
    const documents = ok.flatMap((o) => sectionsOf(o.name, o.envelope as ProcessEnvelope));
    bytes = (await client.request('POST', '/v1/export/xlsx', { output_schema: schema, documents, file_name: basename(path) })).body;
  }
  try {
    await writeFile(path, bytes);
  } catch (err) {
    throw new CliError(EXIT.file, `cannot write workbook '${path}' (${(err as { code?: string }).code ?? String(err)})`);
  }
  io.stderr.write(`docintel: workbook written to ${path}${ok.length < outcomes.length ? ` (${ok.length} of ${outcomes.length} files; the others failed)` : ''}\n`);
}

function sectionsOf(name: string, env: ProcessEnvelope): JsonObject[] {
  if (env.documents) {
    return env.documents.map((d) => ({ pages: d.pages, doc_type: `${name} · ${d.doc_type}`, result: d.result, translated: d.translated?.result ?? null }));
  }
  return [{ pages: [1, Math.max(1, env.usage.sheets ?? env.usage.pages)], doc_type: name, result: env.result, translated: env.translated?.result ?? null }];
}

function print(outcomes: Outcome[], json: boolean, io: Io): void {
  for (const o of outcomes) if (o.error) io.stderr.write(`docintel: ${o.name}: ${o.error.message}\n`);
  if (json) {
    const body = outcomes.length === 1
      ? outcomes[0]?.envelope
      : outcomes.map((o) => ({ file: o.name, envelope: o.envelope, error: o.error ? errorJson(o.error) : null }));
    if (body) io.stdout.write(`${JSON.stringify(body, null, 2)}\n`);
    return;
  }
  const text = outcomes.filter((o) => o.envelope).map((o) => summarize(o.name, o.envelope as ProcessEnvelope));
  if (text.length > 0) io.stdout.write(`${text.join('\n\n')}\n`);
}

function errorJson(err: CliError): JsonObject {
  if (err instanceof ServerError) return { code: err.code, message: err.message.slice(err.code.length + 2), details: (err.details ?? null) as JsonObject | null };
  return { code: 'CLI_ERROR', message: err.message, details: null };
}

/** All done: 0. All failed: the first failure's own code. Some: 6. */
export function exitOf(outcomes: readonly { error: CliError | null }[]): ExitCode {
  const failed = outcomes.filter((o) => o.error);
  if (failed.length === 0) return EXIT.ok;
  if (failed.length < outcomes.length) return EXIT.partial;
  return (failed[0]?.error as CliError).exit;
}
