/**
 * The workbook the server sent, read back in the app so the operator sees both sheets before the
 * download: SheetJS, loaded only when a preview is opened (docs/decisions.md).
 */
export interface SheetPreview {
  name: string;
  rows: string[][];
}

/** Rows shown per sheet: enough to check headers and values; the download has everything. */
export const PREVIEW_ROWS = 200;

export async function previewWorkbook(bytes: ArrayBuffer): Promise<SheetPreview[]> {
  const XLSX = await import('@e965/xlsx');
  const wb = XLSX.read(new Uint8Array(bytes), { type: 'array' });
  return wb.SheetNames.map((name) => {
    const sheet = wb.Sheets[name];
    const rows = sheet ? XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, blankrows: true, defval: '' }) : [];
    return { name, rows: rows.slice(0, PREVIEW_ROWS).map((r) => r.map((c) => (c === null || c === undefined ? '' : String(c)))) };
  });
}
