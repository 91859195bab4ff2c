import { SUPPORTED_EXTENSIONS } from '../../../src-shared/contract';

/**
 * A watched folder's new files, found by looking at the folder every few seconds (browsers have no
 * folder events). A file is sent once, when it has been seen twice with the same size and time (a
 * scanner or a copy still writing it is waited for); files already there when watching starts are
 * left alone, so pointing at a full archive does not flood the queue.
 */
export interface FolderEntry {
  name: string;
  size: number;
  lastModified: number;
}

/** Looks at the folder this often: a scanner's file is in the queue seconds after it lands. */
export const WATCH_INTERVAL_MS = 3000;

export class FolderWatch {
  private readonly sent = new Set<string>();
  private last = new Map<string, string>();
  private started = false;

  constructor(private readonly list: () => Promise<FolderEntry[]>, private readonly accepts: (name: string) => boolean) {}

  /** One look: the names that became ready since the last one, in name order. */
  async tick(): Promise<string[]> {
    const entries = (await this.list()).filter((e) => this.accepts(e.name));
    const now = new Map(entries.map((e) => [e.name, `${e.size}:${e.lastModified}`]));
    if (!this.started) {
      this.started = true;
      for (const name of now.keys()) this.sent.add(name);
      this.last = now;
      return [];
    }
    const ready = [...now].filter(([name, stamp]) => !this.sent.has(name) && this.last.get(name) === stamp && !stamp.startsWith('0:')).map(([name]) => name).sort();
    for (const name of ready) this.sent.add(name);
    this.last = now;
    return ready;
  }
}

/** Extensions the service reads (SPEC "Accepted input extensions"); not hidden files or Office's `~$` lock files. */
export function acceptedName(name: string): boolean {
  const lower = name.toLowerCase();
  return SUPPORTED_EXTENSIONS.some((ext) => lower.endsWith(ext)) && !name.startsWith('.') && !name.startsWith('~$');
}
