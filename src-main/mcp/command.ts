import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { formatOptions, parseArgs } from '../cli/args';
import type { Io, Connection } from '../cli/context';
import { CONNECTION_OPTIONS, HELP_OPTION, connect, connectionSettings } from '../cli/context';
import { EXIT } from '../cli/exit-codes';
import type { ExitCode } from '../cli/exit-codes';
import { appVersion } from '../cli/version';
import { registerTools } from './tools';

const OPTIONS = [...CONNECTION_OPTIONS, HELP_OPTION];

export const MCP_HELP = `Usage: docintel mcp [options]

An MCP server on stdin/stdout for desktop agents, with the tools process, split, match, schemas and
embed over the local engine: the server at --url, or an embedded one started on first use and
stopped when the agent closes the session. Logs go to stderr; stdout carries only the protocol.

Options:
${formatOptions(OPTIONS)}`;

export async function mcpCommand(argv: string[], io: Io): Promise<ExitCode> {
  const parsed = parseArgs(argv, OPTIONS);
  if (parsed.flags.has('help')) {
    io.stdout.write(`${MCP_HELP}\n`);
    return EXIT.ok;
  }
  const settings = connectionSettings(parsed, io.env);
  // Connected on the first tool call, not at start: an agent starts its MCP servers eagerly, and a
  // session that never processes anything should not start an engine.
  let connection: Promise<Connection> | null = null;
  const engine = async () => {
    connection ??= connect(settings, 'client', io);
    try {
      return (await connection).client;
    } catch (err) {
      connection = null;
      throw err;
    }
  };
  const server = new McpServer({ name: 'docintel', version: appVersion() });
  registerTools(server, engine);
  const closed = new Promise<void>((resolve) => { server.server.onclose = () => resolve(); });
  await server.connect(new StdioServerTransport());
  process.stdin.on('end', () => { void server.close(); });
  await closed;
  if (connection) await (await (connection as Promise<Connection>).catch(() => null))?.close();
  return EXIT.ok;
}
