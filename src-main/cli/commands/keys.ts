import type { ClientCreatedResponse, ClientResponse, KeyInfo } from '../../../src-shared/contract/clients';
import type { OptionSpec, Parsed } from '../args';
import { formatOptions, parseArgs, usageError, valueOf } from '../args';
import type { Io } from '../context';
import { CONNECTION_OPTIONS, HELP_OPTION, connect, connectionSettings } from '../context';
import { EXIT } from '../exit-codes';
import type { ExitCode } from '../exit-codes';
import type { ApiClient } from '../http';

const OPTIONS: OptionSpec[] = [
  { name: 'plan', value: 'PLAN', help: 'plan of a new client: free (default), starter, business, enterprise' },
  { name: 'email', value: 'EMAIL', help: 'e-mail of a new client (the cabinet signs in with it)' },
  { name: 'description', value: 'TEXT', help: 'description of a new client' },
  { name: 'json', help: 'print the server\'s answer as JSON' },
  ...CONNECTION_OPTIONS,
  HELP_OPTION,
];

/** `docintel keys <action> …`: each action is one admin call (SPEC "Administration", docs/api.md). */
const ACTIONS: Record<string, { args: string[]; help: string; run(c: ApiClient, a: string[], p: Parsed): Promise<unknown> }> = {
  list: { args: [], help: 'clients with plan, usage and key prefix', run: (c) => c.json<ClientResponse[]>('GET', '/v1/admin/clients') },
  create: {
    args: ['NAME'], help: 'a new client and its first key (shown once)',
    run: (c, [name], p) => c.json<ClientCreatedResponse>('POST', '/v1/admin/clients', {
      name, ...optional(p, 'plan'), ...optional(p, 'email'), ...optional(p, 'description'),
    }),
  },
  show: { args: ['CLIENT_ID'], help: 'one client\'s keys (prefix, state, usage)', run: (c, [id]) => c.json<KeyInfo[]>('GET', `/v1/admin/clients/${enc(id)}/keys`) },
  add: { args: ['CLIENT_ID'], help: 'another key for the client (at most 5 active; shown once)', run: (c, [id]) => c.json('POST', `/v1/admin/clients/${enc(id)}/keys`, {}) },
  revoke: { args: ['CLIENT_ID', 'KEY_ID'], help: 'revoke one key (it stays listed with its usage)', run: (c, [id, key]) => c.json<KeyInfo>('POST', `/v1/admin/clients/${enc(id)}/keys/${enc(key)}/revoke`, {}) },
  rotate: { args: ['CLIENT_ID'], help: 'revoke the client\'s main key and issue a new one (shown once)', run: (c, [id]) => c.json<ClientCreatedResponse>('POST', `/v1/admin/clients/${enc(id)}/rotate-key`, {}) },
  usage: { args: ['CLIENT_ID'], help: 'pages and requests by month', run: (c, [id]) => c.json('GET', `/v1/admin/clients/${enc(id)}/usage`) },
};

export const KEYS_HELP = `Usage: docintel keys ACTION [ARGS] [options]      (admin key: --admin-key, DOCINTEL_ADMIN_KEY or <data-dir>/admin.key)

Actions:
${Object.entries(ACTIONS).map(([name, a]) => `  ${`${name} ${a.args.join(' ')}`.padEnd(26)}${a.help}`).join('\n')}

Options:
${formatOptions(OPTIONS)}`;

function enc(v: string | undefined): string {
  return encodeURIComponent(v ?? '');
}

function optional(p: Parsed, name: string): Record<string, string> {
  const v = valueOf(p, name);
  return v === undefined ? {} : { [name]: v };
}

export async function keysCommand(argv: string[], io: Io): Promise<ExitCode> {
  const parsed = parseArgs(argv, OPTIONS);
  if (parsed.flags.has('help') || parsed.positionals.length === 0) {
    io.stdout.write(`${KEYS_HELP}\n`);
    return parsed.flags.has('help') ? EXIT.ok : EXIT.usage;
  }
  const [name, ...args] = parsed.positionals as [string, ...string[]];
  const action = ACTIONS[name];
  if (!action) throw usageError(`unknown keys action '${name}' (one of ${Object.keys(ACTIONS).join(', ')})`);
  if (args.length !== action.args.length) throw usageError(`keys ${name} takes ${action.args.length ? action.args.join(' ') : 'no arguments'}`);
  if (name !== 'create' && ['plan', 'email', 'description'].some((o) => parsed.values.has(o))) throw usageError('--plan, --email and --description go with keys create');
  const connection = await connect(connectionSettings(parsed, io.env), 'admin', io);
  try {
    const answer = await action.run(connection.client, args, parsed);
    io.stdout.write(`${parsed.flags.has('json') ? JSON.stringify(answer, null, 2) : readable(name, answer)}\n`);
    return EXIT.ok;
  } finally {
    await connection.close();
  }
}

function readable(action: string, answer: unknown): string {
  if (action === 'list') {
    const clients = answer as ClientResponse[];
    if (clients.length === 0) return 'no clients yet: docintel keys create NAME';
    return clients.map((c) => `${c.id}  ${c.name}  plan ${c.plan}  ${c.pages_used_this_month}/${c.pages_limit} pages  key ${c.api_key_prefix}…${c.is_active ? '' : '  (inactive)'}`).join('\n');
  }
  if (action === 'show') {
    return (answer as KeyInfo[]).map((k) => `${k.id}  ${k.prefix}…  ${k.is_active ? 'active' : `revoked ${k.revoked_at ?? ''}`}  ${k.pages_used} pages, ${k.requests} requests`).join('\n');
  }
  const a = answer as { api_key?: string; id?: string; name?: string; key?: KeyInfo };
  if (a.api_key) {
    const who = a.name ? `client ${a.name} (${a.id})` : `key ${a.key?.id ?? ''}`;
    return `${who}\nAPI key (shown once, store it now): ${a.api_key}`;
  }
  return JSON.stringify(answer, null, 2);
}
