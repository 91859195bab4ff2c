import type { OpenApiDocument } from '../../../src-shared/contract/openapi/document';

/**
 * `/docs`: the reference page, rendered on the server from the very document `/openapi.json`
 * serves. Plain HTML and one `<style>` block (the UI's Content-Security-Policy allows inline styles,
 * never inline scripts), no script at all and nothing fetched: it works offline and in the app.
 */
type Schema = Record<string, unknown>;
type Operation = Record<string, unknown> & { operationId: string; tags: string[]; summary: string; description?: string };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function renderDocsPage(doc: OpenApiDocument): string {
  const ops: { method: string; path: string; op: Operation }[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) if (item[method]) ops.push({ method, path, op: item[method] as Operation });
  }
  const tags = (doc.tags as { name: string; description?: string }[] | undefined) ?? [];
  const components = ((doc.components as Schema | undefined)?.schemas ?? {}) as Record<string, Schema>;
  const byTag = tags.map((t) => ({ ...t, ops: ops.filter((o) => o.op.tags[0] === t.name) }));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(doc.info.title)} API ${esc(doc.info.version)}</title><style>${CSS}</style></head>
<body><div class="layout"><nav><p class="brand">${esc(doc.info.title)} <span>${esc(doc.info.version)}</span></p>
${byTag.map((t) => `<p class="tag">${esc(t.name)}</p><ul>${t.ops.map(({ method, path, op }) =>
    `<li><a href="#${esc(op.operationId)}"><b class="m ${method}">${method.toUpperCase()}</b> ${esc(path)}</a></li>`).join('')}</ul>`).join('\n')}
