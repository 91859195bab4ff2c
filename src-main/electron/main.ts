import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, shell } from 'electron';
import workerEntry from '../../src-worker/entry?modulePath';
import { createHost, listenHost } from '../host';
import type { Host } from '../host';
import { parseConfig } from '../headless/config';

declare const __APP_VERSION__: string;

/**
 * The desktop shell: the same host as headless mode on a free loopback port, shown in a window
 * that loads it over HTTP like any browser. The preload exposes nothing.
 */
let host: Host | null = null;

if (!app.requestSingleInstanceLock()) app.quit();

async function start(): Promise<void> {
  const config = { ...parseConfig([], process.env), port: 0, dataDir: process.env.DOCINTEL_DATA_DIR ?? app.getPath('userData') };
  host = await createHost({ config, version: __APP_VERSION__, workerEntry, uiDir: fileURLToPath(new URL('../renderer', import.meta.url)) });
  const url = await listenHost(host, config);
  console.log(`DocIntel listening on ${url}`);
  const win = new BrowserWindow({
    width: 1280,
    height: 860,
    title: 'DocIntel',
    webPreferences: {
      preload: fileURLToPath(new URL('../preload/index.mjs', import.meta.url)),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
    },
  });
  // Only our own origin is ever shown in the window; anything else opens in the system browser.
  win.webContents.setWindowOpenHandler(({ url: target }) => {
    if (target.startsWith('https://')) void shell.openExternal(target);
    return { action: 'deny' };
  });
  win.webContents.on('will-navigate', (event, target) => {
    if (!target.startsWith(url)) event.preventDefault();
  });
  await win.loadURL(url);
}

app.on('second-instance', () => BrowserWindow.getAllWindows()[0]?.focus());
app.on('window-all-closed', () => app.quit());
app.on('will-quit', (event) => {
  if (!host) return;
  event.preventDefault();
  const closing = host;
  host = null;
  void closing.close().finally(() => app.exit(0));
});
app.whenReady().then(start, (err: unknown) => {
  console.error(err);
  app.exit(1);
});
