import { cpSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';

const pkg = JSON.parse(readFileSync(resolve(__dirname, 'package.json'), 'utf8')) as { version: string };
const define = { __APP_VERSION__: JSON.stringify(pkg.version) };

/**
 * pdfjs-dist's character maps, standard fonts and image decoders, served from our own origin under
 * /pdfjs: the review screen draws every PDF offline, and the page never asks another origin for anything.
 */
function pdfjsAssets() {
  return {
    name: 'docintel-pdfjs-assets',
    apply: 'build' as const,
    closeBundle() {
      for (const dir of ['cmaps', 'standard_fonts', 'wasm']) {
        cpSync(resolve(__dirname, 'node_modules/pdfjs-dist', dir), resolve(__dirname, 'out/renderer/pdfjs', dir), { recursive: true });
      }
    },
  };
}

// src-* folders instead of electron-vite's default src/main|preload|renderer: every input is explicit.
export default defineConfig({
  main: {
    define,
    build: {
      outDir: 'out/main',
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'src-main/electron/main.ts'),
          headless: resolve(__dirname, 'src-main/headless/cli.ts'),
          start: resolve(__dirname, 'src-main/start.ts'),
          // A pipeline worker's OCR process (src-worker/adapters/ocr-process.ts finds it beside the chunks).
          'ocr-child': resolve(__dirname, 'src-worker/ocr-child.ts'),
        },
        output: { format: 'es' },
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      rollupOptions: { input: { index: resolve(__dirname, 'src-main/electron/preload.ts') } },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src-renderer'),
    base: '/',
    plugins: [react(), pdfjsAssets()],
    build: {
      outDir: resolve(__dirname, 'out/renderer'),
      minify: true,
      rollupOptions: { input: { index: resolve(__dirname, 'src-renderer/index.html') } },
    },
  },
});
