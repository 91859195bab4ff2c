import { formatOptions } from './args';
import { usageError } from './args';
import type { Io } from './context';
import { CONNECTION_OPTIONS } from './context';
import { CliError, EXIT, EXIT_TABLE } from './exit-codes';
import type { ExitCode } from './exit-codes';
import { backupCommand } from './commands/backup';
import { keysCommand } from './commands/keys';
import { processCommand } from './commands/process';
import { schemasCommand } from './commands/schemas';
import { serveCommand } from './commands/serve';
import { appVersion } from './version';

export interface CommandEntry {
  summary: string;
  run(argv: string[], io: Io): Promise<ExitCode>;
}

/**
 * The subcommands, one row each. `match` (the client-side matching SDK of packages/match-sdk) and
 * `mcp` are added by their modules through this table, so wiring a command is one line.
 */
export const COMMANDS: Record<string, CommandEntry> = {
  process: { summary: 'extract data from files or text (POST /v1/process, with progress)', run: processCommand },
  schemas: { summary: 'list the schema catalog, or print one schema', run: schemasCommand },
  keys: { summary: 'clients and keys (admin): list, create, show, add, revoke, rotate, usage', run: keysCommand },
  serve: { summary: 'run the server (same as npm run serve)', run: serveCommand },
  mcp: { summary: 'run the MCP server on stdio for desktop agents', run: async (argv, io) => (await import('../mcp/command')).mcpCommand(argv, io) },
  // The client-side matching SDK (packages/match-sdk): no server, a registry of any size streamed on this machine.
  match: { summary: 'match a result against a registry CSV of any size on this machine (no server)', run: async (argv, io) =>
    (await import('../../packages/match-sdk/src/cli')).runMatchCli(argv, { stdin: process.stdin, stdout: io.stdout, stderr: io.stderr, programName: 'docintel match' }) as Promise<ExitCode> },
  backup: { summary: 'copy the database (clients, keys, ledger) and settings, never documents', run: backupCommand },
};

export function mainHelp(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((n) => n.length)) + 2;
  return `Usage: docintel COMMAND [options]      (docintel COMMAND --help for each; docintel --version)

Commands:
${Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}${c.summary}`).join('\n')}

Options of every command that talks to a server:
${formatOptions(CONNECTION_OPTIONS)}
When no server answers at a loopback --url, the command starts an embedded one (docintel serve on a
free port over --data-dir), uses that data dir's admin key, and stops it when done.

Exit codes:
${EXIT_TABLE.map(([code, text]) => `  ${code}  ${text}`).join('\n')}
`;
}

/** Runs one command line; every failure becomes an exit code and, at most, one line on stderr. */
export async function runCli(argv: string[], io: Io): Promise<ExitCode> {
  const [name, ...rest] = argv;
  try {
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
      io.stdout.write(mainHelp());
      return name === undefined ? EXIT.usage : EXIT.ok;
    }
    if (name === '--version' || name === '-V') {
      io.stdout.write(`docintel ${appVersion()}\n`);
      return EXIT.ok;
    }
    const command = COMMANDS[name];
    if (!command) throw usageError(`unknown command '${name}' (one of ${Object.keys(COMMANDS).join(', ')})`);
    return await command.run(rest, io);
  } catch (err) {
    if (err instanceof CliError) {
      io.stderr.write(`docintel: ${err.message}\n`);
      return err.exit;
    }
    io.stderr.write(`docintel: internal error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    return EXIT.internal;
  }
}
