/**
 * bench/doc-kind: the document-kind classifier (src-worker/lib/doc-kind) over corpus external/, for
 * measurement only — no rule of the classifier was written from these files. The expected kind
 * comes from the ground truth: its `doc_type` where it has one, else the folder (invoice2data and
 * Factur-X are invoices, FNS XML is УПД/счёт-фактура or ТОРГ-12 by its format, table and OCR
 * samples are other); each part of a composite PDF by its page range and `doc_type`.
 * Run: `node --import tsx bench/doc-kind.ts [--json]`.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { detectDocKind } from '../src-worker/lib/doc-kind';
import { parseFile } from '../src-worker/pipeline/parse-file';
import { terminateOcr } from '../src-worker/adapters/tesseract';
import { CORPUS_DIR } from '../test/helpers/corpus';
import { corpusDocuments, groundTruthOf } from '../test/helpers/ground-truth';

export interface KindRow {
  file: string;
  pages: string;
  expected: string;
  got: string;
  confidence: number;
  title: string | null;
  ok: boolean;
}

/** A ground-truth `doc_type` in words → catalog type id, by the decisions of docs/decisions.md ("Document kind"). */
export function kindOfLabel(label: string): string {
  const l = label.toLowerCase();
  if (l.startsWith('other')) return 'other';
  if (/credit note|avoir|invoice|сч[её]т/.test(l)) return 'invoice';
  if (/торг-12|накладная|waybill/.test(l)) return 'torg12';
  if (/договор|contract/.test(l)) return 'contract';
  return `unmapped: ${label}`;
}

function expectedOf(rel: string, gt: unknown): string | null {
  const docType = gt && typeof gt === 'object' && !Array.isArray(gt) ? (gt as Record<string, unknown>).doc_type : undefined;
  if (typeof docType === 'string') return kindOfLabel(docType);
  if (/invoice2data|facturx|derived\/(fx|i2d)_/.test(rel)) return 'invoice';
  if (/^xml\/fns\/.*(ON_SFAKT|SCHFDOPPR|utd)/.test(rel)) return 'upd';
  if (/^xml\/fns\/.*OTORG12/.test(rel)) return 'torg12';
  if (/^(pdf-text\/tables|pdf-scan\/docling|office\/docling)\//.test(rel)) return 'other';
  return null;
}

export async function runDocKind(): Promise<KindRow[]> {
  const root = join(CORPUS_DIR, 'external');
  const rows: KindRow[] = [];
  for (const path of corpusDocuments(root).sort()) {
    const rel = relative(root, path);
    if (rel.startsWith('images/ocr-lines')) continue;
    const gt = groundTruthOf(path);
    const composite = rel.startsWith('composite/');
    const expected = composite ? null : expectedOf(rel, gt);
    if (!composite && expected === null) continue;
    const doc = await parseFile({ bytes: new Uint8Array(readFileSync(path)), fileName: path, fileHash: null, language: null, progress: () => undefined });
    const parts: { pages: [number, number] | undefined; expected: string }[] = composite
      ? ((gt as { documents: { pages: [number, number]; doc_type: string }[] }).documents).map((d) => ({ pages: d.pages, expected: kindOfLabel(d.doc_type) }))
      : [{ pages: undefined, expected: expected as string }];
    for (const part of parts) {
      const kind = detectDocKind(doc, part.pages);
      rows.push({ file: rel, pages: part.pages ? part.pages.join('-') : 'all', expected: part.expected, got: kind.type, confidence: kind.confidence, title: kind.title, ok: kind.type === part.expected });
    }
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await runDocKind();
  await terminateOcr();
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
  else {
    console.log('| file | pages | expected | got | confidence | title |\n| --- | --- | --- | --- | --- | --- |');
    for (const r of rows) console.log(`| ${r.file} | ${r.pages} | ${r.expected} | ${r.ok ? '' : '✗ '}${r.got} | ${r.confidence} | ${(r.title ?? '').slice(0, 60)} |`);
    const byKind = new Map<string, [number, number]>();
    for (const r of rows) {
      const [ok, n] = byKind.get(r.expected) ?? [0, 0];
      byKind.set(r.expected, [ok + (r.ok ? 1 : 0), n + 1]);
    }
    console.log(`\nright kind: ${rows.filter((r) => r.ok).length}/${rows.length} (${[...byKind].map(([k, [ok, n]]) => `${k} ${ok}/${n}`).join(', ')})`);
  }
}
