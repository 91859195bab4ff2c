import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SourceDoc } from './split-sets';

/**
 * A generated family of HTML documents printed to PDF by LibreOffice Writer, for the splitter
 * benchmark (bench/split-prose.ts, bench/split-invoices.ts): `write(seed)` gives each document's
 * HTML and catalog type; files are written as `<prefix>-<seed>` and printed once (reused from `dir`).
 */
export function writerFamily(dir: string, prefix: string, seeds: readonly number[], write: (seed: number) => { html: string; type: string }): SourceDoc[] {
  mkdirSync(dir, { recursive: true });
  const out: SourceDoc[] = [];
  const toPrint: string[] = [];
  for (const seed of seeds) {
    const base = join(dir, `${prefix}-${seed}`);
    const { html, type } = write(seed);
    writeFileSync(`${base}.html`, html);
    if (!existsSync(`${base}.pdf`)) toPrint.push(`${base}.html`);
    out.push({ path: `abs:${base}.pdf`, type });
  }
  if (toPrint.length > 0) {
    // Writer's own HTML import: the default (Writer/Web) printed some files with a blank first page and no title.
    execFileSync('soffice', ['--headless', `-env:UserInstallation=file://${join(dir, 'lo-profile-writer')}`, '--infilter=HTML (StarWriter)', '--convert-to', 'pdf:writer_pdf_Export', '--outdir', dir, ...toPrint], { stdio: 'ignore' });
  }
  return out;
}

/** `count` seeds from `first`. */
export const seedsFrom = (first: number, count: number): number[] => Array.from({ length: count }, (_, i) => first + i);

export const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
