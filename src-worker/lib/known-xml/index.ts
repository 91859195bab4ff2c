import type { XmlElement } from '../../../src-shared/document/model';
import { readCii } from './cii';
import { readFns } from './fns';
import type { KnownXml } from './types';
import { readUbl } from './ubl';

export type { KnownValue, KnownXml } from './types';

/**
 * Known XML formats, read deterministically (SPEC "Task kind", rule 7): a format is recognised by
 * its root element plus namespace and version, and its values are mapped to concept ids of
 * ../concepts.ts. Each reader checks its own root first and returns null when it is not its format,
 * so the order here does not matter; anything unrecognised is null and goes the generic way.
 */
const READERS: ((root: XmlElement) => KnownXml | null)[] = [readFns, readCii, readUbl];

export function readKnownXml(root: XmlElement): KnownXml | null {
  for (const read of READERS) {
    const known = read(root);
    if (known) return known;
  }
  return null;
}
