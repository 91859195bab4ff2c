/**
 * bench/extract-generated: the built-in extractor on generated documents (bench/generate), scored
 * exactly as bench/extract scores the corpus (bench/extract-score). Families are dev (tuned on) or
 * held (only measured). Documents are cached in bench/.generated/<set>-<seed>/ and re-rendered only
 * when their HTML changes.
 *
 * Run: `npm run bench:generated -- --set dev|held --count N --seed S [--scans] [--dpi 150] [--misses] [--json] [--family name]`
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { terminateOcr } from '../src-worker/adapters/tesseract';
import { canonGt, canonOurs, coreLevels, extractFile, score } from './extract-score';
import type { FamilySet } from './generate/families';
import { FAMILIES } from './generate/families';
import { generateSet } from './generate/index';
import { rng } from './generate/prng';
import { hasCjkFont, openRenderer, scanParams, scanPdf } from './generate/render';

const args = process.argv.slice(2);
const opt = (name: string): string | null => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] ?? null : null; };
const set = (opt('--set') ?? 'dev') as FamilySet;
if (set !== 'dev' && set !== 'held') throw new Error('--set dev|held');
const scans = args.includes('--scans');
const count = Number(opt('--count') ?? (scans ? 3 : 6));
const seed = opt('--seed') ?? '1';
const fixedDpi = opt('--dpi') ? Number(opt('--dpi')) : null;
const only = opt('--family');
if (only && !FAMILIES.some((f) => f.name === only && f.set === set)) throw new Error(`no ${set} family ${only}: ${FAMILIES.filter((f) => f.set === set).map((f) => f.name).join(', ')}`);

const dir = join(dirname(fileURLToPath(import.meta.url)), '.generated', `${set}-${seed}`);
mkdirSync(dir, { recursive: true });
const cjk = hasCjkFont();
let docs = generateSet(set, seed, count, only);
if (!cjk) {
  const zh = docs.filter((d) => d.doc.lang === 'zh').length;
  if (zh) console.error(`skipping ${zh} Chinese documents: no CJK font installed (apt-get install fonts-wqy-microhei)`);
  docs = docs.filter((d) => d.doc.lang !== 'zh');
}

// 1. Render what is missing or whose HTML changed (one browser for the run), then the scans.
const renderer = await openRenderer();
let rendered = 0;
const files: { id: string; path: string; family: string; kind: string; lang: string }[] = [];
try {
  for (const g of docs) {
    const base = join(dir, g.id);
    const fresh = !existsSync(`${base}.html`) || readFileSync(`${base}.html`, 'utf8') !== g.html || !existsSync(`${base}.pdf`);
    if (fresh) {
      writeFileSync(`${base}.pdf`, await renderer.pdf(g.html));
      writeFileSync(`${base}.html`, g.html);
      rendered++;
    }
    writeFileSync(`${base}.gt.json`, `${JSON.stringify(g.truth, null, 1)}\n`);
    writeFileSync(`${base}.meta.json`, `${JSON.stringify({ family: g.family.name, set: g.family.set, kind: g.family.kind, lang: g.doc.lang })}\n`);
    let path = `${base}.pdf`;
    if (scans) {
      const r = rng(`${g.id}/scan/${seed}`);
      const p = scanParams(r, fixedDpi);
      path = `${base}.scan${p.dpi}.pdf`;
      if (fresh || !existsSync(path)) writeFileSync(path, await scanPdf(new Uint8Array(readFileSync(`${base}.pdf`)), p, r));
    }
    files.push({ id: g.id, path, family: g.family.name, kind: g.family.kind, lang: g.doc.lang });
  }
} finally {
  await renderer.close();
}
console.error(`${docs.length} documents in ${dir} (${rendered} rendered now)${scans ? ', scans' : ''}`);

// 2. Extract and score, one document at a time.
interface Tally { files: number; fields: number; exact: number; rows: number; rowsExact: number; rowsSpaceless: number; langs: Set<string> }
const tally = (): Tally => ({ files: 0, fields: 0, exact: 0, rows: 0, rowsExact: 0, rowsSpaceless: 0, langs: new Set() });
const byFamily = new Map<string, Tally>();
const byKind = new Map<string, Tally>();
const total = tally();
const levels = new Map<string, { right: number; wrong: number }>();
const details: Record<string, unknown>[] = [];
const t0 = Date.now();
for (const [i, f] of files.entries()) {
  const t = Date.now();
  const gt = canonGt(JSON.parse(readFileSync(f.path.replace(/(\.scan\d+)?\.pdf$/, '.gt.json'), 'utf8')));
  const out = await extractFile(f.path, f.kind);
  const ours = canonOurs(out.result);
  const s = score(gt, ours);
  if (!byFamily.has(f.family)) byFamily.set(f.family, tally());
  if (!byKind.has(f.kind)) byKind.set(f.kind, tally());
  for (const t of [byFamily.get(f.family), byKind.get(f.kind), total]) {
    if (!t) continue;
    t.files++; t.fields += s.fields; t.exact += s.exact; t.rows += s.rows; t.rowsExact += s.rowsExact; t.rowsSpaceless += s.rowsSpaceless; t.langs.add(f.lang);
  }
  for (const c of coreLevels(gt, ours, out.fields)) {
    const e = levels.get(c.level) ?? { right: 0, wrong: 0 };
    if (c.right) e.right++; else e.wrong++;
    levels.set(c.level, e);
  }
  details.push({ file: f.id, lang: f.lang, core: `${s.exact}/${s.fields}`, rows: `${s.rowsExact}/${s.rows}`, misses: s.misses });
  console.error(`[${i + 1}/${files.length}] ${f.id} (${f.lang}) core ${s.exact}/${s.fields} rows ${s.rowsExact}/${s.rows} ${((Date.now() - t) / 1000).toFixed(1)} s`);
}
await terminateOcr();

const pct = (a: number, b: number): number | null => (b ? Math.round((1000 * a) / b) / 10 : null);
const row = (name: Record<string, unknown>, t: Tally): Record<string, unknown> => ({ ...name, files: t.files, core_fields: `${t.exact}/${t.fields}`, core_exact_pct: pct(t.exact, t.fields),
  rows: `${t.rowsExact}/${t.rows}`, rows_exact_pct: pct(t.rowsExact, t.rows), rows_lenient_pct: pct(t.rowsSpaceless, t.rows) });
const famRows = FAMILIES.filter((f) => byFamily.has(f.name)).map((f) => row({ family: f.name, kind: f.kind, langs: [...(byFamily.get(f.name)?.langs ?? [])].sort().join(' ') }, byFamily.get(f.name) ?? tally()));
const kindRows = [...byKind.entries()].map(([k, t]) => row({ kind: k, langs: [...t.langs].sort().join(' ') }, t));
const totalRow = row({ set: `${set}${scans ? ` scans${fixedDpi ? ` ${fixedDpi} dpi` : ''}` : ''}`, seed }, total);
const levelRows = [...levels.entries()].sort((a, b) => b[1].right + b[1].wrong - (a[1].right + a[1].wrong)).map(([level, e]) => ({ level, right: e.right, wrong: e.wrong }));
const seconds = Math.round((Date.now() - t0) / 100) / 10;

if (args.includes('--json')) console.log(JSON.stringify({ set, seed, count, scans, dpi: fixedDpi, seconds, families: famRows, kinds: kindRows, total: totalRow, levels: levelRows, details }, null, 2));
else {
  const md = (rows: Record<string, unknown>[]): string => {
    const cols = Object.keys(rows[0] ?? {});
    return [`| ${cols.join(' | ')} |`, `| ${cols.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${cols.map((c) => String(r[c] ?? '')).join(' | ')} |`)].join('\n');
  };
  console.log(md(famRows), '\n');
  console.log(md(kindRows), '\n');
  console.log(md([totalRow]), '\n');
  console.log('Core fields by the level that gave our value (none: no value; unplaced: a value with no place on the page):\n');
  console.log(md(levelRows));
  console.log(`\n${files.length} documents extracted in ${seconds} s`);
  if (args.includes('--misses')) for (const d of details) console.log(JSON.stringify(d));
}
