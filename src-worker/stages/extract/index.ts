import type { FieldOut, JsonObject } from '../../../src-shared/contract/envelope';
import { isEmptyValue } from '../../../src-shared/contract/extraction';
import type { Warning } from '../../../src-shared/contract/warnings';
import type { ParsedDocument } from '../../../src-shared/document/model';
import type { JobInput } from '../../../src-shared/worker-protocol';
import { builtinExtract } from './builtin';
import type { Found } from './builtin/values';
import { knownFindings } from './known';
import { matchSchema } from '../../lib/fields/match-schema';
import type { LeafMatch } from '../../lib/fields/match-schema';
import { locateValue } from './locate';
import { keepBuiltinPlaces } from './keep-places';
import { buildResult, mergeFindings } from './result';
import type { Findings, Provenance } from './result';
import { readSchema } from '../../lib/fields/schema';
import type { SchemaObject } from '../../lib/fields/schema';
import { textView } from '../../lib/reading/text-view';
import { unsupportedSchemaParts } from './schema-support';
import { warning } from '../../../src-shared/contract/warnings';
import type { TextView } from '../../lib/reading/text-view';

/**
 * The extraction ladder for one document and one schema:
 *   1. known XML formats (FNS, CII/Factur-X, UBL) read deterministically — level `xml`;
 *   2. the model chain, when providers are configured, ending with
 *   3. the built-in extractor — levels `rule`, `layout`, `table`.
 * XML values always win over the others; when they cover the whole schema nothing else runs.
 */
export interface Extraction {
  /** Null when nothing was extracted (every leaf empty), never a skeleton of nulls. */
  result: JsonObject | null;
  fields: FieldOut[];
  warnings: Warning[];
  /** Which rung answered the non-XML part. */
  source: 'xml' | 'builtin' | 'model' | 'none';
}

export type ModelRunner = (input: { doc: ParsedDocument; schema: JsonObject; prompt: string | null; builtin: () => Promise<JsonObject | null> }) =>
  Promise<{ result: JsonObject | null; source: 'model' | 'builtin' | 'none'; warnings: Warning[] }>;

export async function extract(doc: ParsedDocument, job: JobInput, runModel: ModelRunner | null): Promise<Extraction> {
  const extraction = await extractBy(doc, job, runModel);
  return { ...extraction, warnings: [...requestNotes(job, extraction.source), ...extraction.warnings] };
}

/** What of the request this extraction could not honour: a prompt nobody read, schema parts nobody fills. */
function requestNotes(job: JobInput, source: Extraction['source']): Warning[] {
  const notes: Warning[] = [];
  if (job.prompt && source !== 'model') {
    const why = source === 'xml' ? 'every value was read from the document\'s own XML, so no model was asked'
      : job.model.providers.length === 0 ? 'no model is configured, and the built-in extractor reads by the schema only'
        : 'no model gave a usable answer, and the built-in extractor reads by the schema only';
    notes.push(warning('prompt_ignored', `the prompt was not followed: ${why}`, 'prompt'));
  }
  const unsupported = unsupportedSchemaParts(job.outputSchema as JsonObject);
  if (unsupported.length > 0) {
    notes.push(warning('schema_unsupported', `parts of output_schema cannot be filled: ${unsupported.join('; ')}`, 'output_schema'));
  }
  return notes;
}

