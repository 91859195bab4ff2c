import { expect, test } from '@playwright/test';
import { start } from '../fixtures/openai-recorder';
import { E2E_ADMIN_KEY } from './env';
import { saveKey } from './helpers';

const shot = (name: string) => ({ path: `test-results/screens/${name}.png`, fullPage: true });
const admin = { 'X-API-Key': E2E_ADMIN_KEY };

/** Providers added from presets, tried, reordered and saved; the header says whether text can leave; the log shows what left. */
test('settings: a local provider tried and saved, a remote one flips the header, the outbound log lists the call', async ({ page, request }) => {
  const recorder = await start({ behaviour: { kind: 'json', answer: () => ({ number: '42' }) } });
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/settings');
    await saveKey(page);
    await expect(page.getByTestId('egress')).toHaveText('offline: nothing leaves');
    await expect(page.getByTestId('no-providers')).toBeVisible();
    await page.getByTestId('add-ollama').click();
    await expect(page.getByTestId('provider-url')).toHaveValue('http://127.0.0.1:11434/v1');
    await page.getByTestId('provider-url').fill(recorder.url);
    await page.getByTestId('provider-model').fill('local-model');
    await page.getByTestId('provider-test').click();
    await expect(page.getByTestId('provider-test-result')).toContainText('✓ reachable');
    await page.getByTestId('settings-save').click();
    await expect(page.getByTestId('settings-save')).toBeDisabled();
    await expect(page.getByTestId('egress')).toHaveText('offline: nothing leaves');

    await page.getByTestId('add-custom').click();
    await page.getByTestId('provider-url').nth(1).fill('https://api.example.com/v1');
    await page.getByTestId('provider-model').nth(1).fill('remote-model');
    await page.getByTestId('settings-save').click();
    await expect(page.getByTestId('egress')).toHaveText('can leave: 1 external');
    await page.screenshot(shot('settings-1-providers'));

    // A document read through the local provider: the log shows the call, its size and purpose, not its text.
    await page.getByTestId('nav-process').click();
    await page.getByTestId('text-input').fill('Счёт № 42 от 01.03.2024, ООО «Ромашка», ИНН 7707083893');
    await page.getByText('Schema and instruction').click();
    await page.locator('.schema-input').fill('{"type":"object","properties":{"number":{"type":"string"}}}');
    await page.getByTestId('process-button').click();
    await expect(page.getByTestId('job-status')).toHaveText(['done']);
    await page.getByTestId('nav-settings').click();
    await expect(page.getByTestId('outbound-row').filter({ hasText: 'extraction' }).first()).toContainText(new URL(recorder.url).host);
    await expect(page.getByTestId('outbound')).not.toContainText('7707083893');
    await page.screenshot(shot('settings-2-outbound-log'));
    await page.getByTestId('language-ru').click();
    await expect(page.getByTestId('egress')).toHaveText('может уйти: внешних 1');
    await expect(page.getByTestId('outbound')).toContainText('Что покинуло этот компьютер');
    await page.screenshot(shot('settings-3-ru'));
    await page.getByTestId('language-en').click();

    // An operator's key reads the indicator but not the settings.
    const client = await request.post('/v1/admin/clients', { headers: admin, data: { name: 'operator', plan: 'business' } });
    await saveKey(page, (await client.json() as { api_key: string }).api_key);
    await expect(page.getByTestId('settings-admin-only')).toBeVisible();
    await expect(page.getByTestId('egress')).toHaveText('can leave: 1 external');
  } finally {
    await request.put('/v1/admin/settings/model', { headers: admin, data: { providers: [] } });
    await recorder.close();
  }
});
