import { AppError } from '../../src-shared/contract/app-error';
import { catalogSchema, isCatalogTypeId } from '../../src-shared/catalog';
import type { JsonObject } from '../../src-shared/contract/envelope';
import type { ClassificationInfo } from '../../src-shared/contract/older';
import type { Executed, ProcessRequest } from './processing';
import type { UploadedFile } from './uploads';

/** `/v1/split` and `/v1/split/analyze` as a process request with `split` (files and Markdown per section). */
export function splitRequest(file: UploadedFile, opts: { analyze: boolean; modelFallback: boolean }): ProcessRequest {
  if (!file.fileName.toLowerCase().endsWith('.pdf')) throw new AppError('SPLIT_REQUIRES_PDF', "splitting works on PDF files only", {});
  return {
    file, text: null, prompt: null, outputSchema: null,
    include: ['markdown'],
    split: { mode: 'auto', returnFiles: !opts.analyze, maxDocuments: null },
    match: null, registry: null, language: null, translate: null, documentType: null,
    async: false, mode: null, format: 'json',
    older: { chunkSize: null, appendices: null, model: null, schemaByKind: opts.analyze, splitModelFallback: opts.modelFallback },
  };
}

const common = (done: Executed) => ({
  total_pages: done.envelope.usage.sheets ?? 0,
  usage: done.envelope.usage,
  metadata: done.envelope.metadata,
  warnings: done.envelope.warnings,
});

export function presentSplit(done: Executed) {
  return {
    documents: (done.envelope.documents ?? []).map((d) => ({
      index: d.index, page_start: d.pages[0], page_end: d.pages[1], doc_type: d.doc_type, confidence: d.confidence,
      markdown: d.markdown ?? '', ...(d.pdf_base64 ? { pdf_base64: d.pdf_base64 } : {}),
    })),
    ...common(done),
  };
}

export function presentAnalyze(done: Executed) {
  const kinds = done.older?.sectionKinds ?? [];
  return {
    documents: (done.envelope.documents ?? []).map((d, i) => ({
      index: d.index, page_start: d.pages[0], page_end: d.pages[1],
      classification: classification(d.doc_type, kinds[i] ?? { title: null, confidence: 0 }),
      data: d.result as JsonObject | null,
      schema_version: isCatalogTypeId(d.doc_type) ? catalogSchema(d.doc_type)!.version : null,
      markdown: d.markdown ?? '',
    })),
    ...common(done),
  };
}

/** SPEC `ClassificationInfo`: the type, its catalog name, how sure, and why (the title it was read from). */
function classification(type: string, kind: { title: string | null; confidence: number }): ClassificationInfo {
  const entry = isCatalogTypeId(type) ? catalogSchema(type) : undefined;
  return {
    category: type,
    display_name: entry ? entry.title_ru : 'Другой документ',
    confidence: Math.round(kind.confidence * 1000) / 1000,
    reasoning: kind.title ? `the title «${kind.title}» names ${entry ? `a document of type ${type} (${entry.title_en})` : 'no catalog type'}`
      : entry ? `no title of its own; the type comes from the page that opened the section` : 'no title naming a known document type was found',
  };
}
