/**
 * Distinct keys in first-seen order, compared by their normalised form. A registry of a million rows
 * whose keys no value has lists every one of them (`unmatched_registry`), so this is the one structure
 * that grows with the registry: it holds each key's first spelling once, and finds it again by a
 * 30-bit hash of the normalised form (a small integer, stored unboxed) instead of keeping a normalised
 * copy of every key. Keys whose hashes collide are told apart by normalising the stored spelling again.
 */
export class DistinctKeys {
  readonly spellings: string[] = [];
  private readonly byHash = new Map<number, number | number[]>();

  constructor(private readonly normalise: (s: string) => string, private readonly hash: (s: string) => number = fnv1a30) {}

  has(normalised: string): boolean {
    return this.find(normalised, this.byHash.get(this.hash(normalised))) >= 0;
  }

  /** Adds `spelling` unless a key with the same normalised form is already there. */
  add(spelling: string, normalised: string): void {
    const h = this.hash(normalised);
    const at = this.byHash.get(h);
    if (this.find(normalised, at) >= 0) return;
    const index = this.spellings.push(ownCopy(spelling)) - 1;
    if (at === undefined) this.byHash.set(h, index);
    else if (typeof at === 'number') this.byHash.set(h, [at, index]);
    else at.push(index);
  }

  get size(): number {
    return this.spellings.length;
  }

  private find(normalised: string, at: number | number[] | undefined): number {
    if (at === undefined) return -1;
    if (typeof at === 'number') return this.normalise(this.spellings[at] as string) === normalised ? at : -1;
    return at.find((i) => this.normalise(this.spellings[i] as string) === normalised) ?? -1;
  }
}

/** FNV-1a over UTF-16 code units, cut to 30 bits so it is a small integer on every platform. */
export function fnv1a30(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h & 0x3fffffff;
}

/**
 * A copy of `s` that shares no memory with the text it was cut from: a cell of a streamed registry is
 * often a slice of a large chunk of the file, which a kept slice would keep alive. Short strings are
 * always copied by the engine, so only longer ones go through the round trip.
 */
export function ownCopy(s: string): string {
  return s.length < 13 ? s : (JSON.parse(JSON.stringify(s)) as string);
}
