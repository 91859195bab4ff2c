import type { LadderGrammar, LadderResponse } from '../../src-shared/contract/ladder';
import { warning } from '../../src-shared/contract/warnings';
import type { Warning } from '../../src-shared/contract/warnings';
import type { Caller } from './clients';
import { admit, runAdmitted, toArrayBuffer } from './processing';
import type { ProcessingDeps, ProcessRequest } from './processing';

/** A /v1/ladder/extract request that passed every request-shape rule. */
export interface LadderRequest {
  file: { fileName: string; bytes: Uint8Array };
  grammars: LadderGrammar[];
  required: LadderGrammar[];
  useOcr: boolean;
}

/**
 * The ladder: the same admission (page estimate, plan guards, hold), worker pipeline (detect →
 * parse, OCR unless `use_ocr` is false) and billing as /v1/process, with the grammars in place of
 * extraction. A cached parse serves unless it holds OCR'd pages and OCR was declined.
 */
export async function ladderExtract(deps: ProcessingDeps, req: LadderRequest, caller: Caller): Promise<LadderResponse> {
  const bytes = Buffer.from(req.file.bytes.buffer, req.file.bytes.byteOffset, req.file.bytes.byteLength);
  const process: ProcessRequest = {
    file: { field: 'file', fileName: req.file.fileName, bytes }, text: null, prompt: null, outputSchema: null, include: [], split: null, match: null,
    registry: null, language: null, translate: null, documentType: null, async: false, mode: null, format: 'json',
  };
  const admitted = await admit(deps, process, caller);
  admitted.taskKind = 'ladder';
  admitted.job.ladder = { grammars: req.grammars, ocr: req.useOcr };
  if (!req.useOcr && admitted.job.cachedDoc && admitted.job.cachedDoc.stats.ocrPages.length > 0) {
    // The cached reading has OCR'd text the caller declined: parse again from the bytes, without OCR.
    const copy = toArrayBuffer(bytes);
    admitted.job.cachedDoc = null;
    admitted.job.source = { kind: 'file', fileName: req.file.fileName, bytes: copy };
    admitted.transfer = [copy];
    admitted.cached = false;
  }
  const { outcome, pages } = await runAdmitted(deps, admitted);
  const ladder = outcome.output.ladder ?? { grammars: {}, pagesWithoutText: [] };
  const warnings: Warning[] = [...outcome.warnings];
  const notRead = ladder.pagesWithoutText.filter((p) => !outcome.doc.stats.ocrPages.includes(p));
  if (!req.useOcr && notRead.length > 0) {
    warnings.push(warning('ocr_skipped', `page${notRead.length > 1 ? 's' : ''} ${notRead.join(', ')} ha${notRead.length > 1 ? 've' : 's'} no text layer and use_ocr is false, so nothing on ${notRead.length > 1 ? 'them' : 'it'} was read`, 'use_ocr'));
  }
  const requiredMissing = req.required.filter((g) => (ladder.grammars[g]?.count ?? 0) === 0);
  for (const g of requiredMissing) warnings.push(warning('ladder_required_missing', `required grammar '${g}' found nothing in this document`, 'required'));
  return {
    success: true,
    experimental: true,
    grammars: ladder.grammars,
    required_missing: requiredMissing,
    pages_processed: pages,
    pages_without_text: ladder.pagesWithoutText,
    ocr_pages: outcome.doc.stats.ocrPages,
    warnings,
    usage: { pages },
  };
}
