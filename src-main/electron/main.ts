import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, dialog, Menu, session, shell } from 'electron';
import workerEntry from '../../src-worker/entry?modulePath';
import { createHost, listenHost } from '../host';
import type { Host } from '../host';
import { parseConfig } from '../headless/config';
import { StorageStartError } from '../storage/startup';
import { isOwnPage, isSafeExternal } from './navigation';

declare const __APP_VERSION__: string;

/**
 * The desktop shell: the same host as headless mode on a free loopback port, shown in a window
 * that loads it over HTTP like any browser. The preload exposes nothing; the page gets no Node, is
 * sandboxed and isolated, may not navigate or open windows outside our origin (https links go to
 * the system browser), is granted no permission, and carries the server's Content Security Policy
 * (src-main/server/guards/csp.ts). Electron's security checklist, item by item, in docs/desktop.md.
 */
let host: Host | null = null;

if (!app.requestSingleInstanceLock()) app.quit();

async function start(): Promise<void> {
  // Packaged, the OCR data sits beside the app (build/electron-builder.yml extraResources).
  if (app.isPackaged) process.env.DOCINTEL_TESSDATA ??= join(process.resourcesPath, 'tessdata');
  const dataDir = process.env.DOCINTEL_DATA_DIR ?? app.getPath('userData');
  const config = { ...parseConfig([], process.env), port: 0, dataDir };
  host = await createHost({ config, version: __APP_VERSION__, workerEntry, uiDir: fileURLToPath(new URL('../renderer', import.meta.url)) });
  const url = await listenHost(host, config);
  const origin = new URL(url).origin;
  console.log(`DocIntel listening on ${url}`);

  // No page of ours asks for the camera, notifications or anything else: every permission is refused.
  session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);

  const win = new BrowserWindow({
    width: 1280,
    height: 860,
    minWidth: 1024,
    minHeight: 640,
    title: 'DocIntel',
    webPreferences: {
      preload: fileURLToPath(new URL('../preload/index.mjs', import.meta.url)),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
    },
  });
  win.webContents.setWindowOpenHandler(({ url: target }) => {
    if (isSafeExternal(target)) void shell.openExternal(target);
    return { action: 'deny' };
  });
  win.webContents.on('will-navigate', (event, target) => {
    if (isOwnPage(target, origin)) return;
    event.preventDefault();
    if (isSafeExternal(target)) void shell.openExternal(target);
  });
  win.webContents.on('will-attach-webview', (event) => event.preventDefault());
  Menu.setApplicationMenu(appMenu(dataDir));
  await win.loadURL(url);
}

/** The app's menu: the data folder and the login links written there when no mail server is set (the cabinet's outbox). */
function appMenu(dataDir: string): Menu {
  return Menu.buildFromTemplate([
    {
      label: 'DocIntel',
      submenu: [
        { label: 'Open data folder', click: () => void shell.openPath(dataDir) },
        { label: 'Open login links (outbox)', click: () => void shell.openPath(join(dataDir, 'outbox')) },
        { type: 'separator' },
        { role: 'reload' },
        { role: 'toggleDevTools', visible: !app.isPackaged },
        { type: 'separator' },
        { role: 'quit' },
      ],
    },
    { role: 'editMenu' },
    { role: 'viewMenu' },
  ]);
}

app.on('second-instance', () => {
  const win = BrowserWindow.getAllWindows()[0];
  if (win?.isMinimized()) win.restore();
  win?.focus();
});
app.on('window-all-closed', () => app.quit());
app.on('will-quit', (event) => {
  if (!host) return;
  event.preventDefault();
  const closing = host;
  host = null;
  void closing.close().finally(() => app.exit(0));
});
app.whenReady().then(start).catch((err: unknown) => {
  // A damaged or lost database is the user's to restore: its sentence in a box, not a stack in a console nobody sees.
  if (err instanceof StorageStartError) dialog.showErrorBox('DocIntel cannot start', err.message);
  else console.error(err);
  app.exit(1);
});
