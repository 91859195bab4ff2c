import { fileURLToPath } from 'node:url';
import workerEntry from '../../src-worker/entry?modulePath';
import { runHeadless } from './run';
import { relaunchWithAllocatorSettings } from './allocator';

declare const __APP_VERSION__: string;

/** `npm run serve`: the server and the UI with no Electron at all. Built to out/main/headless.js. */
// On Linux the server runs in a child started with the allocator settings that let memory come back.
if (!relaunchWithAllocatorSettings()) await runHeadless({
  version: __APP_VERSION__,
  workerEntry,
  uiDir: fileURLToPath(new URL('../renderer', import.meta.url)),
  argv: process.argv.slice(2),
});
