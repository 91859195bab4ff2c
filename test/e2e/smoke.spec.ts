import { expect, test } from '@playwright/test';
import { E2E_ADMIN_KEY } from './env';
import { saveKey } from './helpers';
import { corpusBytes } from '../helpers/corpus';
import { startHeldModel } from '../fixtures/openai-recorder';

/** The served UI shell: it loads, reaches the server, and turns pasted text into an envelope. */
test('the UI processes pasted text into markdown', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('server-status')).toHaveText(/server \d+\.\d+\.\d+/);
  await saveKey(page);
  await page.getByTestId('text-input').fill('# Счёт № 42\n\nИтого: 1 200,00 руб.');
  await page.getByTestId('process-button').click();
  await expect(page.getByTestId('markdown')).toContainText('Итого: 1 200,00 руб.');
  await expect(page.getByTestId('usage-pages')).toHaveText('1 page billed');
  await page.screenshot({ path: 'test-results/screens/process-text.png', fullPage: true });
});

test('a wrong key shows the contract error, not a crash', async ({ page }) => {
  await page.goto('/');
  await saveKey(page, 'di_wrong');
  await page.getByTestId('text-input').fill('hello');
  await page.getByTestId('process-button').click();
  await expect(page.getByTestId('error')).toContainText('Invalid API key');
});

test('a schema typed with a mistake says where, in words, and holds the button until it is mended', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('process-button')).toBeDisabled();
  await page.getByTestId('text-input').fill('Счёт № 5');
  await expect(page.getByTestId('process-button')).toBeEnabled();
  await page.getByText('Schema and instruction').click();
  const box = page.locator('.schema-input');
  await box.fill('{\n  "type": "object",\n  "properties": {"number": {"type": "string"}}\n  "required": ["number"]\n}');
  await expect(page.getByTestId('schema-error')).toContainText('Line 4, column 3');
  await expect(page.getByTestId('process-button')).toBeDisabled();
  await page.screenshot({ path: 'test-results/screens/schema-error.png', fullPage: true });
  await page.getByTestId('language-ru').click();
  await expect(page.getByTestId('schema-error')).toContainText('Строка 4, позиция 3');
  await page.getByTestId('language-en').click();
  await box.fill('{"type": "object", "properties": {"number": {"type": "string"}}, "required": ["number"]}');
  await expect(page.getByTestId('schema-error')).toHaveCount(0);
  await expect(page.getByTestId('process-button')).toBeEnabled();
  await box.fill('["number"]');
  await expect(page.getByTestId('schema-error')).toContainText('A schema is a JSON object');
});

test('when the server does not answer, a sentence says so, not an exception', async ({ page }) => {
  await page.goto('/');
  await page.route('**/v1/process', (route) => route.abort('connectionrefused'));
  await saveKey(page);
  await page.getByTestId('text-input').fill('hello');
  await page.getByTestId('process-button').click();
  await expect(page.getByTestId('error')).toHaveText('The server did not answer. Is DocIntel still running? The request was not processed.');
  await page.getByTestId('language-ru').click();
  await expect(page.getByTestId('error')).toHaveText('Сервер не ответил. DocIntel всё ещё запущен? Запрос не обработан.');
  await page.getByTestId('language-en').click();
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

test('a document is processed as a task: the progress bar shows while it runs, then the markdown', async ({ page, request }) => {
  // The task's model call is held until the bar has been seen: the task is still running then, whatever the machine's speed.
  const model = await startHeldModel({ kind: 'json', answer: () => ({ number: '1' }) });
  const admin = { 'X-API-Key': E2E_ADMIN_KEY };
  try {
    expect((await request.put('/v1/admin/settings/model', { headers: admin, data: model.settings })).status()).toBe(200);
    await page.goto('/');
    await saveKey(page);
    await page.getByTestId('file-input').setInputFiles({ name: 'mixed.pdf', mimeType: 'application/pdf', buffer: Buffer.from(corpusBytes('synthetic/mixed-text2-scan1.pdf')) });
    await page.getByText('Schema and instruction').click();
    await page.locator('.schema-input').fill('{"type":"object","properties":{"number":{"type":"string"}}}');
    await page.getByTestId('process-button').click();
    await model.recorder.received(1);
    await expect(page.getByTestId('progress')).toContainText('Extracting data');
    model.release();
    await expect(page.getByTestId('markdown')).toContainText('Раздел 1. Условия договора');
    await expect(page.getByTestId('progress')).toHaveCount(0);
    await expect(page.getByTestId('usage-pages')).toHaveText(/\d+ pages billed/);
    await page.screenshot({ path: 'test-results/screens/process-document.png', fullPage: true });
  } finally {
    await request.put('/v1/admin/settings/model', { headers: admin, data: { providers: [] } });
    await model.close();
  }
});
