import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { E2E_ADMIN_KEY } from './env';

/** Pastes a key into the key box and saves it, in whichever language the page speaks. */
export async function saveKey(page: Page, key: string = E2E_ADMIN_KEY): Promise<void> {
  await page.locator('#api-key').fill(key);
  await page.locator('.key-panel button').click();
  await expect(page.locator('.key-panel .hint')).toBeVisible();
}

/** Drops files on the drop zone as one drag-and-drop, the way an operator drags several from a folder. */
export async function dropFiles(page: Page, files: { name: string; type: string; bytes: Uint8Array }[]): Promise<void> {
  const transfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) dt.items.add(new File([new Uint8Array(f.bytes)], f.name, { type: f.type }));
    return dt;
  }, files.map((f) => ({ name: f.name, type: f.type, bytes: Array.from(f.bytes) })));
  const zone = page.getByTestId('dropzone');
  await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
}
