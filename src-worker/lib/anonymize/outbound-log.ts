import { appendFile } from 'node:fs/promises';
import type { OutboundEntry } from '../../../src-shared/worker-protocol';
export type { OutboundEntry };

/**
 * The local record of what left the machine: one JSON line per call to a model endpoint, with
 * sizes and placeholder counts only — never the text, the values or the placeholder table.
 * The path comes from the caller or `DOCINTEL_OUTBOUND_LOG`; without either nothing is written.
 */
export function outboundLogPath(explicit: string | null | undefined): string | null {
  if (explicit !== undefined) return explicit;
  const env = process.env.DOCINTEL_OUTBOUND_LOG;
  return env && env.trim() ? env : null;
}

/** Best effort: a log that cannot be written does not block extraction (the scrub already ran). */
export async function appendOutboundLog(path: string | null, entry: OutboundEntry): Promise<void> {
  if (!path) return;
  try {
    await appendFile(path, `${JSON.stringify(entry)}\n`, { encoding: 'utf8', mode: 0o600 });
  } catch {
    // The log is an audit aid; its absence must not turn into a failed request.
  }
}
