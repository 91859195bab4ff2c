import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * qpdf, the native reference (Debian package `qpdf`, installed by `npm test`): joins PDFs into
 * composites for split tests, and checks the files the service cuts.
 */
export function hasQpdf(): boolean {
  return spawnSync('qpdf', ['--version']).status === 0;
}

/** One PDF of the given files' pages, in order (`qpdf --empty --pages a.pdf b.pdf --`). */
export function joinPdfs(paths: readonly string[]): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'docintel-join-'));
  try {
    const out = join(dir, 'joined.pdf');
    execFileSync('qpdf', ['--empty', '--pages', ...paths, '--', out]);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `qpdf --check` verdict and the page count of a PDF given as bytes. */
export function checkPdf(bytes: Buffer): { ok: boolean; pages: number; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'docintel-check-'));
  try {
    const path = join(dir, 'part.pdf');
    writeFileSync(path, bytes);
    const check = spawnSync('qpdf', ['--check', path], { encoding: 'utf8' });
    const pages = spawnSync('qpdf', ['--show-npages', path], { encoding: 'utf8' });
    // qpdf exits 0 when clean and 3 on warnings; anything else is a broken file.
    return { ok: check.status === 0, pages: Number(pages.stdout.trim()), output: `${check.stdout}${check.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
