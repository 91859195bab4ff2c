import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { BarChart } from './BarChart';

describe('<BarChart>', () => {
  it('draws a bar per label with its value, marks the bars over the limit, and a labelled limit line', () => {
    const html = renderToStaticMarkup(<BarChart bars={[{ label: '2026-10', value: 4000 }, { label: '2026-11', value: 1 }]} limit={3000} limitLabel="package" label="Pages by month" />);
    assert.equal((html.match(/<rect /g) ?? []).length, 2);
    assert.match(html, /class="bar over"[^>]*><title>2026-10: 4000<\/title>/);
    assert.match(html, /class="bar"[^>]*><title>2026-11: 1<\/title>/);
    assert.match(html, /aria-label="Pages by month"/);
    assert.match(html, /class="limit"/);
    assert.match(html, />package<\/text>/);
  });

  it('still shows a bar of a few pages against thousands, and none for a month without pages', () => {
    const html = renderToStaticMarkup(<BarChart bars={[{ label: 'a', value: 1 }, { label: 'b', value: 0 }]} limit={6000} label="x" />);
    const heights = [...html.matchAll(/height="([\d.]+)"/g)].map((m) => Number(m[1]));
    assert.deepEqual(heights, [2, 0]);
  });
});
