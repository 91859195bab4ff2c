import { expect, test } from '@playwright/test';
import { corpusBytes } from '../helpers/corpus';
import { E2E_ADMIN_KEY } from './env';
import { saveKey } from './helpers';
import type { TaskPoll } from '../../src-shared/contract/tasks';

/**
 * Cancel, even in the moment a file is still being uploaded: the app waits for the task's id and
 * cancels the task on the server, which ends CANCELLED and is not billed.
 */
test('a job cancelled while its upload is under way has its task cancelled on the server', async ({ page, request }) => {
  let releaseUpload = (): void => undefined;
  const uploadHeld = new Promise<void>((resolve) => { releaseUpload = resolve; });
  let taskUrl = '';
  await page.route('**/v1/process', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await uploadHeld;
    const response = await route.fetch();
    taskUrl = ((await response.json()) as { poll_url: string }).poll_url;
    await route.fulfill({ response });
  });
  const deletes: string[] = [];
  page.on('request', (r) => { if (r.method() === 'DELETE') deletes.push(new URL(r.url()).pathname); });
  await page.goto('/');
  await saveKey(page);
  await page.getByTestId('file-input').setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from(corpusBytes('external/pdf-scan/derived/fx_Facture_F20180027_scan150.pdf')) });
  await page.getByTestId('process-button').click();
  await expect(page.getByTestId('job-status')).toHaveText(['processing']);
  await page.getByTestId('job').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('job-status')).toHaveText(['cancelled']);
  releaseUpload();
  await expect.poll(() => taskUrl).not.toBe('');
  await expect.poll(() => deletes).toEqual([taskUrl]);
  await expect.poll(async () => {
    const poll = (await (await request.get(taskUrl, { headers: { 'X-API-Key': E2E_ADMIN_KEY } })).json()) as TaskPoll;
    return [poll.status, poll.error?.code];
  }).toEqual(['error', 'CANCELLED']);
  await page.screenshot({ path: 'test-results/screens/cancelled.png', fullPage: true });
});
