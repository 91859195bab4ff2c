import type { ProcessEnvelope } from '../../src-shared/contract/envelope';

/**
 * A person's view of one envelope: status, usage, the result as indented `key: value` lines,
 * warnings, the match and the sections of a split. `--json` prints the envelope itself instead.
 */
export function summarize(name: string, env: ProcessEnvelope): string {
  const out: string[] = [];
  const sheets = env.usage.sheets === null ? '' : ` on ${env.usage.sheets} sheet${env.usage.sheets === 1 ? '' : 's'}`;
  out.push(`${name} — ${env.metadata.extraction_status} · ${env.usage.pages} page${env.usage.pages === 1 ? '' : 's'} billed${sheets}${env.metadata.cached ? ' · cached parse' : ''}`);
  if (env.result) out.push('  result:', ...valueLines(env.result, 4));
  if (env.translated) out.push(`  translated (${env.translated.to}):`, ...valueLines(env.translated.result, 4));
  for (const d of env.documents ?? []) {
    const saved = (d as { saved_path?: string }).saved_path;
    out.push(`  section ${d.index + 1}: pages ${d.pages[0]}–${d.pages[1]} · ${d.doc_type} · confidence ${d.confidence.toFixed(2)}${saved ? ` · saved to ${saved}` : ''}`);
    if (d.result) out.push(...valueLines(d.result, 6));
  }
  if (env.match) {
    const m = env.match;
    out.push(`  match on '${m.key_column}' ← ${m.values_field}: ${m.found} found · coverage ${(m.coverage * 100).toFixed(1)}% of ${m.registry_rows} registry rows`);
    if (m.missing_in_registry.length > 0) out.push(`    missing in registry (${m.missing_in_registry.length}): ${preview(m.missing_in_registry)}`);
    if (m.unmatched_registry.length > 0) out.push(`    unmatched registry rows (${m.unmatched_registry.length}): ${preview(m.unmatched_registry)}`);
  }
  if (env.markdown !== null && !env.result && !env.documents) out.push('  markdown:', ...env.markdown.split('\n').map((l) => `    ${l}`));
  for (const w of env.warnings) out.push(`  warning [${w.severity}] ${w.code} at ${w.field}: ${w.message}`);
  return out.join('\n');
}

function preview(list: string[]): string {
  const shown = list.slice(0, 10).join(', ');
  return list.length > 10 ? `${shown}, … (${list.length - 10} more)` : shown;
}

/** Empty values (null, '', [], {} and objects of only those): hidden in the summary, counted instead. */
function isEmpty(v: unknown): boolean {
  if (v === null || v === undefined || v === '') return true;
  if (Array.isArray(v)) return v.every(isEmpty);
  if (typeof v === 'object') return Object.values(v as Record<string, unknown>).every(isEmpty);
  return false;
}

function countEmptyLeaves(v: unknown): number {
  if (Array.isArray(v)) return v.length === 0 ? 1 : v.reduce((n: number, x) => n + countEmptyLeaves(x), 0);
  if (v !== null && typeof v === 'object') {
    const values = Object.values(v as Record<string, unknown>);
    return values.length === 0 ? 1 : values.reduce((n: number, x) => n + countEmptyLeaves(x), 0);
  }
  return isEmpty(v) ? 1 : 0;
}

/**
 * Nested values as YAML-like lines. Empty fields are left out (a schema of forty fields would bury
 * the five found) and counted on one line, so a gap is still visible; `--json` shows everything.
 */
export function valueLines(value: unknown, indent: number): string[] {
  const lines = walk(value, indent);
  const empty = countEmptyLeaves(value);
  if (empty > 0) lines.push(`${' '.repeat(indent)}(${empty} empty field${empty === 1 ? '' : 's'} not shown)`);
  return lines;
}

function walk(value: unknown, indent: number): string[] {
  const pad = ' '.repeat(indent);
  if (Array.isArray(value)) {
    return value.flatMap((item, i) => {
      if (isEmpty(item)) return [];
      return item !== null && typeof item === 'object' ? [`${pad}${i + 1}.`, ...walk(item, indent + 2)] : [`${pad}${i + 1}. ${scalar(item)}`];
    });
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => {
      if (isEmpty(v)) return [];
      return v !== null && typeof v === 'object' ? [`${pad}${k}:`, ...walk(v, indent + 2)] : [`${pad}${k}: ${scalar(v)}`];
    });
  }
  return isEmpty(value) ? [] : [`${pad}${scalar(value)}`];
}

function scalar(v: unknown): string {
  return typeof v === 'string' ? v : JSON.stringify(v);
}
