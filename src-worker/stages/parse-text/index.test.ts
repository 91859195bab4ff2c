import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseText } from './index';
import { splitBlocks } from '../../lib/parsed/blocks';

describe('parseText', () => {
  it('keeps the text as markdown, normalising line endings only', () => {
    const doc = parseText('a\r\nb\rc');
    assert.equal(doc.markdown, 'a\nb\nc');
    assert.equal(doc.source.format, 'text');
    assert.deepEqual(doc.stats, { sheets: null, chars: 5, perSheet: [], ocrPages: [] });
  });
  it('splits blocks on blank lines and headings, and classifies them', () => {
    const blocks = splitBlocks('# Title\nIntro line\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- one\n- two');
    assert.deepEqual(blocks.map((b) => [b.kind, b.text]), [
      ['heading', '# Title'], ['paragraph', 'Intro line'], ['table', '| a | b |\n|---|---|\n| 1 | 2 |'], ['list', '- one\n- two'],
    ]);
  });
});