async function extractBy(doc: ParsedDocument, job: JobInput, runModel: ModelRunner | null): Promise<Extraction> {
  const schema = job.outputSchema as JsonObject;
  const root = readSchema(schema);
  const matches = matchSchema(root);
  const view = textView(doc);
  const xml = knownFindings(doc, matches);
  if (xml && coversSchema(xml, matches)) return finish(root, xml, doc, view, [], 'xml');

  let builtinFindings: Findings | null = null;
  const builtin = (): Findings => (builtinFindings ??= builtinExtract(doc, view, matches));
  if (!runModel || job.model.providers.length === 0) {
    const findings = xml ? mergeFindings(xml, builtin()) : builtin();
    return finish(root, findings, doc, view, [], 'builtin');
  }
  const chain = await runModel({
    doc, schema, prompt: job.prompt,
    builtin: async () => buildResult(root, xml ? mergeFindings(xml, builtin()) : builtin()).result,
  });
  // The built-in fallback answered inside the chain: its own findings, with their places and levels.
  if (chain.source === 'builtin' && chain.result) return finish(root, xml ? mergeFindings(xml, builtin()) : builtin(), doc, view, chain.warnings, 'builtin');
  const fromChain = chain.result ? findingsFromResult(root, chain.result, chain.source === 'model' ? 'model' : 'rule', view, doc) : emptyFindings();
  if (chain.source === 'model') keepBuiltinPlaces(fromChain, builtin());
  const findings = xml ? mergeFindings(xml, fromChain) : fromChain;
  return finish(root, findings, doc, view, chain.warnings, chain.source);
}

/** A result whose every leaf is empty is no result (SPEC: `result` null when nothing was extracted). */
function finish(root: SchemaObject, findings: Findings, doc: ParsedDocument, view: TextView, warnings: Warning[], source: Extraction['source']): Extraction {
  const { result, provenance } = buildResult(root, findings);
  return { result: isEmptyValue(result) ? null : result, fields: fieldsOf(provenance, doc, view), warnings, source };
}

/** Every leaf with a concept has an XML value (arrays: at least one row). */
function coversSchema(xml: Findings, matches: LeafMatch[]): boolean {
  return matches.every((m) => (m.array ? (xml.items.get(m.array.path)?.length ?? 0) > 0 && xml.items.get(m.array.path)?.some((r) => r.values.has(m.leaf.path)) : xml.values.has(m.leaf.path)));
}

function emptyFindings(): Findings {
  return { values: new Map(), items: new Map() };
}

/**
 * A result object (from a model or the built-in fallback inside the chain) back into findings, so
 * it merges with XML values and gets provenance: each value is located in the document's lines.
 */
function findingsFromResult(root: SchemaObject, result: JsonObject, level: Found['level'], view: ReturnType<typeof textView>, doc: ParsedDocument): Findings {
  const findings = emptyFindings();
  const walk = (node: SchemaObject, obj: JsonObject, target: Map<string, Found>): void => {
    for (const child of node.children) {
      const v = obj[child.key];
      if (v === undefined || v === null) continue;
      if (child.kind === 'leaf') {
        const where = locateValue(view, doc, v);
        target.set(child.path, { value: v, page: where?.page ?? null, box: where?.box ?? null, level });
      } else if (child.kind === 'object' && typeof v === 'object' && !Array.isArray(v)) {
        walk(child, v, target);
      } else if (child.kind === 'array' && Array.isArray(v) && child.item.kind === 'leaf') {
        target.set(child.path, { value: v, page: null, box: null, level });
      } else if (child.kind === 'array' && Array.isArray(v) && child.item.kind === 'object') {
        const item = child.item;
        findings.items.set(child.path, v.filter((r): r is JsonObject => typeof r === 'object' && r !== null && !Array.isArray(r)).map((r) => {
          const values = new Map<string, Found>();
          walk(item, r, values);
          return { values };
        }));
      }
    }
  };
  walk(root, result, findings.values);
  return findings;
}

/** SPEC `fields` (PDF only): one provenance item per extracted leaf value that has a place on a page. */
function fieldsOf(provenance: Provenance[], doc: ParsedDocument, view: TextView): FieldOut[] {
  if (doc.source.format !== 'pdf') return [];
  const out: FieldOut[] = [];
  for (const p of provenance) {
    const where = p.found.box && p.found.page ? { page: p.found.page, box: p.found.box } : locateValue(view, doc, p.found.value);
    if (!where) continue;
    out.push({ name: p.path, value: p.found.value, page: where.page, level: p.found.level, bbox: [where.box[0], where.box[1], where.box[2], where.box[3]] });
  }
  return out;
}
