import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The shared corpus lives beside the repository (`../shared/corpus`); DOCINTEL_CORPUS overrides it. */
export const CORPUS_DIR = process.env.DOCINTEL_CORPUS ?? resolve(fileURLToPath(new URL('../../', import.meta.url)), '../shared/corpus');

export function corpusPath(relative: string): string {
  const path = resolve(CORPUS_DIR, relative);
  if (!existsSync(path)) throw new Error(`corpus file missing: ${path} (set DOCINTEL_CORPUS to the corpus folder)`);
  return path;
}

export function corpusBytes(relative: string): Uint8Array {
  return new Uint8Array(readFileSync(corpusPath(relative)));
}

export function corpusText(relative: string): string {
  return readFileSync(corpusPath(relative), 'utf8');
}
