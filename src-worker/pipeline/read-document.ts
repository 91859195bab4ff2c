import type { FieldOut, JsonObject, Translated } from '../../src-shared/contract/envelope';
import type { Warning } from '../../src-shared/contract/warnings';
import type { ParsedDocument } from '../../src-shared/document/model';
import type { JobInput, JobProgress } from '../../src-shared/worker-protocol';
import { extract } from '../stages/extract';
import { isEmptyParse } from '../stages/quality';
import { validateResult } from '../stages/validate';
import { runModelChainFor } from './model-runner';
import type { ModelMeter } from './model-runner';
import { warning } from '../../src-shared/contract/warnings';

/** What reading one document (a whole file, or one section of a split file) gives. */
export interface DocumentReading {
  result: JsonObject | null;
  fields: FieldOut[];
  translated: Translated | null;
  translationTokens: number;
  warnings: Warning[];
}

/**
 * extract → validate → translate for one document, in that order. With no schema nothing runs; with
 * nothing to read (parse_empty among the warnings so far) no extractor or model is called, and a
 * translation asked for says it had nothing to work on.
 */
export async function readDocument(doc: ParsedDocument, job: JobInput, documentType: string | null, known: readonly Warning[],
  progress: (p: JobProgress) => void, meter?: ModelMeter): Promise<DocumentReading> {
  const reading: DocumentReading = { result: null, fields: [], translated: null, translationTokens: 0, warnings: [] };
  if (!job.outputSchema) return reading;
  if (isEmptyParse(known)) {
    if (job.translate) reading.warnings.push(warning('translation_failed', 'no text could be read, so there is nothing to translate'));
    return reading;
  }
  progress({ stage: 'extract', pagesDone: 0, pagesTotal: doc.pages.length });
  const extraction = await extract(doc, job, runModelChainFor(job, meter));
  reading.warnings.push(...extraction.warnings);
  reading.fields = extraction.fields;
  if (extraction.result) {
    const checked = validateResult(extraction.result, { text: doc.markdown, documentType });
    reading.result = checked.result;
    reading.warnings.push(...checked.warnings);
  }
  if (job.translate && reading.result) {
    progress({ stage: 'translate', pagesDone: doc.pages.length, pagesTotal: doc.pages.length });
    // Loaded on first use, like the parsers: a worker that never translates never loads the glossary.
    const { translateResult, documentLanguage } = await import('../stages/translate');
    const t = await translateResult({ result: reading.result, schema: job.outputSchema, to: job.translate.to, from: documentLanguage(doc.markdown), documentText: doc.markdown, settings: job.model, outboundLog: job.outboundLog });
    reading.translated = t.translated;
    reading.translationTokens = t.tokens;
    reading.warnings.push(...t.warnings);
  } else if (job.translate) {
    reading.warnings.push(warning('translation_failed', 'nothing was extracted, so there is nothing to translate'));
  }
  return reading;
}
