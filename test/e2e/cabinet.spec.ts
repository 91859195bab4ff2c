import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN_KEY } from './env';

/** The cabinet in the browser: a login link from the outbox, the account's key by its prefix, a new key shown once, keys and usage. */
const OUTBOX = join('test-results', 'e2e-data', 'outbox');

function findLink(email: string): string | null {
  const files = readdirSync(OUTBOX).filter((f) => f.endsWith('.eml')).sort().reverse();
  for (const f of files) {
    const mail = readFileSync(join(OUTBOX, f), 'utf8');
    if (!mail.includes(email)) continue;
    const m = /https?:\/\/\S+\/cabinet\/login\?token=[\w-]+/.exec(mail);
    if (m) return m[0];
  }
  return null;
}

/** The link from the outbox; the server answers before it writes the mail, so it is polled for (the test's timeout bounds it). */
async function linkFor(email: string): Promise<string> {
  await expect.poll(() => findLink(email), { message: `a login link for ${email} in ${OUTBOX}` }).not.toBeNull();
  return findLink(email) ?? '';
}

test('sign in by a one-time link, see the account\'s key by its prefix, issue a key shown once, process with the session', async ({ page, request, baseURL }) => {
  const email = `buyer${Date.now()}@example.test`;
  const created = await request.post('/v1/admin/clients', { headers: { 'X-API-Key': E2E_ADMIN_KEY }, data: { name: 'ООО «Ромашка»', email, plan: 'starter' } });
  expect(created.status()).toBe(201);
  const { api_key_prefix: prefix } = (await created.json()) as { api_key_prefix: string };

  await page.goto('/cabinet');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-sent')).toBeVisible();

  const link = (await linkFor(email)).replace(/^https?:\/\/[^/]+/, baseURL ?? '');
  await page.goto(link);
  await expect(page.getByTestId('account-name')).toHaveText('ООО «Ромашка»');
  // Made by the admin with a key: no second key at first login; the cabinet names the existing one by its prefix.
  await expect(page.getByTestId('existing-key')).toContainText(prefix);
  await expect(page.getByTestId('new-key')).toHaveCount(0);
  await page.getByTestId('issue-key').click();
  await expect(page.getByTestId('new-key')).toContainText('di_');
  await expect(page.getByTestId('keys-table').locator('tbody tr')).toHaveCount(2);

  await page.getByRole('button', { name: 'Process' }).click();
  await page.getByTestId('text-input').fill('Счёт № 7 от 01.03.2024');
  await page.getByTestId('process-button').click();
  await expect(page.getByTestId('markdown')).toContainText('Счёт № 7');
  await page.getByTestId('nav-cabinet').click();
  await expect(page.getByTestId('usage-summary')).toContainText('1 of 6000 pages');
  await expect(page.getByTestId('usage-chart').getByTestId('bar')).toHaveCount(1);
  await expect(page.getByTestId('usage-chart').getByTestId('limit-line')).toHaveCount(1);
  await page.screenshot({ path: 'test-results/screens/cabinet.png', fullPage: true });
});
