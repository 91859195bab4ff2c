import { expect, test } from '@playwright/test';
import { saveKey } from './helpers';

/**
 * The watched folder. Playwright cannot click through the system's folder dialog, so the dialog is
 * answered with a real folder of the browser's own file system (OPFS); listing, waiting for a file
 * to settle and sending it are the app's own code.
 */
test('a watched folder feeds the queue with its new files, not the ones already there', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker =
      async () => (await navigator.storage.getDirectory()).getDirectoryHandle('inbox', { create: true });
  });
  await page.goto('/');
  await saveKey(page);
  const write = (name: string, text: string) => page.evaluate(async ([n, body]) => {
    const dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('inbox', { create: true });
    const w = await (await dir.getFileHandle(n as string, { create: true })).createWritable();
    await w.write(body as string);
    await w.close();
  }, [name, text]);
  await write('old.csv', 'a;b\n1;2\n');
  await page.getByTestId('watch-folder').click();
  await expect(page.getByTestId('watching')).toContainText('inbox');
  await write('notes.txt', 'not a document the service reads');
  await write('new.csv', 'Артикул;Количество\nA-1;5\n');
  await expect(page.getByTestId('job')).toHaveCount(1);
  await expect(page.getByTestId('job')).toContainText('new.csv');
  await expect(page.getByTestId('job-status')).toHaveText(['done']);
  await expect(page.getByTestId('watching')).toContainText('1 file sent');
  await expect(page.getByTestId('markdown')).toContainText('A-1');
  await page.screenshot({ path: 'test-results/screens/watch-folder.png', fullPage: true });
});
