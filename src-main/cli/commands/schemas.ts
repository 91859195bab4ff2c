import type { OptionSpec } from '../args';
import { formatOptions, parseArgs, usageError, valueOf } from '../args';
import type { Io } from '../context';
import { CONNECTION_OPTIONS, HELP_OPTION, connect, connectionSettings } from '../context';
import { EXIT } from '../exit-codes';
import type { ExitCode } from '../exit-codes';

const OPTIONS: OptionSpec[] = [
  { name: 'version', value: 'V', help: 'schema version (default latest)' },
  { name: 'json', help: 'the list as JSON; with TYPE, the whole catalog entry (type, version, titles, schema)' },
  ...CONNECTION_OPTIONS,
  HELP_OPTION,
];

export const SCHEMAS_HELP = `Usage: docintel schemas            list the catalog's schema types
       docintel schemas TYPE       print TYPE's JSON Schema (usable as --schema: docintel schemas invoice > s.json)

Options:
${formatOptions(OPTIONS)}`;

interface SchemaInfo { type: string; title_ru: string; title_en: string; latest_version: string; versions: string[] }

export async function schemasCommand(argv: string[], io: Io): Promise<ExitCode> {
  const parsed = parseArgs(argv, OPTIONS);
  if (parsed.flags.has('help')) {
    io.stdout.write(`${SCHEMAS_HELP}\n`);
    return EXIT.ok;
  }
  if (parsed.positionals.length > 1) throw usageError('at most one schema type');
  const type = parsed.positionals[0];
  if (!type && valueOf(parsed, 'version')) throw usageError('--version needs a TYPE');
  const connection = await connect(connectionSettings(parsed, io.env), 'client', io);
  try {
    const client = connection.client;
    const json = parsed.flags.has('json');
    if (type) {
      const version = valueOf(parsed, 'version') ?? 'latest';
      const entry = await client.json<{ schema: unknown }>('GET', `/v1/schemas/${encodeURIComponent(type)}/${encodeURIComponent(version)}`);
      io.stdout.write(`${JSON.stringify(json ? entry : entry.schema, null, 2)}\n`);
      return EXIT.ok;
    }
    const list = await client.json<{ schemas: SchemaInfo[] }>('GET', '/v1/schemas');
    if (json) io.stdout.write(`${JSON.stringify(list, null, 2)}\n`);
    else {
      const width = Math.max(4, ...list.schemas.map((s) => s.type.length));
      const rows = list.schemas.map((s) => `${s.type.padEnd(width)}  ${s.latest_version.padEnd(7)}  ${s.title_en} / ${s.title_ru}${s.versions.length > 1 ? `  (versions ${s.versions.join(', ')})` : ''}`);
      io.stdout.write(`${'TYPE'.padEnd(width)}  LATEST   TITLE\n${rows.join('\n')}\n`);
    }
    return EXIT.ok;
  } finally {
    await connection.close();
  }
}
