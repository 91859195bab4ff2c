import { defineConfig } from '@playwright/test';
import { E2E_ADMIN_KEY, E2E_PORT } from './test/e2e/env';

/**
 * End-to-end tests of the served UI in Debian's Chromium against the built headless server, on a
 * free port (test/e2e/env.ts). Timeouts are hang guards only, far above a loaded machine's times:
 * an assertion retries until it holds, so a long timeout costs nothing when the UI is right.
 */
export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '*.spec.ts',
  workers: 1,
  timeout: 300_000,
  expect: { timeout: 60_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    },
    headless: true,
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `node out/main/headless.js --port ${E2E_PORT} --data-dir test-results/e2e-data`,
    url: `http://127.0.0.1:${E2E_PORT}/health`,
    reuseExistingServer: false,
    env: { DOCINTEL_ADMIN_KEY: E2E_ADMIN_KEY },
    timeout: 120_000,
  },
});
