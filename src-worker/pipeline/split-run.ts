import type { DocumentSection } from '../../src-shared/contract/envelope';
import { warning } from '../../src-shared/contract/warnings';
import type { Warning } from '../../src-shared/contract/warnings';
import type { ParsedDocument } from '../../src-shared/document/model';
import type { JobInput, JobProgress } from '../../src-shared/worker-protocol';
import { cutPdf, PdfCutError } from '../adapters/pdf-cut';
import { assembleSections } from '../stages/assemble';
import { readKnownXml } from '../lib/known-xml';
import { parseQuality } from '../stages/quality';
import { planSplit } from '../stages/split';
import type { PlannedSection, TitleFinder } from '../stages/split';
import { sectionDocument } from '../stages/split/section-document';
import { consistentSections } from '../stages/split/consistency';
import { readDocument } from './read-document';
import { detectDocKind } from '../lib/doc-kind';
import { catalogSchema, isCatalogTypeId } from '../../src-shared/catalog';
import type { JsonObject } from '../../src-shared/contract/envelope';
import type { ModelMeter } from './model-runner';
import { modelBoundaries } from './split-model';

/** Sections' files together may take this many bytes of base64 in one answer; past it, later sections come without their file. */
export const MAX_SECTION_FILES_BYTES = 256 * 1024 * 1024;

/**
 * detect → parse → split → (per section) extract → validate → translate → assemble. Every section is
 * read on its own as a document of its pages (numbered as in the whole file); warnings of a section
 * carry its path (`documents[1].supplier.inn`, `documents[1]`).
 */
export async function runSplit(doc: ParsedDocument, job: JobInput, bytes: Uint8Array | null, titleOf: TitleFinder,
  progress: (p: JobProgress) => void, meter?: ModelMeter): Promise<{ documents: DocumentSection[]; kinds: { title: string | null; confidence: number }[]; translationTokens: number; warnings: Warning[] }> {
  const options = job.split!;
  const warnings: Warning[] = [];
  progress({ stage: 'split', pagesDone: 0, pagesTotal: doc.pages.length });
  const plan = planSplit(doc, titleOf);
  if (plan.sections.length === 1 && doc.pages.length > 1 && job.older?.splitModelFallback) {
    const asked = await modelBoundaries(doc, job, meter);
    warnings.push(...asked.warnings);
    if (asked.sections) plan.sections = asked.sections;
  }
  const checked = consistentSections(plan.sections, doc.pages.length);
  warnings.push(...checked.warnings);
  let sections = checked.sections;
  if (options.maxDocuments !== null && sections.length > options.maxDocuments) {
    const dropped = sections.slice(options.maxDocuments);
    warnings.push(warning('split_truncated', `${sections.length} documents were found; split.max_documents is ${options.maxDocuments}, `
      + `so the last ${dropped.length} (pages ${dropped[0]!.first}–${dropped[dropped.length - 1]!.last}) were dropped`));
    sections = sections.slice(0, options.maxDocuments);
  }
  const xmlNumber = doc.xml ? readKnownXml(doc.xml)?.values['document.number']?.value ?? null : null;
  const documents: DocumentSection[] = [];
  const kinds: { title: string | null; confidence: number }[] = [];
  let translationTokens = 0;
  for (const [index, s] of sections.entries()) {
    const part = sectionDocument(doc, s.first, s.last, keepsXml(doc, s, sections.length, xmlNumber));
    const path = `documents[${index}]`;
    // The section's kind by its own title (or its XML), read over all its pages; the page titles only placed the boundaries.
    const detected = detectDocKind(part);
    const kind = detected.type === 'other' ? s.kind : detected.type;
    const known = parseQuality(part);
    // A section is checked as the kind its title names; the hint describes the file, and only stands in where a section shows no title.
    // /v1/split/analyze reads each section with its own type's catalog schema (none for an unknown type).
    const own = job.older?.schemaByKind ? { ...job, outputSchema: (kind && isCatalogTypeId(kind) ? catalogSchema(kind)!.schema as JsonObject : null) } : job;
    kinds.push(detected.type === 'other' ? { title: null, confidence: s.kind ? s.confidence : 0 } : { title: detected.title, confidence: detected.confidence });
    const reading = await readDocument(part, own, kind ?? job.documentType, known, (p) => progress({ ...p, pagesDone: s.first - 1 + p.pagesDone, pagesTotal: doc.pages.length }), meter);
    translationTokens += reading.translationTokens;
    warnings.push(...[...(own.outputSchema ? known : []), ...reading.warnings].map((w) => within(path, w)));
    const parts = assembleSections(part, job.include);
    documents.push({
      index,
      pages: [s.first, s.last],
      doc_type: kind ?? 'other',
      confidence: s.confidence,
      result: reading.result,
      markdown: parts.markdown,
      fragments: parts.fragments,
      tables: parts.tables,
      fields: job.include.includes('fields') ? reading.fields : null,
      translated: reading.translated,
    });
    progress({ stage: 'extract', pagesDone: s.last, pagesTotal: doc.pages.length });
  }
  if (options.returnFiles && bytes) warnings.push(...await attachFiles(documents, bytes));
  return { documents, kinds, translationTokens, warnings };
}

/** A Factur-X file's XML describes one invoice: it goes with the section that prints its number (or the only section). */
function keepsXml(doc: ParsedDocument, s: PlannedSection, count: number, xmlNumber: string | number | null): boolean {
  if (!doc.xml) return false;
  if (count === 1) return true;
  if (xmlNumber === null) return false;
  const squeeze = (t: string): string => t.replace(/\s+/g, '');
  const text = squeeze(doc.pages.filter((p) => p.no >= s.first && p.no <= s.last).flatMap((p) => p.items.map((i) => i.text)).join(' '));
  return text.includes(squeeze(String(xmlNumber)));
}

/** `pdf_base64` for each section, one file at a time; what cannot be cut is said, never left out silently. */
async function attachFiles(documents: DocumentSection[], bytes: Uint8Array): Promise<Warning[]> {
  let total = 0;
  let index = 0;
  try {
    for await (const file of cutPdf(bytes, documents.map((d) => d.pages))) {
      const section = documents[index]!;
      if (total + file.length > MAX_SECTION_FILES_BYTES) {
        const rest = documents.slice(index).map((d) => d.index);
        return [warning('split', `the section files together would exceed ${MAX_SECTION_FILES_BYTES / 1024 / 1024} MB of base64; `
          + `sections ${rest.join(', ')} come without pdf_base64`, `documents[${rest[0]}]`)];
      }
      total += file.length;
      section.pdf_base64 = file;
      index++;
    }
  } catch (err) {
    if (!(err instanceof PdfCutError)) throw err;
    for (const d of documents) delete d.pdf_base64;
    return [warning('split', `the sections' files could not be cut (${err.message}); pdf_base64 is left out`)];
  }
  return [];
}

/** A section's warning, pointed at the section: `$document` becomes `documents[i]`, a field path gets the prefix. */
function within(path: string, w: Warning): Warning {
  return { ...w, field: w.field === '$document' ? path : `${path}.${w.field}` };
}
