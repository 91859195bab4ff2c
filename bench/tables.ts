/**
 * bench/tables: PDF table detection against the ground truth in corpus external/pdf-text/tables/
 * (ICDAR-2013 cell structure, tabula expected CSV, docling expected markdown).
 *   cell recall       — ground-truth non-empty cells whose text we put in a table cell of our own
 *   adjacency recall  — ground-truth pairs of horizontally / vertically adjacent non-empty cells that
 *                       we also have adjacent, in the same order (the ICDAR-2013 structure measure)
 *   adjacency precision — our adjacent pairs that the ground truth has
 * Run: `npm run bench:tables`. Prints markdown for docs/benchmarks.md.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFile } from '../src-worker/pipeline/parse-file';
import type { Table } from '../src-shared/document/model';
import { CORPUS_DIR } from '../test/helpers/corpus';

type Grid = string[][];
const DIR = join(CORPUS_DIR, 'external/pdf-text/tables');
const norm = (s: unknown): string => String(s ?? "").normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

function icdarGrids(xml: string): Grid[] {
  return [...xml.matchAll(/<table[\s\S]*?<\/table>/g)].map((m) => {
    const grid: Grid = [];
    for (const c of m[0].matchAll(/<cell([^>]*)>([\s\S]*?)<\/cell>/g)) {
      const attrs = c[1] ?? '';
      const r = Number(/start-row=["'](\d+)/.exec(attrs)?.[1]);
      const col = Number(/start-col=["'](\d+)/.exec(attrs)?.[1]);
      const content = /<content>([\s\S]*?)<\/content>/.exec(c[2] ?? '')?.[1] ?? '';
      (grid[r] ??= [])[col] = content.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
    }
    return Array.from(grid, (row) => Array.from(row ?? [], (v) => v ?? ''));
  });
}

function csvGrid(text: string): Grid {
  const rows: Grid = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') { cell += '"'; i++; } else if (ch === '"') quoted = false; else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') { row.push(cell); cell = ''; }
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell); rows.push(row); row = []; cell = '';
    } else cell += ch;
  }
  if (cell || row.length) { row.push(cell); rows.push(row); }
  return rows;
}

function markdownGrids(md: string): Grid[] {
  const grids: Grid[] = [];
  let current: Grid = [];
  for (const line of md.split('\n')) {
    if (/^\s*\|/.test(line)) {
      if (/^\s*\|?\s*:?-+:?\s*\|/.test(line)) continue;
      current.push(line.trim().replace(/^\||\|$/g, '').split('|').map((c) => c.trim()));
    } else if (current.length) { grids.push(current); current = []; }
  }
  if (current.length) grids.push(current);
  return grids;
}

function ourGrid(t: Table): Grid {
  const grid: Grid = Array.from({ length: t.nRows }, () => Array<string>(t.nCols).fill(''));
  for (const c of t.cells) if (grid[c.row]) (grid[c.row] as string[])[c.col] = c.text;
  return grid;
}

/** Pairs of neighbouring non-empty cells, left→right in a row and top→bottom in a column. */
function adjacency(grids: Grid[]): Set<string> {
  const pairs = new Set<string>();
  for (const g of grids) {
    for (const row of g) {
      const cells = row.map(norm).filter(Boolean);
      for (let i = 1; i < cells.length; i++) pairs.add(`h:${cells[i - 1]}→${cells[i]}`);
    }
    const cols = Math.max(0, ...g.map((r) => r.length));
    for (let c = 0; c < cols; c++) {
      const cells = g.map((r) => norm(r[c] ?? '')).filter(Boolean);
      for (let i = 1; i < cells.length; i++) pairs.add(`v:${cells[i - 1]}→${cells[i]}`);
    }
  }
  return pairs;
}

function score(truth: Grid[], ours: Grid[]): Record<string, number> {
  const ourCells = new Set(ours.flat(2).map(norm).filter(Boolean));
  const truthCells = truth.flat(2).map(norm).filter(Boolean);
  const found = truthCells.filter((c) => ourCells.has(c)).length;
  const ta = adjacency(truth);
  const oa = adjacency(ours);
  const common = [...ta].filter((p) => oa.has(p)).length;
  return {
    gt_cells: truthCells.length,
    cell_recall: round(found / Math.max(truthCells.length, 1)),
    adj_recall: round(common / Math.max(ta.size, 1)),
    adj_precision: round(common / Math.max(oa.size, 1)),
  };
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

const rows: Record<string, unknown>[] = [];
for (const pdf of readdirSync(DIR).filter((f) => f.endsWith('.pdf')).sort()) {
  const base = pdf.replace(/\.pdf$/, '');
  let truth: Grid[] = [];
  const files = readdirSync(DIR);
  if (files.includes(`${base}-str.xml`)) truth = icdarGrids(readFileSync(join(DIR, `${base}-str.xml`), 'utf8'));
  else if (files.includes(`${base}.csv`)) truth = [csvGrid(readFileSync(join(DIR, `${base}.csv`), 'utf8'))];
  else if (files.includes(`${base}.md`)) truth = markdownGrids(readFileSync(join(DIR, `${base}.md`), 'utf8'));
  if (truth.length === 0) continue;
  const t0 = performance.now();
  const doc = await parseFile({ bytes: new Uint8Array(readFileSync(join(DIR, pdf))), fileName: pdf, fileHash: null, language: null, progress: () => undefined });
  rows.push({ file: pdf, gt_tables: truth.length, our_tables: doc.tables.length, ...score(truth, doc.tables.map(ourGrid)), ms: Math.round(performance.now() - t0) });
}
const mean = (k: string): number => round(rows.reduce((s, r) => s + (r[k] as number), 0) / rows.length);
rows.push({ file: 'MEAN', cell_recall: mean('cell_recall'), adj_recall: mean('adj_recall'), adj_precision: mean('adj_precision') });
const cols = [...new Set(rows.flatMap((r) => Object.keys(r)))];
console.log([`| ${cols.join(' | ')} |`, `| ${cols.map(() => '---').join(' | ')} |`,
  ...rows.map((r) => `| ${cols.map((c) => String(r[c] ?? '')).join(' | ')} |`)].join('\n'));
