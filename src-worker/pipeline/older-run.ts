import { TASK_DEFAULTS } from '../../src-shared/contract/older';
import type { AppendixInfo, TextChunk } from '../../src-shared/contract/older';
import { catalogSchema, isCatalogTypeId } from '../../src-shared/catalog';
import type { JsonObject } from '../../src-shared/contract/envelope';
import { warning } from '../../src-shared/contract/warnings';
import type { Warning } from '../../src-shared/contract/warnings';
import type { ParsedDocument, Table } from '../../src-shared/document/model';
import type { JobInput, JobProgress, OlderJobOptions } from '../../src-shared/worker-protocol';
import { findAppendices } from '../lib/appendices/find';
import type { FoundAppendix } from '../lib/appendices/find';
import { chunkDocument } from '../lib/chunks';
import { parseText } from '../stages/parse-text';
import { readDocument } from './read-document';
import type { ModelMeter } from './model-runner';

/**
 * The older endpoints' own parts of an answer (`/v1/extract`): chunks of the text and the contract's
 * appendices, each read with its type's catalog schema when its type was asked for. Runs after the
 * document was read, over the same parse.
 */
export async function olderParts(doc: ParsedDocument, job: JobInput, options: OlderJobOptions, meter: ModelMeter,
  progress: (p: JobProgress) => void): Promise<{ chunks: TextChunk[] | null; appendices: AppendixInfo[] | null; warnings: Warning[] }> {
  const chunks = options.chunkSize === null ? null : chunkDocument(doc, options.chunkSize);
  if (!options.appendices) return { chunks, appendices: null, warnings: [] };
  const warnings: Warning[] = [];
  const appendices: AppendixInfo[] = [];
  const paged = doc.source.format === 'pdf';
  for (const [i, found] of findAppendices(doc).entries()) {
    const markdown = found.blocks.map((b) => b.text.trim()).filter((t) => t !== '').join('\n\n');
    const wanted = options.appendices.extract.includes(found.type);
    const pages = found.blocks.map((b) => b.page);
    const data = wanted ? await appendixData(found, markdown, doc, job, meter, progress, `appendices[${i}]`, warnings) : null;
    appendices.push({
      index: i + 1, type: found.type, title: found.title, markdown, data,
      page_start: paged ? Math.min(...pages) : null, page_end: paged ? Math.max(...pages) : null,
    });
  }
  return { chunks, appendices, warnings };
}

/**
 * An appendix's data: read with the catalog schema of its type where the catalog has one (a
 * specification, an act); otherwise its tables as rows keyed by their header.
 */
async function appendixData(found: FoundAppendix, markdown: string, doc: ParsedDocument, job: JobInput, meter: ModelMeter,
  progress: (p: JobProgress) => void, path: string, warnings: Warning[]): Promise<JsonObject> {
  if (isCatalogTypeId(found.type)) {
    const schema = catalogSchema(found.type)!.schema as JsonObject;
    const part = parseText(markdown);
    const reading = await readDocument(part, { ...job, outputSchema: schema, prompt: null, translate: null }, found.type, [], progress, meter);
    warnings.push(...reading.warnings.map((w) => ({ ...w, field: w.field === '$document' ? path : `${path}.data.${w.field}` })));
    return reading.result ?? {};
  }
  const ids = new Set(found.blocks.map((b) => b.tableId).filter((id): id is string => !!id));
  return { tables: doc.tables.filter((t) => ids.has(t.id)).map(rowsOf) };
}

/** A table as rows keyed by its header cells (or `column_1`… where the header is empty). */
function rowsOf(table: Table): { rows: Record<string, string>[] } {
  const grid: string[][] = Array.from({ length: table.nRows }, () => Array<string>(table.nCols).fill(''));
  for (const c of table.cells) grid[c.row]![c.col] = c.text;
  const [head, ...body] = grid;
  const names = (head ?? []).map((h, i) => h.trim() || `column_${i + 1}`);
  return { rows: body.map((r) => Object.fromEntries(names.map((n, i) => [n, r[i] ?? '']))) };
}

/** The caller's model options that no provider read: said, never silently dropped. */
export function unusedModelOptions(job: JobInput, modelAnswered: boolean): Warning[] {
  const o = job.older?.model;
  if (!o || modelAnswered) return [];
  const why = job.model.providers.length === 0 ? 'no model is configured and the built-in extractor takes no instructions' : 'no model gave a usable answer';
  const given: [string, boolean][] = [
    ['system_prompt', o.systemPrompt !== null], ['context', o.context !== null && o.context !== undefined],
    ['temperature', o.temperature !== null && o.temperature !== TASK_DEFAULTS.temperature],
    ['max_tokens', o.maxTokens !== null && o.maxTokens !== TASK_DEFAULTS.maxTokens],
  ];
  return given.filter(([, set]) => set).map(([name]) => warning('option_ignored', `'${name}' had no effect: ${why}`, name));
}
