import { expect, test } from '@playwright/test';
import { saveKey } from './helpers';

/** A schema built in the form editor, checked as JSON, saved under a name, found again after a reload, used for a job. */
test('schemas: built in the form, saved locally, picked again and used', async ({ page }) => {
  await page.goto('/');
  await saveKey(page);
  await page.getByText('Schema and instruction').click();
  await page.getByTestId('schema-mode-form').click();
  const form = page.getByTestId('schema-form');
  await page.getByTestId('add-prop').click();
  await form.getByTestId('prop-key').nth(0).fill('number');
  await form.getByTestId('prop-title').nth(0).fill('Номер счёта');
  await page.getByTestId('add-prop').click();
  await expect(page.getByTestId('schema-key-problems')).toContainText('(empty)');
  await form.getByTestId('prop-key').nth(1).fill('items');
  await form.getByTestId('prop-type').nth(1).selectOption('array');
  await form.getByTestId('schema-prop').nth(1).getByRole('button', { name: '+ field' }).click();
  await form.getByTestId('prop-key').nth(2).fill('name');
  await expect(page.getByTestId('schema-key-problems')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/schema-form.png', fullPage: true });
  await page.getByTestId('schema-mode-json').click();
  const json = JSON.parse(await page.locator('.schema-input').inputValue()) as Record<string, unknown>;
  expect(json).toEqual({ type: 'object', properties: {
    number: { type: ['string', 'null'], title: 'Номер счёта' },
    items: { type: ['array', 'null'], items: { type: 'object', properties: { name: { type: ['string', 'null'] } } } },
  } });

  await page.getByTestId('schema-save-name').fill('Мой счёт');
  await page.getByTestId('schema-save').click();
  await page.reload();
  await page.getByText('Schema and instruction').click();
  await expect(page.locator('.schema-input')).toHaveValue('');
  await page.getByTestId('schema-catalog').selectOption({ label: 'Мой счёт' });
  await expect(page.locator('.schema-input')).toHaveValue(/Номер счёта/);
  await page.getByTestId('text-input').fill('Счёт № 77\n\n| Наименование |\n|---|\n| Бумага |');
  await page.getByTestId('process-button').click();
  await expect(page.getByTestId('job-status')).toHaveText(['done']);
  await page.getByTestId('review-button').click();
  await expect(page.locator('#field-number')).toHaveValue('77');
  await expect(page.getByText('Номер счёта')).toBeVisible();
});
