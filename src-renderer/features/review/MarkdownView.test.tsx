import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { MarkdownView } from './MarkdownView';

describe('<MarkdownView>', () => {
  it('draws headings, paragraphs, lists and real tables, text escaped', () => {
    const html = renderToStaticMarkup(<MarkdownView markdown={'# ТОРГ-12\n\nГрузоотправитель <ООО>\n\n- один\n\n| Товар | Кол-во |\n|---|---|\n| Бумага | 10 |'} />);
    assert.equal(html, '<article class="markdown-view" data-testid="markdown-view"><h3>ТОРГ-12</h3><p>Грузоотправитель &lt;ООО&gt;</p><ul><li>один</li></ul>'
      + '<table class="grid"><thead><tr><th>Товар</th><th>Кол-во</th></tr></thead><tbody><tr><td>Бумага</td><td>10</td></tr></tbody></table></article>');
  });
});