<p class="tag"><a href="#schemas">Schemas</a></p></nav>
<main><header><h1>${esc(doc.info.title)} API <span class="version">interface version ${esc(doc.info.version)}</span></h1>
<p>${inline(doc.info.description)}</p>
<p>The machine-readable description: <a href="/openapi.json"><code>/openapi.json</code></a> (OpenAPI ${esc(doc.openapi)}).
Examples use <code>DOCINTEL_URL</code> (e.g. <code>http://127.0.0.1:8765</code>) and <code>DOCINTEL_KEY</code>.</p></header>
${byTag.map((t) => `<section class="group"><h2 id="tag-${esc(t.name)}">${esc(t.name)}</h2>${t.description ? `<p>${inline(t.description)}</p>` : ''}
${t.ops.map((o) => operationHtml(o.method, o.path, o.op, components)).join('\n')}</section>`).join('\n')}
<section class="group"><h2 id="schemas">Schemas</h2>
${Object.entries(components).map(([name, s]) => `<article id="schema-${esc(name)}"><h3>${esc(name)}</h3>${s.description ? `<p>${inline(s.description)}</p>` : ''}${schemaBody(s)}</article>`).join('\n')}
</section></main></div></body></html>
`;
}

function operationHtml(method: string, path: string, op: Operation, components: Record<string, Schema>): string {
  const params = (op.parameters as Schema[] | undefined) ?? [];
  const body = op.requestBody as { content: Record<string, { schema: Schema; example?: Schema }> } | undefined;
  const security = ((op.security ?? []) as Record<string, unknown>[]).flatMap((s) => Object.keys(s));
  const secured = security.includes('ApiKeyHeader');
  const access = secured ? 'Needs a key: <code>X-API-Key</code> or <code>Authorization: Bearer</code>.'
    : security.includes('CabinetSession') ? 'Needs the cabinet&#39;s <code>session</code> cookie.' : 'No key needed.';
  const responses = Object.entries((op.responses ?? {}) as Record<string, { description: string; content?: Record<string, { schema: Schema }> }>);
  return `<article class="op" id="${esc(op.operationId)}">
<h3><b class="m ${method}">${method.toUpperCase()}</b> <code>${esc(path)}</code></h3>
<p class="summary">${inline(op.summary)}</p>${op.description ? `<p>${inline(op.description)}</p>` : ''}
<p class="auth">${access} Operation id <code>${esc(op.operationId)}</code>.</p>
${params.length ? `<h4>Parameters</h4>${fieldTable(params.map((p) => ({ name: String(p.name), where: String(p.in), required: p.required === true, schema: { ...(p.schema as Schema), description: p.description } })))}` : ''}
${body ? Object.entries(body.content).map(([media, c]) => `<h4>Body <code>${esc(media)}</code></h4>${schemaBody(c.schema)}`).join('') : ''}
<h4>Responses</h4><div class="scroll"><table><thead><tr><th>Status</th><th>Body</th><th>Meaning</th></tr></thead><tbody>
${responses.map(([status, r]) => `<tr><td><code>${esc(status)}</code></td><td>${Object.entries(r.content ?? {}).map(([media, c]) =>
    `${typeOf(c.schema)} <span class="media">${esc(media)}</span>`).join('<br>') || '—'}</td><td>${inline(r.description)}</td></tr>`).join('')}
</tbody></table></div>
<h4>Example</h4><pre>${esc(curl(method, path, secured ? 'key' : security.includes('CabinetSession') ? 'session' : 'none', body, components, params.filter((p) => p.in === 'header' && p.required)
    .map((p) => ({ name: String(p.name), value: String(sample(p.schema as Schema, components, String(p.name))) }))))}</pre></article>`;
}

interface Row { name: string; where?: string; required: boolean; schema: Schema }

function schemaBody(schema: Schema): string {
  const props = schema.properties as Record<string, Schema> | undefined;
  if (!props) return `<p>${typeOf(schema)}${bounds(schema) ? ` — ${bounds(schema)}` : ''}</p>`;
  const required = (schema.required as string[] | undefined) ?? [];
  return fieldTable(Object.entries(props).map(([name, s]) => ({ name, required: required.includes(name), schema: s })));
}

function fieldTable(rows: Row[]): string {
  const where = rows.some((r) => r.where);
  return `<div class="scroll"><table><thead><tr><th>Name</th>${where ? '<th>In</th>' : ''}<th>Type</th><th>Default</th><th>Bounds</th><th>Description</th></tr></thead><tbody>
${rows.map((r) => `<tr><td><code>${esc(r.name)}</code>${r.required ? ' <span class="req">required</span>' : ''}</td>${where ? `<td>${esc(r.where ?? '')}</td>` : ''}`
    + `<td>${typeOf(r.schema)}</td><td>${r.schema.default === undefined ? '' : `<code>${esc(JSON.stringify(r.schema.default))}</code>`}</td>`
    + `<td>${bounds(r.schema)}</td><td>${inline(r.schema.description)}</td></tr>`).join('\n')}</tbody></table></div>`;
}

/** A schema as a short type: `string`, `array of Warning`, `JSON string: object`, a link for a named one. */
export function typeOf(s: Schema | undefined): string {
  if (!s) return 'any';
  if (typeof s.$ref === 'string') {
    const name = s.$ref.split('/').pop() ?? '';
    return `<a href="#schema-${esc(name)}">${esc(name)}</a>`;
  }
  if (s.contentMediaType === 'application/json') return `JSON string: ${typeOf(s.contentSchema as Schema)}`;
  for (const key of ['anyOf', 'oneOf'] as const) if (Array.isArray(s[key])) return (s[key] as Schema[]).map(typeOf).join(' | ');
  if (Array.isArray(s.allOf)) return (s.allOf as Schema[]).map(typeOf).join(' & ');
  if (s.const !== undefined) return `<code>${esc(JSON.stringify(s.const))}</code>`;
  if (s.format === 'binary') return 'file';
  const types = Array.isArray(s.type) ? (s.type as string[]) : s.type ? [String(s.type)] : [];
  if (types.length === 0) return Array.isArray(s.enum) ? (s.enum as unknown[]).map((v) => `<code>${esc(JSON.stringify(v))}</code>`).join(' | ') : 'any';
  return types.map((t) => (t === 'array' ? `array of ${typeOf(s.items as Schema)}` : t)).join(' | ');
}

export function bounds(s: Schema): string {
  const out: string[] = [];
  if (Array.isArray(s.enum)) out.push(`one of ${(s.enum as unknown[]).map((v) => `<code>${esc(String(v))}</code>`).join(', ')}`);
  const pairs: [string, string, string][] = [['minLength', 'maxLength', 'characters'], ['minimum', 'maximum', ''], ['minItems', 'maxItems', 'items']];
  for (const [lo, hi, unit] of pairs) {
    const a = s[lo] as number | undefined;
    const b = s[hi] as number | undefined;
    if (a === undefined && b === undefined) continue;
    const range = a !== undefined && b !== undefined ? `${a}–${b}` : a !== undefined ? `≥ ${a}` : `≤ ${b}`;
    out.push(unit ? `${range} ${unit}` : range);
  }
  if (typeof s.pattern === 'string') out.push(`pattern <code>${esc(s.pattern)}</code>`);
  if (typeof s.format === 'string' && s.format !== 'binary') out.push(`format ${esc(s.format)}`);
  // A JSON field's own schema, the allowed values of array items and the keys of an inline object.
  if (s.contentSchema) {
    const inner = bounds(s.contentSchema as Schema);
    if (inner) out.push(inner);
  }
  const items = s.items as Schema | undefined;
  if (items && Array.isArray(items.enum)) out.push(`items ${bounds(items)}`);
  if (s.properties && s.type === 'object') out.push(`keys ${Object.keys(s.properties as Schema).map((k) => `<code>${esc(k)}</code>`).join(', ')}`);
  return out.join('; ');
}

/** A curl line for the operation: the spec's example values, else its required fields with their defaults. */
export function curl(method: string, path: string, access: 'key' | 'session' | 'none', body: { content: Record<string, { schema: Schema; example?: Schema }> } | undefined,
  components: Record<string, Schema>, headers: readonly { name: string; value: string }[] = []): string {
  const url = `"$DOCINTEL_URL${path.replace(/\{([^}]+)\}/g, '<$1>')}"`;
  const lines = [`curl${method === 'get' ? '' : ` -X ${method.toUpperCase()}`} ${url}`];
  if (access === 'key') lines.push('-H "X-API-Key: $DOCINTEL_KEY"');
  if (access === 'session') lines.push('-b "session=$DOCINTEL_SESSION"');
  for (const h of headers) lines.push(`-H ${shellQuote(`${h.name}: ${h.value}`)}`);
  const form = body?.content['multipart/form-data'];
  const json = body?.content['application/json'];
  if (form) {
    const props = (form.schema.properties ?? {}) as Record<string, Schema>;
    const values = form.example ?? fallbackExample(form.schema, components);
    for (const [name, value] of Object.entries(values)) {
      lines.push(props[name]?.format === 'binary' ? `-F ${name}=@${String(value)}` : `-F ${shellQuote(`${name}=${typeof value === 'string' ? value : JSON.stringify(value)}`)}`);
    }
  } else if (json) {
    lines.push('-H "Content-Type: application/json"', `-d ${shellQuote(JSON.stringify(json.example ?? fallbackExample(json.schema, components)))}`);
  }
  return lines.join(' \\\n  ');
}

function fallbackExample(schema: Schema, components: Record<string, Schema>): Record<string, unknown> {
  const props = (schema.properties ?? {}) as Record<string, Schema>;
  const required = (schema.required as string[] | undefined) ?? [];
  const out: Record<string, unknown> = {};
  for (const name of required) out[name] = sample(props[name] ?? {}, components, name);
  if (required.length === 0) {
    const file = Object.entries(props).find(([, s]) => s.format === 'binary');
    if (file) out[file[0]] = 'document.pdf';
  }
  return out;
}

function sample(s: Schema, components: Record<string, Schema>, name: string): unknown {
  if (s.default !== undefined) return s.default;
  if (Array.isArray(s.enum)) return s.enum[0];
  if (s.format === 'binary') return 'document.pdf';
  if (typeof s.$ref === 'string') return sample(components[s.$ref.split('/').pop() ?? ''] ?? {}, components, name);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'integer': case 'number': return typeof s.minimum === 'number' ? s.minimum : 1;
    case 'boolean': return false;
    case 'array': return [];
    case 'object': return {};
    default: return s.contentMediaType ? '{}' : `<${name}>`;
  }
}

function shellQuote(s: string): string {
  return `'${s.replace(/'/g, "'\\''")}'`;
}

