import { expect, test } from '@playwright/test';
import { E2E_ADMIN_KEY } from './env';

/** The served UI shell: it loads, reaches the server, and turns pasted text into an envelope. */
test('the UI processes pasted text into markdown', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('server-status')).toHaveText(/server \d+\.\d+\.\d+/);
  await page.locator('#api-key').fill(E2E_ADMIN_KEY);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByTestId('text-input').fill('# Счёт № 42\n\nИтого: 1 200,00 руб.');
  await page.getByTestId('process-button').click();
  await expect(page.getByTestId('markdown')).toContainText('Итого: 1 200,00 руб.');
  await expect(page.getByTestId('usage-pages')).toHaveText('1 page billed');
  await page.screenshot({ path: 'test-results/screens/process-text.png', fullPage: true });
});

test('a wrong key shows the contract error, not a crash', async ({ page }) => {
  await page.goto('/');
  await page.locator('#api-key').fill('di_wrong');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByTestId('text-input').fill('hello');
  await page.getByTestId('process-button').click();
  await expect(page.getByTestId('error')).toContainText('Invalid API key');
});

test('a dropped file appears in the drop zone', async ({ page }) => {
  await page.goto('/');
  const zone = page.getByTestId('dropzone');
  const transfer = await page.evaluateHandle(() => {
    const dt = new DataTransfer();
    dt.items.add(new File(['a;b\n1;2\n'], 'registry.csv', { type: 'text/csv' }));
    return dt;
  });
  await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
  await expect(zone).toContainText('registry.csv');
  await expect(page.getByTestId('text-input')).toHaveCount(0);
});

test('a document is processed as a task: the progress bar moves, then the markdown shows', async ({ page }) => {
  const { readFileSync } = await import('node:fs');
  const { fileURLToPath } = await import('node:url');
  const pdf = readFileSync(fileURLToPath(new URL('../../../shared/corpus/synthetic/mixed-text2-scan1.pdf', import.meta.url)));
  await page.goto('/');
  await page.locator('#api-key').fill(E2E_ADMIN_KEY);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByTestId('file-input').setInputFiles({ name: 'mixed.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByTestId('process-button').click();
  await expect(page.getByTestId('progress')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('markdown')).toContainText('Раздел 1. Условия договора', { timeout: 60_000 });
  await expect(page.getByTestId('usage-pages')).toHaveText(/\d+ pages billed/);
  await page.screenshot({ path: 'test-results/screens/process-document.png', fullPage: true });
});
