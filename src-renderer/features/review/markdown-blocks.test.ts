import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { markdownBlocks } from './markdown-blocks';

describe('markdown as blocks for the review screen', () => {
  it('reads headings, paragraphs joined across lines, lists and pipe tables (header, rows, no rule)', () => {
    const md = '# Счёт № 5\n\nПоставщик: ООО «Ромашка»\nИНН 7701234567\n\n| Наименование | Кол-во |\n|---|---:|\n| Бумага | 10 |\n| A \\| B | 2 |\n\n- один\n- два\n1. first\n2) second\n## Итого';
    assert.deepEqual(markdownBlocks(md), [
      { kind: 'heading', level: 1, text: 'Счёт № 5' },
      { kind: 'paragraph', text: 'Поставщик: ООО «Ромашка» ИНН 7701234567' },
      { kind: 'table', header: ['Наименование', 'Кол-во'], rows: [['Бумага', '10'], ['A | B', '2']] },
      { kind: 'list', ordered: false, items: ['один', 'два'] },
      { kind: 'list', ordered: true, items: ['first', 'second'] },
      { kind: 'heading', level: 2, text: 'Итого' },
    ]);
  });

  it('drops the columns empty in every row and the rows left empty (a form sheet\'s merged cells)', () => {
    assert.deepEqual(markdownBlocks('|  | Кол-во |  |\n|---|---|---|\n|  | 10 |  |\n|  |  |  |\n| итого |  |  |'), [
      { kind: 'table', header: ['', 'Кол-во'], rows: [['', '10'], ['итого', '']] },
    ]);
  });

  it('gives nothing for empty text and keeps a lone line as a paragraph', () => {
    assert.deepEqual(markdownBlocks('\n \n'), []);
    assert.deepEqual(markdownBlocks('#hashtag is text'), [{ kind: 'paragraph', text: '#hashtag is text' }]);
  });
});
