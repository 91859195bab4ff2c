import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import workerEntry from '../src-worker/entry?modulePath';
import { runHeadless } from './headless/run';
import { ALLOCATOR_ENV, relaunchWithAllocatorSettings } from './headless/allocator';

declare const __APP_VERSION__: string;

/**
 * `npm start`: the desktop app where the Electron runtime is installed; otherwise (its download is
 * blocked in restricted networks) the same server and UI for any browser, said in one line.
 */
function electronBinary(): string | null {
  try {
    const path = createRequire(import.meta.url)('electron') as unknown;
    return typeof path === 'string' ? path : null;
  } catch {
    return null;
  }
}

const binary = electronBinary();
if (binary) {
  const child = spawn(binary, [fileURLToPath(new URL('./index.js', import.meta.url)), ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, ...ALLOCATOR_ENV } });
  child.on('exit', (code) => process.exit(code ?? 0));
} else if (!relaunchWithAllocatorSettings()) {
  // (On Linux this runs in the child started with the allocator settings, so the line is printed once.)
  console.log('Electron runtime is not installed here; starting the same server and UI for your browser instead.');
  await runHeadless({
    version: __APP_VERSION__,
    workerEntry,
    uiDir: fileURLToPath(new URL('../renderer', import.meta.url)),
    argv: process.argv.slice(2),
  });
}
