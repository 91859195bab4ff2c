import { expect, test } from '@playwright/test';
import { saveKey } from './helpers';

/** The interface speaks Russian and English: switched in the header, kept in this browser, Russian for a Russian system. */
test('the operator switches the interface to Russian and back; the choice survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('nav-cabinet')).toHaveText('Cabinet');
  await page.getByTestId('language-ru').click();
  await expect(page.getByTestId('nav-cabinet')).toHaveText('Кабинет');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await saveKey(page);
  await page.getByTestId('text-input').fill('# Счёт № 42\n\nИтого: 1 200,00 руб.');
  await page.getByTestId('process-button').click();
  await expect(page.getByTestId('usage-pages')).toHaveText('оплачена 1 страница');
  await page.screenshot({ path: 'test-results/screens/process-text-ru.png', fullPage: true });
  await page.getByTestId('nav-cabinet').click();
  await expect(page.getByRole('heading', { name: 'Вход в кабинет' })).toBeVisible();
  await expect(page.getByTestId('login-submit')).toHaveText('Прислать ссылку для входа');
  await page.screenshot({ path: 'test-results/screens/cabinet-login-ru.png', fullPage: true });
  // Back returns to the screen before, as in any web app.
  await page.goBack();
  await expect(page.getByTestId('process-button')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goForward();
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await page.getByTestId('nav-process').click();
  await page.reload();
  await expect(page.getByTestId('process-button')).toHaveText('Обработать');
  await page.getByTestId('language-en').click();
  await expect(page.getByTestId('process-button')).toHaveText('Process');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('on a system whose language is Russian', () => {
  test.use({ locale: 'ru-RU' });
  test('the interface opens in Russian', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('nav-cabinet')).toHaveText('Кабинет');
    await expect(page.getByTestId('server-status')).toHaveText(/сервер \d+\.\d+\.\d+/);
  });
});
