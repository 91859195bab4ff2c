import { isCatalogTypeId } from '../../src-shared/catalog';
import type { JsonObject } from '../../src-shared/contract/envelope';
import { warning } from '../../src-shared/contract/warnings';
import type { Warning } from '../../src-shared/contract/warnings';
import type { ParsedDocument } from '../../src-shared/document/model';
import type { JobInput } from '../../src-shared/worker-protocol';
import { runModelChain } from '../stages/model';
import type { PlannedSection } from '../stages/split';
import type { ModelMeter } from './model-runner';
import { MODEL_SPLIT } from '../tuning/split';


const BOUNDARY_SCHEMA: JsonObject = {
  type: 'object',
  properties: {
    documents: {
      type: 'array',
      items: { type: 'object', properties: { first_page: { type: 'integer', minimum: 1 }, doc_type: { type: ['string', 'null'] } }, required: ['first_page'] },
    },
  },
  required: ['documents'],
};

/**
 * `/v1/split` `use_llm_fallback`: the rules found one document in several pages, so the model chain
 * is asked where documents start (the opening of each page, anonymized like any extraction). Its
 * answer is used only when it is a valid, increasing list of first pages that starts at page 1.
 */
export async function modelBoundaries(doc: ParsedDocument, job: JobInput, meter?: ModelMeter): Promise<{ sections: PlannedSection[] | null; warnings: Warning[] }> {
  if (job.model.providers.length === 0) {
    return { sections: null, warnings: [warning('option_ignored', "'use_llm_fallback' had no effect: the rules found one document and no model is configured to look again", 'use_llm_fallback')] };
  }
  const text = doc.pages.map((p) => `--- page ${p.no} ---\n${pageText(p).slice(0, MODEL_SPLIT.pageHeadChars)}`).join('\n\n');
  const out = await runModelChain({
    documentText: text,
    prompt: 'The document is a scan or PDF of several documents put together, given page by page. List each separate document: the number of its first page and its type (invoice, act, contract, upd, torg12, cmr, packing_list, specification or other).',
    schema: BOUNDARY_SCHEMA, settings: job.model, builtin: async () => null, outboundLog: job.outboundLog,
    onMeter: meter ? (m) => { meter.tokens += m.tokens; meter.placeholders = Math.max(meter.placeholders, m.placeholders); } : undefined,
  });
  const sections = out.source === 'model' ? sectionsFrom(out.result, doc.pages.length) : null;
  if (!sections) return { sections: null, warnings: [warning('split', 'the rules found one document; the model was asked for boundaries but gave no usable list of first pages')] };
  return { sections, warnings: sections.length > 1 ? [warning('split', `the rules found one document; the model placed ${sections.length} documents (edges at certainty ${MODEL_SPLIT.edgeConfidence})`)] : [] };
}

/** Sections from a model's `documents` list, or null when the list is not usable as it stands. */
export function sectionsFrom(result: JsonObject | null, pageCount: number): PlannedSection[] | null {
  const docs = Array.isArray(result?.documents) ? result.documents as { first_page?: unknown; doc_type?: unknown }[] : null;
  if (!docs || docs.length === 0) return null;
  const firsts = docs.map((d) => d.first_page);
  if (!firsts.every((f): f is number => typeof f === 'number' && Number.isInteger(f) && f >= 1 && f <= pageCount)) return null;
  if (firsts[0] !== 1 || firsts.some((f, i) => i > 0 && f <= firsts[i - 1]!)) return null;
  return docs.map((d, i) => ({
    first: firsts[i]!,
    last: i + 1 < firsts.length ? firsts[i + 1]! - 1 : pageCount,
    kind: typeof d.doc_type === 'string' && isCatalogTypeId(d.doc_type) ? d.doc_type : null,
    confidence: MODEL_SPLIT.edgeConfidence,
  }));
}

function pageText(page: ParsedDocument['pages'][number]): string {
  return page.lines.length > 0 ? page.lines.map((l) => l.text).join('\n') : page.items.map((i) => i.text + (i.eol ? '\n' : ' ')).join('');
}
