import { expect, test } from '@playwright/test';
import { corpusBytes } from '../helpers/corpus';
import { dropFiles, saveKey } from './helpers';

const shot = (name: string) => ({ path: `test-results/screens/${name}.png` });

/**
 * A composite PDF split, a boundary moved by dragging a page, the sections sent to the queue with
 * their types' schemas, one opened for review; then a registry match with its coverage and lists.
 */
test('split: sections found, a boundary moved by dragging, a section extracted and reviewed', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/split');
  await saveKey(page);
  await dropFiles(page, [{ name: 'composite.pdf', type: 'application/pdf', bytes: corpusBytes('external/composite/composite_01_text.pdf') }]);
  await page.getByTestId('find-sections').click();
  const sections = page.getByTestId('section');
  await expect(sections).toHaveCount(5);
  await expect(sections.first()).toContainText('1–2');
  await expect(sections.nth(1)).toContainText('3–5');
  await expect(sections.first().getByTestId('section-confidence')).toContainText('%');
  await expect.poll(() => page.locator('.section-page canvas').first().evaluate((c: HTMLCanvasElement) => c.width)).toBeGreaterThan(50);
  await page.screenshot(shot('split-1-sections'));

  // Page 3 (the first of section 2) dragged into section 1: the boundary moves.
  await page.locator('[data-testid=section-page][data-page="3"]').dragTo(sections.first().locator('.section-head'));
  await expect(sections.first()).toContainText('1–3');
  await expect(sections.nth(1)).toContainText('4–5');
  await expect(sections.first().getByTestId('section-confidence')).not.toContainText('%');
  // Split at page 2, then merge back; change a type.
  await sections.first().locator('[data-testid=section-page][data-page="2"]').getByTestId('split-here').click();
  await expect(sections).toHaveCount(6);
  await sections.nth(1).getByTestId('merge').click();
  await expect(sections).toHaveCount(5);
  await sections.nth(1).getByTestId('section-type').selectOption('invoice');
  await page.screenshot(shot('split-2-boundary-moved'));
  // A section drawn by hand downloads as a PDF of its own pages, named after it.
  const download = page.waitForEvent('download');
  await sections.nth(1).getByRole('button', { name: 'PDF' }).click();
  expect((await download).suggestedFilename()).toBe('composite — 2 invoice (4–5).pdf');

  await page.getByTestId('extract-sections').click();
  await expect(page.getByTestId('sent')).toContainText('5');
  await page.getByTestId('nav-process').click();
  await expect(page.getByTestId('job')).toHaveCount(5);
  await expect(page.getByTestId('job').nth(1)).toContainText('composite — 2 invoice (4–5).pdf');
  await expect(page.getByTestId('job-status').nth(1)).toHaveText('done');
  await page.getByTestId('job').nth(1).getByTestId('review-button').click();
  await expect(page.locator('.review-name')).toHaveText('composite — 2 invoice (4–5).pdf');
  await expect(page.getByTestId('pdf-page')).toHaveCount(2);
  await page.screenshot(shot('split-3-section-review'));
});

test('registry: key column from the header, coverage as a bar, three filterable lists', async ({ page }) => {
  await page.goto('/match');
  await saveKey(page);
  await page.getByTestId('match-text').fill(['Счёт № 12 от 01.03.2024', '', '| Артикул | Наименование | Количество |', '|---|---|---|',
    '| A-100 | Бумага | 10 |', '| B-200 | Картридж | 2 |', '| Z-999 | Ручка | 5 |'].join('\n'));
  await page.locator('.schema-input').fill(JSON.stringify({ type: 'object', properties: { number: { type: 'string' }, items: { type: 'array', items: { type: 'object', properties: {
    article: { type: 'string', title: 'Артикул' }, name: { type: 'string' }, quantity: { type: 'number' } } } } } }));
  const registry = new TextEncoder().encode('sku;title\nA-100;Бумага офисная\nB-200;Картридж\nC-300;Папка\n');
  const transfer = await page.evaluateHandle((bytes) => { const dt = new DataTransfer(); dt.items.add(new File([new Uint8Array(bytes)], 'registry.csv', { type: 'text/csv' })); return dt; }, Array.from(registry));
  await page.getByTestId('registry-drop').getByTestId('dropzone').dispatchEvent('drop', { dataTransfer: transfer });
  await expect(page.getByTestId('key-column').locator('option')).toHaveText(['sku', 'title']);
  await page.getByTestId('values-from').selectOption('items[].article');
  await page.getByTestId('run-match').click();
  await expect(page.getByTestId('coverage')).toContainText('67%');
  await expect(page.getByTestId('list-found').locator('li')).toHaveText(['A-100', 'B-200']);
  await expect(page.getByTestId('list-missing').locator('li')).toHaveText(['Z-999']);
  await expect(page.getByTestId('list-unmatched').locator('li')).toHaveText(['C-300']);
  await page.screenshot({ ...shot('registry-1-coverage'), fullPage: true });
  await page.getByTestId('match-filter').fill('b-');
  await expect(page.getByTestId('list-found').locator('li')).toHaveText(['B-200']);
  await expect(page.getByTestId('list-missing').locator('li')).toHaveCount(0);
});
