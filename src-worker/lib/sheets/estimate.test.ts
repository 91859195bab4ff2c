import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countChars } from '../../../src-shared/document/text';
import { gridToTable } from '../../stages/parse-office/common';
import { parseCsv } from '../../stages/parse-office';
import { tableToMarkdown } from '../markdown/table-markdown';
import { csvLowerBoundChars, gridMarkdownChars, sheetMarkdownChars } from './estimate';

const GRIDS: string[][][] = [
  [['a']],
  [['Номер', 'Наименование'], ['1', 'Бумага | офисная'], ['2', '']],
  [['x', 'y', 'z'], ['only one']],
  [['line\nbreak  inside', ' padded '], ['𝔘𝔫𝔦𝔠𝔬𝔡𝔢 astral', '\ud800 lone surrogate']],
  [],
];

describe('gridMarkdownChars: the billed characters of a sheet, without its markdown', () => {
  it('equals the characters of the markdown the parser builds, for every grid', () => {
    for (const rows of GRIDS) assert.equal(gridMarkdownChars(rows), countChars(tableToMarkdown(gridToTable('t1', rows))), JSON.stringify(rows));
  });

  it('adds the heading of a named worksheet', () => {
    assert.equal(sheetMarkdownChars('Лист  1', [['a']]), countChars('## Лист 1\n\n') + countChars('| a |\n| --- |'));
  });
});

describe('csvLowerBoundChars: never above what the parser bills', () => {
  const CSVS = [
    'a,b,c\n1,2,3\n',
    '"quoted, with comma";"и ""кавычки"""\n;;;\n x ; y \n',
    `${'1,'.repeat(5000)}\n`,
    'tab\tseparated\t|pipe|\n\n\n   \n',
    ',,,,,\n,,,\n',
    'one cell',
  ];
  it('is at most the markdown the parser counts', async () => {
    for (const text of CSVS) {
      const doc = await parseCsv({ bytes: new TextEncoder().encode(text), fileName: 'x.csv', fileHash: null, language: null, progress: () => undefined });
      assert.ok(csvLowerBoundChars(text) <= doc.stats.chars, `${JSON.stringify(text.slice(0, 40))}: ${csvLowerBoundChars(text)} > ${doc.stats.chars}`);
    }
  });

  it('counts the letters and digits of the fields, not the delimiters, quotes or space', () => {
    assert.equal(csvLowerBoundChars('"ab", c;d\t e|f\n'), 6);
    assert.equal(csvLowerBoundChars('𝔘x'), 2);
  });
});
