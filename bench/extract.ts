/**
 * bench/extract: field-level accuracy of the extraction ladder (known XML → built-in extractor; no
 * model) per document kind on corpus external/, each kind with a catalog schema, against the ground
 * truth next to each file. Core fields: number, date, seller and buyer names and INNs, currency,
 * totals (net, VAT, gross). Line items: a row is exact when its name, quantity and amount (those the
 * ground truth has) all match. Core fields are also counted by the level of the finder that gave our
 * value (xml, rule, layout, table; `none` for no value, `unplaced` where the format gives no place).
 * Run: `npm run bench:extract [-- --json] [--misses] [--only <kind words>]`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { terminateOcr } from '../src-worker/adapters/tesseract';
import { CORPUS_DIR } from '../test/helpers/corpus';
import { canonGt, canonOurs, coreLevels, extractFile, score } from './extract-score';

const GROUPS: { kind: string; dir: string; schema: string; match: RegExp }[] = [
  { kind: 'invoices (text PDF, EN/DE/FR/IN)', dir: 'pdf-text/invoice2data', schema: 'invoice', match: /\.pdf$/ },
  { kind: 'Factur-X / ZUGFeRD (PDF)', dir: 'pdf-text/facturx', schema: 'invoice', match: /\.pdf$/ },
  { kind: 'FNS XML (УПД, счёт-фактура, ТОРГ-12)', dir: 'xml/fns', schema: 'upd', match: /^(?!.*(_parse_|_body)).*\.xml$/ },
  { kind: 'Russian waybills (XLS)', dir: 'office/ru-waybills-xls', schema: 'torg12', match: /\.xls$/ },
  { kind: 'ТОРГ-12 (XLS/XLSX)', dir: 'office/ru-torg12', schema: 'torg12', match: /\.xlsx?$/ },
  { kind: 'Russian waybills / ТОРГ-12 (text PDF)', dir: 'pdf-text/ru/derived', schema: 'torg12', match: /\.pdf$/ },
  { kind: 'contracts (DOCX)', dir: 'office/ru-contracts-docx', schema: 'contract', match: /\.docx$/ },
  { kind: 'simulated scans of invoices', dir: 'pdf-scan/derived', schema: 'invoice', match: /\.pdf$/ },
  { kind: 'simulated scans of Russian waybills', dir: 'pdf-scan/ru-derived', schema: 'torg12', match: /\.pdf$/ },
];

function truthFile(path: string): string | null {
  const base = path.replace(/\.(pdf|xml|xlsx?|docx)$/, '');
  return [`${path}.gt.json`, `${base}.gt.json`, `${base}.json`].find((p) => existsSync(p)) ?? null;
}

const rows: Record<string, unknown>[] = [];
const details: Record<string, unknown>[] = [];
/** Right and wrong core fields by the level of the finder that gave our value. */
const levels = new Map<string, { right: number; wrong: number }>();
// `--only <words>` keeps the groups whose kind contains the words (e.g. `--only scans`).
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > 0 ? process.argv[onlyAt + 1]?.toLowerCase() ?? '' : '';
for (const g of GROUPS.filter((x) => x.kind.toLowerCase().includes(only))) {
  const dir = join(CORPUS_DIR, 'external', g.dir);
  let fields = 0; let exact = 0; let rowsTotal = 0; let rowsExact = 0; let rowsSpaceless = 0; let files = 0;
  for (const f of readdirSync(dir).filter((n) => g.match.test(n)).sort()) {
    const path = join(dir, f);
    const gtPath = truthFile(path);
    if (!gtPath) continue;
    const gt = canonGt(JSON.parse(readFileSync(gtPath, 'utf8')));
    const out = await extractFile(path, g.schema);
    const ours = canonOurs(out.result);
    const s = score(gt, ours);
    for (const c of coreLevels(gt, ours, out.fields)) {
      const e = levels.get(c.level) ?? { right: 0, wrong: 0 };
      if (c.right) e.right++; else e.wrong++;
      levels.set(c.level, e);
    }
    files++; fields += s.fields; exact += s.exact; rowsTotal += s.rows; rowsExact += s.rowsExact; rowsSpaceless += s.rowsSpaceless;
    details.push({ file: `${g.dir}/${f}`, core: `${s.exact}/${s.fields}`, rows: `${s.rowsExact}/${s.rows}`, misses: s.misses });
  }
  rows.push({ kind: g.kind, schema: g.schema, files, core_fields: `${exact}/${fields}`, core_exact_pct: fields ? Math.round((1000 * exact) / fields) / 10 : null,
    rows: `${rowsExact}/${rowsTotal}`, rows_exact_pct: rowsTotal ? Math.round((1000 * rowsExact) / rowsTotal) / 10 : null,
    rows_lenient_pct: rowsTotal ? Math.round((1000 * rowsSpaceless) / rowsTotal) / 10 : null });
}
await terminateOcr();
const levelRows = [...levels.entries()].sort((a, b) => b[1].right + b[1].wrong - (a[1].right + a[1].wrong)).map(([level, e]) => ({ level, right: e.right, wrong: e.wrong }));
if (process.argv.includes('--json')) console.log(JSON.stringify({ rows, levels: levelRows, details }, null, 2));
else {
  const table = (list: Record<string, unknown>[]): string => {
    const cols = Object.keys(list[0] ?? {});
    return [`| ${cols.join(' | ')} |`, `| ${cols.map(() => '---').join(' | ')} |`, ...list.map((r) => `| ${cols.map((c) => String(r[c] ?? '')).join(' | ')} |`)].join('\n');
  };
  console.log(table(rows));
  console.log(`\nCore fields by the level that gave our value:\n\n${table(levelRows)}`);
  if (process.argv.includes('--misses')) for (const d of details) console.log(JSON.stringify(d));
}
