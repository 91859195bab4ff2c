import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nProvider } from '../i18n/I18n';
import { ProgressBar, progressParts } from './ProgressBar';

describe('<ProgressBar>', () => {
  it('fills the pages done and stripes the page in work, so a one-page scan never sits at an empty bar', () => {
    assert.deepEqual(progressParts({ stage: 'ocr', pages_done: 0, pages_total: 1 }), { donePct: 0, currentPct: 100 });
    assert.deepEqual(progressParts({ stage: 'ocr', pages_done: 1, pages_total: 4 }), { donePct: 25, currentPct: 25 });
    assert.deepEqual(progressParts({ stage: 'extract', pages_done: 4, pages_total: 4 }), { donePct: 100, currentPct: 0 });
    assert.deepEqual(progressParts({ stage: 'parse', pages_done: 0, pages_total: 0 }), { donePct: 0, currentPct: 100 });
  });

  it('says the stage and the page in the interface language', () => {
    const html = renderToStaticMarkup(<I18nProvider initial="ru"><ProgressBar progress={{ stage: 'ocr', pages_done: 1, pages_total: 3 }} /></I18nProvider>);
    assert.match(html, /Распознавание текста — страница 2 из 3/);
    assert.match(html, /aria-valuenow="1"/);
  });
});