function esc(s: unknown): string {
  return String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** Escaped text with `code` spans, the only markup the descriptions use. */
function inline(s: unknown): string {
  return esc(s).replace(/`([^`]+)`/g, '<code>$1</code>');
}

const CSS = `
:root{color-scheme:light dark;--fg:#1d232a;--muted:#5b6773;--line:#d9dee4;--bg:#fff;--soft:#f4f6f8;--accent:#2457c5}
@media (prefers-color-scheme:dark){:root{--fg:#e4e8ec;--muted:#9aa6b2;--line:#333b44;--bg:#15191d;--soft:#1e242a;--accent:#7aa7ff}}
*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
.layout{display:grid;grid-template-columns:300px minmax(0,1fr);min-height:100vh}
nav{position:sticky;top:0;height:100vh;overflow:auto;padding:16px;border-right:1px solid var(--line);background:var(--soft);font-size:13px}
nav ul{list-style:none;margin:0 0 12px;padding:0}nav li a{display:block;padding:2px 0;color:var(--fg);text-decoration:none;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
nav li a:hover{color:var(--accent)}.brand{font-weight:700;font-size:16px;margin:0 0 12px}.brand span,.version{color:var(--muted);font-weight:400;font-size:13px}
.tag{text-transform:uppercase;letter-spacing:.05em;color:var(--muted);font-size:11px;margin:12px 0 4px}
main{padding:24px 40px;max-width:1100px;min-width:0;overflow-wrap:break-word}h1{margin:0 0 8px}h2{border-bottom:2px solid var(--line);padding-bottom:4px;margin-top:40px;text-transform:capitalize}
.op{border:1px solid var(--line);border-radius:8px;padding:4px 20px 16px;margin:20px 0}.op h3{font-size:17px}
.summary{font-weight:600}.auth{color:var(--muted);font-size:13px}h4{margin:16px 0 6px;font-size:14px}
.scroll{overflow-x:auto}td+td code{overflow-wrap:anywhere}table{border-collapse:collapse;width:100%;font-size:13px}th,td{border:1px solid var(--line);padding:4px 8px;text-align:left;vertical-align:top}
th{background:var(--soft);white-space:nowrap}code{font:12.5px ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:var(--soft);padding:0 3px;border-radius:3px}
pre{background:var(--soft);border:1px solid var(--line);border-radius:6px;padding:10px 12px;overflow:auto;font:12.5px ui-monospace,Menlo,Consolas,monospace}
a{color:var(--accent)}.req{color:#c0392b;font-size:11px}.media{color:var(--muted);font-size:11px}
.m{display:inline-block;min-width:54px;text-align:center;border-radius:4px;padding:0 4px;font-size:11px;color:#fff}
.get{background:#2e7d32}.post{background:#1565c0}.put{background:#8e6c00}.patch{background:#6a1b9a}.delete{background:#c62828}
@media (max-width:800px){.layout{grid-template-columns:minmax(0,1fr)}nav{position:static;height:auto}}
`;
