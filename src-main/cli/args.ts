import { CliError, EXIT } from './exit-codes';

/** One option of a command: a flag when `value` is absent, else it takes a value (named `value` in help). */
export interface OptionSpec {
  name: string;
  short?: string;
  value?: string;
  /** May be given several times; every value is kept in order. */
  repeat?: boolean;
  help: string;
}

export interface Parsed {
  values: Map<string, string[]>;
  flags: Set<string>;
  positionals: string[];
}

export function usageError(message: string): CliError {
  return new CliError(EXIT.usage, `${message} (see --help)`);
}

/**
 * `--name value`, `--name=value`, `-x value`, flags, and `--` before positionals that start with a dash.
 * Unknown options are refused rather than ignored: a typo must not change what is processed.
 */
export function parseArgs(argv: readonly string[], options: readonly OptionSpec[]): Parsed {
  const byName = new Map(options.map((o) => [o.name, o]));
  const byShort = new Map(options.filter((o) => o.short).map((o) => [o.short as string, o]));
  const out: Parsed = { values: new Map(), flags: new Set(), positionals: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') {
      out.positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      out.positionals.push(arg);
      continue;
    }
    const long = arg.startsWith('--');
    const eq = long ? arg.indexOf('=') : -1;
    const name = long ? arg.slice(2, eq === -1 ? undefined : eq) : arg.slice(1);
    const spec = long ? byName.get(name) : byShort.get(name);
    if (!spec) throw usageError(`unknown option '${long ? `--${name}` : arg}'`);
    if (spec.value === undefined) {
      if (eq !== -1) throw usageError(`option '--${spec.name}' takes no value`);
      out.flags.add(spec.name);
      continue;
    }
    const value = eq !== -1 ? arg.slice(eq + 1) : argv[++i];
    if (value === undefined) throw usageError(`option '--${spec.name}' needs a value (${spec.value})`);
    const list = out.values.get(spec.name) ?? [];
    if (list.length > 0 && !spec.repeat) throw usageError(`option '--${spec.name}' given twice`);
    list.push(value);
    out.values.set(spec.name, list);
  }
  return out;
}

/** The single value of an option, or undefined. */
export function valueOf(parsed: Parsed, name: string): string | undefined {
  return parsed.values.get(name)?.[0];
}

/** Comma- or repeat-separated lists: `--include markdown,fields` and `--include markdown --include fields`. */
export function listOf(parsed: Parsed, name: string): string[] {
  return (parsed.values.get(name) ?? []).flatMap((v) => v.split(',')).map((v) => v.trim()).filter((v) => v !== '');
}

export function positiveIntOf(parsed: Parsed, name: string, fallback: number, max: number): number {
  const raw = valueOf(parsed, name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max) throw usageError(`--${name} must be an integer 1..${max}, got '${raw}'`);
  return n;
}

/** The options block of a help text, aligned. */
export function formatOptions(options: readonly OptionSpec[]): string {
  const heads = options.map((o) => `${o.short ? `-${o.short}, ` : '    '}--${o.name}${o.value ? ` ${o.value}` : ''}`);
  const width = Math.max(...heads.map((h) => h.length)) + 2;
  return options.map((o, i) => `  ${(heads[i] as string).padEnd(width)}${o.help}`).join('\n');
}
