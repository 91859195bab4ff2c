/**
 * bench/corpus: every file of corpus external/ through the parser, and how much of its ground truth
 * (strings and numbers of its .gt.json / .json) appears in the markdown, per kind.
 * Run: `npm run bench:corpus [-- --json]`. Used by test/corpus-external.suite.ts (run by test/corpus.test.ts) with thresholds.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseFile } from '../src-worker/pipeline/parse-file';
import { terminateOcr } from '../src-worker/adapters/tesseract';
import { CORPUS_DIR } from '../test/helpers/corpus';
import { corpusDocuments, coverage, groundTruthOf } from '../test/helpers/ground-truth';

export interface CorpusRow {
  file: string;
  kind: string;
  ms: number;
  chars: number;
  strings: string;
  numbers: string;
  ratio: number;
  missing: string[];
}

export async function runCorpus(filter?: (rel: string) => boolean): Promise<CorpusRow[]> {
  const root = join(CORPUS_DIR, 'external');
  const rows: CorpusRow[] = [];
  for (const path of corpusDocuments(root).sort()) {
    const rel = relative(root, path);
    if (filter && !filter(rel)) continue;
    const gt = groundTruthOf(path);
    const language = rel.includes('chi_sim') ? 'zh' : null;
    const t0 = performance.now();
    const doc = await parseFile({ bytes: new Uint8Array(readFileSync(path)), fileName: path, fileHash: null, language, progress: () => undefined });
    const ms = Math.round(performance.now() - t0);
    const cov = gt ? coverage(gt, doc.markdown) : null;
    const found = cov ? cov.strings.found + cov.numbers.found : 0;
    const total = cov ? cov.strings.total + cov.numbers.total : 0;
    rows.push({
      file: rel, kind: rel.split('/').slice(0, 2).join('/'), ms, chars: doc.stats.chars,
      strings: cov ? `${cov.strings.found}/${cov.strings.total}` : '-', numbers: cov ? `${cov.numbers.found}/${cov.numbers.total}` : '-',
      ratio: total ? Math.round((found / total) * 1000) / 1000 : 1,
      missing: cov ? [...cov.strings.missing, ...cov.numbers.missing].slice(0, 6) : [],
    });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await runCorpus((rel) => !rel.startsWith('images/ocr-lines'));
  await terminateOcr();
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
  else {
    console.log('| file | ms | chars | strings found | numbers found | share | first missing |\n| --- | --- | --- | --- | --- | --- | --- |');
    for (const r of rows) console.log(`| ${r.file} | ${r.ms} | ${r.chars} | ${r.strings} | ${r.numbers} | ${r.ratio} | ${r.missing.join('; ').slice(0, 80)} |`);
  }
}
