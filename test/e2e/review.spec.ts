import { expect, test } from '@playwright/test';
import type { Request } from '@playwright/test';
import { corpusBytes } from '../helpers/corpus';
import { E2E_PORT } from './env';
import { dropFiles, saveKey } from './helpers';

/**
 * The operator's day in the served UI, in Russian as on a Russian system: three documents dropped
 * at once, three jobs; the invoice opened for review; a field clicked and its box lit; a value
 * typed, a value read by drawing a box, a row added and one deleted; the workbook previewed with
 * both sheets; the interface switched to English. A screenshot at each step (test-results/screens).
 */
test.use({ locale: 'ru-RU' });

const ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
const shot = (name: string) => ({ path: `test-results/screens/review-${name}.png` });
/** The UI's own files: the page, its bundles, and pdfjs's maps, fonts and decoders. */
const UI_FILE = /^\/(|index\.html|review|favicon\.ico|assets\/[\w.-]+|pdfjs\/[\w./-]+)$/;

test('three documents in, one invoice reviewed, corrected and exported; nothing leaves the origin', async ({ page }) => {
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await expect(page.getByTestId('nav-review')).toHaveText('Проверка');
  await saveKey(page);

  await dropFiles(page, [
    { name: 'oyo.pdf', type: 'application/pdf', bytes: corpusBytes('external/pdf-text/invoice2data/oyo.pdf') },
    { name: 'AmazonWebServices.pdf', type: 'application/pdf', bytes: corpusBytes('external/pdf-text/invoice2data/AmazonWebServices.pdf') },
    { name: 'torg12.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bytes: corpusBytes('external/office/ru-torg12/tkpolimer_testTorg12.xlsx') },
  ]);
  await expect(page.getByTestId('dropzone')).toContainText('3 файла к отправке');
  await page.getByText('Схема и инструкция').click();
  await page.getByTestId('schema-catalog').selectOption('invoice');
  await expect(page.locator('.schema-input')).toHaveValue(/"invoice"/);
  await page.screenshot(shot('1-three-files'));
  await page.getByTestId('process-button').click();
  await expect(page.getByTestId('job')).toHaveCount(3);
  await expect(page.getByTestId('job-status').first()).toHaveText(/обрабатывается|готово/);
  await page.screenshot(shot('2-queue-running'));
  await expect(page.getByTestId('job-status')).toHaveText(['готово', 'готово', 'готово']);
  await expect(page.getByTestId('nav-review')).toContainText('3');
  await page.screenshot(shot('3-queue-done'));

  // The invoice opens with its pages drawn and its fields' boxes over them.
  await page.getByTestId('review-button').first().click();
  await expect(page).toHaveURL(/\/review$/);
  await expect(page.locator('.review-name')).toHaveText('oyo.pdf');
  await expect(page.getByTestId('pdf-page')).toHaveCount(1);
  await expect(page.getByTestId('field-box').first()).toBeVisible();
  await expect.poll(() => page.locator('.pdf-page .page-canvas').first().evaluate((c: HTMLCanvasElement) => c.width)).toBeGreaterThan(100);

  // A field clicked: its box lights; a box clicked: its field is focused.
  await page.locator('#field-number').click();
  await expect(page.locator('[data-testid=field-box][data-field="number"]')).toHaveClass(/active/);
  await page.screenshot(shot('4-field-lit'));
  await page.locator('[data-testid=field-box][data-field="date"]').click();
  await expect(page.locator('#field-date')).toBeFocused();

  // Correct a value by typing, and another by drawing a box over the text it should be.
  await page.locator('#field-number').fill('IBZY2087-A');
  await expect(page.locator('.edited-mark')).toBeVisible();
  await page.locator('#field-currency').click();
  const dateBox = await page.locator('[data-testid=field-box][data-field="date"]').boundingBox();
  if (!dateBox) throw new Error('the date has no box on the page');
  await page.mouse.move(dateBox.x + dateBox.width * 0.45, dateBox.y - 2);
  await page.mouse.down();
  await page.mouse.move(dateBox.x + dateBox.width + 4, dateBox.y + dateBox.height + 2, { steps: 5 });
  await page.mouse.up();
  await expect(page.locator('#field-currency')).toHaveValue('31/12/2017');

  // Rows: one added at the end and named, the first deleted; the grid's total follows.
  const grid = page.getByTestId('items-grid');
  const before = await grid.locator('tbody tr').count();
  await grid.getByTestId('add-row').click();
  await expect(grid.locator('tbody tr')).toHaveCount(before + 1);
  const added = grid.locator('tbody tr').last();
  await added.locator('input[data-path$="].name"]').fill('Late checkout');
  await added.locator('input[data-path$="].amount_gross"]').fill('250');
  await grid.getByTestId('delete-row').first().click();
  await expect(grid.locator('tbody tr')).toHaveCount(before);
  // The deleted row's boxes go with it; the row now first was added here and has none.
  await expect(page.locator('[data-testid=field-box][data-field^="items[0]"]')).toHaveCount(0);
  await expect(grid.locator('tbody tr').last().locator('input[data-path$="].name"]')).toHaveValue('Late checkout');
  await expect(grid.getByTestId('column-total').last()).toHaveText('250');
  await page.screenshot(shot('5-corrected'));

  // The workbook from the corrected result: both sheets in the preview, then the download.
  await page.getByTestId('export-xlsx').click();
  const preview = page.getByTestId('xlsx-preview');
  await expect(preview.getByTestId('sheet-tab')).toHaveText(['Документ', 'Позиции']);
  await expect(preview.getByTestId('sheet')).toContainText('IBZY2087-A');
  await page.screenshot(shot('6-xlsx-document'));
  await preview.getByTestId('sheet-tab').nth(1).click();
  await expect(preview.getByTestId('sheet')).toContainText('Late checkout');
  await expect(preview.getByTestId('download-xlsx')).toHaveAttribute('download', 'oyo.xlsx');
  await page.screenshot(shot('7-xlsx-items'));
  await page.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);

  // Keyboard: Enter walks to a field that needs a look; Ctrl+Enter confirms and opens the next document.
  await page.locator('#field-number').focus();
  await page.keyboard.press('Enter');
  // The next field after the number that needs a look: the seller's taxpayer number, which has a warning.
  await expect(page.locator('.field-input:focus')).toHaveAttribute('data-path', 'seller.inn');
  await page.keyboard.press('Control+Enter');
  await expect(page.locator('.review-name')).toHaveText('AmazonWebServices.pdf');
  await page.keyboard.press('Alt+PageUp');
  await expect(page.locator('.review-name')).toHaveText('oyo.pdf');
  await expect(page.getByTestId('confirm')).toHaveText('Подтверждено ✓');
  await page.keyboard.press('Alt+PageDown');
  await page.keyboard.press('Alt+PageDown');
  await expect(page.locator('.review-name')).toHaveText('torg12.xlsx');
  await expect(page.getByTestId('markdown-view').locator('table').first()).toBeVisible();
  await page.screenshot(shot('8-office-file'));

  // English, and Back returns to the queue with every job still there.
  await page.getByTestId('language-en').click();
  await expect(page.getByTestId('nav-review')).toContainText('Review');
  await expect(page.getByTestId('confirm')).toHaveText('Confirm');
  await page.goBack();
  await expect(page.getByTestId('job')).toHaveCount(3);
  await expect(page.getByTestId('job').first()).toContainText('✓');
  await page.screenshot(shot('9-english-queue'));
  // The whole batch in one workbook: a block per document, the corrected invoice among them.
  await page.getByTestId('export-batch').click();
  const batch = page.getByTestId('xlsx-preview');
  await expect(batch.getByTestId('sheet')).toContainText('Документ 3: страницы');
  await expect(batch.getByTestId('sheet')).toContainText('IBZY2087-A');
  await expect(batch.getByTestId('download-xlsx')).toHaveAttribute('download', 'docintel-batch.xlsx');
  await page.screenshot(shot('10-batch-workbook'));
  await page.keyboard.press('Escape');

  for (const r of requests) {
    const url = new URL(r.url());
    if (url.protocol === 'blob:' || url.protocol === 'data:') continue;
    expect(url.origin, r.url()).toBe(ORIGIN);
    expect(UI_FILE.test(url.pathname) || url.pathname.startsWith('/v1/') || url.pathname === '/health', r.url()).toBe(true);
  }
});

