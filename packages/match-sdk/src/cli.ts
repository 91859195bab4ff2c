import { createWriteStream } from 'node:fs';
import type { ReadStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { AppError } from '../../../src-shared/contract/app-error';
import type { JsonValue } from '../../../src-shared/contract/envelope';
import { CsvEncodingError } from './csv';
import { writeJson } from './json-out';
import type { TextSink } from './json-out';
import { matchCsv } from './match-csv';
import { MissingValuesFrom, ResultShapeError, valuesFromAnswer } from './result';

/** Exit codes: what failed, for scripts. */
export const EXIT = {
  ok: 0,
  /** A bug of this program (please report it). */
  failure: 1,
  /** The command line is wrong: unknown option, missing value, `--help` not asked but needed. */
  usage: 2,
  /** An input could not be read: missing file, registry not UTF-8 CSV (or a workbook), result not JSON. */
  unreadable: 3,
  /** Both were read but cannot be matched: key column not in the registry, no values in the field. */
  notMatchable: 4,
  /** The answer could not be written. */
  output: 5,
} as const;

/** Where the command reads and writes; `runMatchCli` is called with the process's own by the bin, with others by tests and the main CLI. */
export interface CliIo {
  stdin: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>;
  stdout: TextSink;
  stderr: { write(chunk: string): unknown };
  /** Relative paths are read from here (default: the process's working directory). */
  cwd?: string;
  /** How the command is called, for its help and messages (default `docintel-match`; the main CLI passes `docintel match`). */
  programName?: string;
}

/** The usage text; `program` is how the command is called (`docintel match` from the main CLI). */
export const help = (program = 'docintel-match'): string => `Usage: ${program} --registry REGISTRY.csv --key-column COLUMN --result RESULT.json [--values-from PATH] [options]

DocIntel's registry match on your machine, for registries of any size.

Compares the values of one field of an API answer with a registry column and prints the same answer
as POST /v1/match: {match, values, registry, warnings}. The registry is streamed row by row.

Options:
  -r, --registry FILE     The registry as CSV (UTF-8; delimiter , ; tab or | guessed). '-' reads stdin.
                          XLSX/XLS are not read here: save the sheet as "CSV UTF-8".
  -k, --key-column NAME   The registry column holding the keys (exact, else case- and space-insensitive).
      --result FILE       What the API answered: a /v1/process envelope, a poll body, a bare result
                          object, or a JSON array of strings (the values themselves). '-' reads stdin.
  -f, --values-from PATH  The result field to compare, e.g. items[].article or seller.inn. Needed unless
                          the envelope has match.values_field, or the result is an array of strings.
  -o, --output FILE       Write the answer there instead of stdout.
      --match-only        Print only the match object.
      --compact           One line of JSON instead of indented.
  -h, --help              This text.

Exit codes: 0 matched; 2 wrong command line; 3 an input unreadable (missing file, not UTF-8 CSV,
result not JSON); 4 not matchable (key column not in the registry, no values in the field);
5 the answer could not be written; 1 a bug.`;

/** The command: parses `argv` (without the program name), runs the match, returns the exit code. Never throws. */
export async function runMatchCli(argv: readonly string[], io: CliIo): Promise<number> {
  const program = io.programName ?? 'docintel-match';
  const fail = (code: number, message: string, details?: unknown): number => {
    io.stderr.write(`${program}: ${message}\n`);
    if (details !== undefined) io.stderr.write(`details: ${JSON.stringify(details)}\n`);
    return code;
  };
  let args;
  try {
    args = parseArgs({ args: [...argv], allowPositionals: false, strict: true, options: {
      registry: { type: 'string', short: 'r' }, 'key-column': { type: 'string', short: 'k' }, result: { type: 'string' },
      'values-from': { type: 'string', short: 'f' }, output: { type: 'string', short: 'o' }, 'match-only': { type: 'boolean' },
      compact: { type: 'boolean' }, help: { type: 'boolean', short: 'h' },
    } }).values;
  } catch (err) {
    return fail(EXIT.usage, `${(err as Error).message}\nRun ${program} --help for the options.`);
  }
  if (args.help) {
    io.stdout.write(`${help(program)}\n`);
    return EXIT.ok;
  }
  const missing = (['registry', 'key-column', 'result'] as const).filter((name) => !args[name]);
  if (missing.length > 0) return fail(EXIT.usage, `missing ${missing.map((m) => `--${m}`).join(', ')}\nRun ${program} --help for the options.`);
  const registryPath = args.registry as string;
  const resultPath = args.result as string;
  if (registryPath === '-' && resultPath === '-') return fail(EXIT.usage, 'only one of --registry and --result can read stdin');
  if (/\.(xlsx|xlsm|xls)$/i.test(registryPath)) return fail(EXIT.unreadable, `${registryPath}: workbooks are not read here; save the sheet as "CSV UTF-8" and pass that`);
  const at = (p: string): string => resolve(io.cwd ?? process.cwd(), p);

  let answer: JsonValue;
  try {
    const text = resultPath === '-' ? await readAll(io.stdin) : await readFile(at(resultPath), 'utf8');
    answer = JSON.parse(text) as JsonValue;
  } catch (err) {
    return fail(EXIT.unreadable, `the result ${resultPath === '-' ? 'on stdin' : resultPath} could not be read: ${(err as Error).message}`);
  }
  let source;
  try {
    source = valuesFromAnswer(answer, (args['values-from'] as string | undefined) ?? null);
  } catch (err) {
    if (err instanceof MissingValuesFrom) return fail(EXIT.usage, err.message);
    if (err instanceof ResultShapeError) return fail(EXIT.unreadable, `the result ${resultPath}: ${err.message}`);
    return fail(EXIT.failure, `unexpected error: ${(err as Error).stack ?? String(err)}`);
  }

  let file: ReadStream | null = null;
  try {
    // Opened before anything is matched, so a missing registry is told as such (and no stream is left unread).
    if (registryPath !== '-') file = (await open(at(registryPath))).createReadStream();
  } catch (err) {
    return fail(EXIT.unreadable, `${registryPath}: ${(err as Error).message}`);
  }
  let out;
  try {
    out = await matchCsv(refuseWorkbooks(file ?? io.stdin, registryPath), registryPath === '-' ? 'stdin' : basename(registryPath),
      source.values, { keyColumn: args['key-column'] as string, valuesField: source.valuesField });
  } catch (err) {
    if (err instanceof AppError) {
      const code = err.code === 'MATCH_REGISTRY_INVALID' ? EXIT.unreadable : EXIT.notMatchable;
      return fail(code, `${err.message} [${err.code}]`, err.details);
    }
    if (err instanceof CsvEncodingError || err instanceof WorkbookError) return fail(EXIT.unreadable, `${registryPath}: ${err.message} [MATCH_REGISTRY_INVALID]`);
    if ((err as NodeJS.ErrnoException).code) return fail(EXIT.unreadable, `${registryPath}: ${(err as Error).message}`);
    return fail(EXIT.failure, `unexpected error: ${(err as Error).stack ?? String(err)}`);
  } finally {
    file?.destroy();
  }
  for (const w of out.warnings) io.stderr.write(`warning ${w.code}: ${w.message}\n`);
  try {
    const answer = args['match-only'] ? out.match : out;
    const indent = args.compact ? 0 : 2;
    if (args.output) await writeToFile(at(args.output as string), answer, indent);
    else await writeJson(answer, io.stdout, indent);
  } catch (err) {
    return fail(EXIT.output, `the answer could not be written: ${(err as Error).message}`);
  }
  return EXIT.ok;
}

async function writeToFile(path: string, value: unknown, indent: number): Promise<void> {
  const file = createWriteStream(path);
  const failed = new Promise<never>((_, reject) => file.once('error', reject));
  await Promise.race([writeJson(value, file, indent), failed]);
  file.end();
  await finished(file);
}

class WorkbookError extends Error {}

/** A workbook sent as the registry (ZIP or OLE bytes) is told apart from CSV at its first bytes. */
async function* refuseWorkbooks(chunks: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>, name: string): AsyncGenerator<Uint8Array | string> {
  let first = true;
  for await (const chunk of chunks) {
    if (first && typeof chunk !== 'string' && chunk.length >= 4) {
      const zip = chunk[0] === 0x50 && chunk[1] === 0x4b && chunk[2] === 0x03 && chunk[3] === 0x04;
      const ole = chunk[0] === 0xd0 && chunk[1] === 0xcf && chunk[2] === 0x11 && chunk[3] === 0xe0;
      if (zip || ole) throw new WorkbookError(`${name === '-' ? 'stdin' : name} holds a workbook, not CSV; save the sheet as "CSV UTF-8"`);
    }
    first = false;
    yield chunk;
  }
}

async function readAll(chunks: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>): Promise<string> {
  const parts: string[] = [];
  const decoder = new TextDecoder();
  for await (const c of chunks) parts.push(typeof c === 'string' ? c : decoder.decode(c, { stream: true }));
  parts.push(decoder.decode());
  return parts.join('');
}
