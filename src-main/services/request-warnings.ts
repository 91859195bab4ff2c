import { catalogTypes } from '../../src-shared/catalog';
import { BALANCED_MODE } from '../../src-shared/contract/request';
import { warning } from '../../src-shared/contract/warnings';
import type { Warning } from '../../src-shared/contract/warnings';
import type { ProcessRequest } from './processing';

/**
 * Warnings about the request itself, known before any work: fields the service accepts but that will
 * have no effect this time. An accepted field is never silently ignored (docs/decisions.md,
 * "Nothing accepted is ignored"); what only the pipeline can tell (a prompt no model read, a
 * language no OCR used) is said by the worker.
 */
export function requestWarnings(req: ProcessRequest): Warning[] {
  const out: Warning[] = [];
  if (req.mode !== null && req.mode !== BALANCED_MODE) {
    out.push(warning('mode_ignored', `mode '${req.mode}' has no effect; 'balanced' is used`));
  }
  if (req.async && req.format === 'xlsx') {
    out.push(warning('format_ignored_for_async', "format=xlsx applies to the poll of an async task, not to its start"));
  }
  if (req.registry && !req.match) {
    out.push(warning('registry_ignored', "a 'registry' was sent without 'match', so nothing was matched against it", 'registry'));
  }
  if (req.documentType !== null) {
    if (!catalogTypes().includes(req.documentType)) {
      out.push(warning('document_type_ignored', `document_type '${req.documentType}' is not a catalog type (${catalogTypes().join(', ')}); it has no effect`, 'document_type'));
    } else if (!req.outputSchema && !req.older?.schemaByKind) {
      out.push(warning('document_type_ignored', 'document_type steers the checks of an extracted result; without an output_schema nothing is extracted', 'document_type'));
    }
  }
  return out;
}
