import type { JobInput } from '../../src-shared/worker-protocol';

/**
 * The fast lane: small work (text, XML, small office files, page estimates, workbooks, embeddings)
 * runs on its own small pool, so a one-line request never waits behind the OCR of a scan. What
 * counts as small is fixed here, by what the job can cost at most.
 */

/** Text up to this many characters is extracted in well under a second (about 50 pages of prose). */
export const FAST_LANE_MAX_TEXT_CHARS = 100_000;
/**
 * Office files, XML and CSV up to this size parse in a fraction of a second; a larger one (or one
 * that unpacks large) could hold the fast lane for seconds, and goes with the heavy work.
 */
export const FAST_LANE_MAX_FILE_BYTES = 512 * 1024;
/** A registry up to this size is read and matched in a fraction of a second. */
export const FAST_LANE_MAX_REGISTRY_BYTES = 1024 * 1024;
/** A cached parse of up to this many pages is extracted again quickly: no OCR, no parsing. */
export const FAST_LANE_MAX_CACHED_PAGES = 20;

/** Formats that never need OCR or rendering. PDFs and images may need OCR, so they never take the fast lane. */
const NO_OCR_EXTENSIONS = new Set(['xml', 'csv', 'docx', 'xlsx', 'doc', 'xls']);

/** Whether a job is small enough for the fast lane. A job that may call a model (seconds or minutes over the network) is not. */
export function isFastLaneJob(job: JobInput): boolean {
  if (job.model.providers.length > 0) return false;
  if (job.match && job.match.registry.bytes.byteLength > FAST_LANE_MAX_REGISTRY_BYTES) return false;
  if (job.cachedDoc) return job.cachedDoc.pages.length <= FAST_LANE_MAX_CACHED_PAGES && !(job.split?.returnFiles ?? false);
  if (job.source.kind === 'text') return job.source.text.length <= FAST_LANE_MAX_TEXT_CHARS;
  const extension = job.source.fileName.toLowerCase().split('.').pop() ?? '';
  return NO_OCR_EXTENSIONS.has(extension) && job.source.bytes.byteLength <= FAST_LANE_MAX_FILE_BYTES;
}
