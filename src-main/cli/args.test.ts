import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatOptions, listOf, parseArgs, positiveIntOf, valueOf } from './args';
import type { OptionSpec } from './args';
import { CliError, EXIT } from './exit-codes';

const OPTIONS: OptionSpec[] = [
  { name: 'schema', value: 'S.json', help: 'schema file' },
  { name: 'include', value: 'LIST', repeat: true, help: 'sections' },
  { name: 'json', help: 'as JSON' },
  { name: 'quiet', short: 'q', help: 'quiet' },
  { name: 'parallel', value: 'N', help: 'lanes' },
];

function usage(fn: () => unknown, message: RegExp): void {
  assert.throws(fn, (err: unknown) => err instanceof CliError && err.exit === EXIT.usage && message.test(err.message));
}

describe('CLI argument parsing', () => {
  it('values (spaced and with =), flags, short flags and positionals in any order', () => {
    const p = parseArgs(['a.pdf', '--schema', 's.json', '-q', 'b.pdf', '--json', '--include=markdown,fields', '--include', 'tables'], OPTIONS);
    assert.deepEqual(p.positionals, ['a.pdf', 'b.pdf']);
    assert.equal(valueOf(p, 'schema'), 's.json');
    assert.deepEqual([...p.flags].sort(), ['json', 'quiet']);
    assert.deepEqual(listOf(p, 'include'), ['markdown', 'fields', 'tables']);
  });

  it('`--` ends the options: a file named like an option is still a file; `-` is a positional', () => {
    const p = parseArgs(['--json', '--', '--schema', '-q'], OPTIONS);
    assert.deepEqual(p.positionals, ['--schema', '-q']);
    assert.deepEqual(parseArgs(['-'], OPTIONS).positionals, ['-']);
  });

  it('an empty value given with = is a value, not a missing one', () => {
    assert.equal(valueOf(parseArgs(['--schema='], OPTIONS), 'schema'), '');
  });

  it('refuses what would otherwise be silently ignored: unknown options, missing values, a value on a flag, a single option twice', () => {
    usage(() => parseArgs(['--colour', 'red'], OPTIONS), /^unknown option '--colour' \(see --help\)$/);
    usage(() => parseArgs(['-x'], OPTIONS), /^unknown option '-x'/);
    usage(() => parseArgs(['--schema'], OPTIONS), /^option '--schema' needs a value \(S\.json\)/);
    usage(() => parseArgs(['--json=yes'], OPTIONS), /^option '--json' takes no value/);
    usage(() => parseArgs(['--schema', 'a', '--schema', 'b'], OPTIONS), /^option '--schema' given twice/);
  });

  it('integer options are bounded', () => {
    assert.equal(positiveIntOf(parseArgs([], OPTIONS), 'parallel', 2, 16), 2);
    assert.equal(positiveIntOf(parseArgs(['--parallel', '16'], OPTIONS), 'parallel', 2, 16), 16);
    for (const bad of ['0', '17', '1.5', 'two']) usage(() => positiveIntOf(parseArgs(['--parallel', bad], OPTIONS), 'parallel', 2, 16), /--parallel must be an integer 1\.\.16/);
  });

  it('help lists every option with its value name, aligned', () => {
    const lines = formatOptions(OPTIONS).split('\n');
    assert.equal(lines.length, OPTIONS.length);
    assert.equal(lines[0], '      --schema S.json  schema file');
    assert.equal(lines[3], '  -q, --quiet          quiet');
  });
});