test('a translation asked for shows beside the original values in the review', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('language-en').click();
  await saveKey(page);
  await page.getByTestId('text-input').fill(['Счёт № 5 от 01.03.2024', '', '| Наименование | Количество | Ед. |', '|---|---|---|', '| Бумага | 10 | шт |', '| Картридж | 2 | упак |'].join('\n'));
  await page.getByText('Schema and instruction').click();
  await page.locator('.schema-input').fill(JSON.stringify({ type: 'object', properties: { number: { type: 'string', title: 'Номер' }, items: { type: 'array', title: 'Позиции', items: { type: 'object', properties: {
    name: { type: 'string', title: 'Наименование' }, quantity: { type: 'number', title: 'Количество' }, unit: { type: 'string', title: 'Ед.' } } } } } }));
  await page.getByTestId('translate-to').selectOption('en');
  await page.getByTestId('process-button').click();
  await expect(page.getByTestId('job-status')).toHaveText(['done']);
  await page.getByTestId('review-button').click();
  const unitCell = page.locator('td:has(input[data-path="items[0].unit"])');
  await expect(unitCell.locator('input')).toHaveValue('шт');
  await expect(unitCell.getByTestId('translation')).toHaveText('pcs');
  await page.screenshot({ path: 'test-results/screens/review-translation.png', fullPage: true });
});
