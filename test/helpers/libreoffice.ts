import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * LibreOffice headless (Debian `libreoffice-calc-nogui`, installed by `npm test`): the second
 * opinion on our workbooks. Each named sheet is converted to CSV, so a test reads what a real
 * spreadsheet program reads.
 */
export function sheetsAsCsv(xlsx: Buffer, sheets: readonly string[]): Map<string, string[][]> {
  const dir = mkdtempSync(join(tmpdir(), 'docintel-lo-'));
  try {
    const input = join(dir, 'book.xlsx');
    writeFileSync(input, xlsx);
    // Filter options: comma, double quote, UTF-8 (76), first line as is; sheet -1 writes every sheet
    // to its own file, named `book-<sheet>.csv`.
    const run = spawnSync('soffice', ['--headless', `-env:UserInstallation=file://${join(dir, 'profile')}`, '--convert-to',
      'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1', '--outdir', join(dir, 'out'), input], { encoding: 'utf8', timeout: 300_000 });
    if (run.status !== 0) throw new Error(`soffice failed: ${run.stderr}`);
    const files = readdirSync(join(dir, 'out'));
    const out = new Map<string, string[][]>();
    for (const name of sheets) {
      const found = files.find((f) => f === `book-${name}.csv`);
      if (!found) throw new Error(`soffice wrote no sheet '${name}' (files: ${files.join(', ')})`);
      out.set(name, parseCsv(readFileSync(join(dir, 'out', found), 'utf8')));
    }
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { cell += '"'; i++; } else if (c === '"') quoted = false; else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(cell); cell = ''; } else if (c === '\n') { row.push(cell); rows.push(row); row = []; cell = ''; } else if (c !== '\r') cell += c;
  }
  if (cell !== '' || row.length > 0) { row.push(cell); rows.push(row); }
  return rows;
}
