/**
 * The registry's column names, read in the app so the operator picks the key column from the
 * header instead of typing it: CSV by its first line (the delimiter the line uses most of `;`, `,`,
 * tab), XLS/XLSX by the first row of the first sheet (SheetJS, loaded only here).
 */
export async function registryHeader(file: File): Promise<string[]> {
  const bytes = await file.arrayBuffer();
  if (/\.csv$/i.test(file.name)) return csvHeader(new TextDecoder('utf-8').decode(bytes));
  const XLSX = await import('@e965/xlsx');
  const wb = XLSX.read(new Uint8Array(bytes), { type: 'array', sheetRows: 1 });
  const first = wb.SheetNames[0];
  const sheet = first ? wb.Sheets[first] : undefined;
  const rows = sheet ? XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: '' }) : [];
  return (rows[0] ?? []).map((c) => String(c ?? '').trim()).filter((c) => c !== '');
}

export function csvHeader(text: string): string[] {
  const line = text.replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? '';
  const delimiter = [';', ',', '\t'].map((d) => ({ d, n: splitCsvLine(line, d).length })).sort((a, b) => b.n - a.n)[0]?.d ?? ',';
  return splitCsvLine(line, delimiter).map((c) => c.trim()).filter((c) => c !== '');
}

/** One CSV line split at the delimiter outside double quotes; `""` inside quotes is a quote. */
function splitCsvLine(line: string, delimiter: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') { cell += '"'; i++; }
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === delimiter) { out.push(cell); cell = ''; }
    else cell += c;
  }
  out.push(cell);
  return out;
}
