import { startTestHost } from './host';
import type { TestHost } from './host';

/**
 * One host for the corpus suites of a test process (test/corpus.test.ts runs both): the second
 * suite finds the first one's parses in the parse cache instead of reading every scan again (the
 * OCR of the external scans is most of both suites' time). Created at the first `acquire`, disposed
 * at the last `release`.
 */
let shared: Promise<TestHost> | null = null;
let users = 0;

export function acquireCorpusHost(): Promise<TestHost> {
  users++;
  shared ??= startTestHost({ workers: 2 });
  return shared;
}

export async function releaseCorpusHost(): Promise<void> {
  users--;
  if (users > 0 || !shared) return;
  const host = await shared;
  shared = null;
  await host.dispose();
}
