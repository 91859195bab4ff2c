// Lint enforces the rooms of docs/architecture: who may import what (§3 of the architecture note).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig } from 'eslint/config';

const HEAVY = ['pdfjs-dist', 'pdfjs-dist/*', 'tesseract.js', 'exceljs', 'sharp', 'mammoth', 'word-extractor', '@e965/xlsx', 'saxes', 'yauzl', 'pdf-lib', 'iconv-lite', 'chardet', 'papaparse', 'cfb', 'turndown', 'turndown-plugin-gfm'];
const SERVER_ONLY = ['electron', 'better-sqlite3', 'fastify', '@fastify/*', 'node:http', 'node:https', 'http', 'https'];

const restrict = (patterns, paths = []) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns, paths }],
});

export default defineConfig(
  { ignores: ['out/**', 'node_modules/**', '.tsbuild/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: "CallExpression[callee.property.name='only']", message: 'no focused tests' }],
    },
  },
  {
    files: ['src-shared/**/*.ts'],
    rules: restrict([
      { regex: '^(?!\\.)', message: 'src-shared is pure: it imports nothing outside itself (no node:, no npm packages).' },
      { regex: 'src-(main|worker|renderer)', message: 'src-shared imports nothing outside itself.' },
    ]),
  },
  {
    files: ['src-worker/**/*.ts'],
    ignores: ['src-worker/adapters/**'],
    rules: restrict([
      { group: HEAVY, message: 'heavy libraries are imported only in src-worker/adapters/.' },
      { group: SERVER_ONLY, message: 'the pipeline has no HTTP, no database and no Electron.' },
      { regex: 'src-(main|renderer)', message: 'src-worker imports src-shared and its own files only.' },
    ]),
  },
  {
    files: ['src-worker/adapters/**/*.ts'],
    rules: restrict([
      { group: SERVER_ONLY, message: 'the pipeline has no HTTP, no database and no Electron.' },
      { regex: 'src-(main|renderer)', message: 'src-worker imports src-shared and its own files only.' },
    ]),
  },
  {
    files: ['src-main/**/*.ts'],
    ignores: ['src-main/electron/**'],
    rules: restrict([
      { group: ['electron'], message: "only src-main/electron imports 'electron'." },
      { regex: 'src-renderer', message: 'the host never imports the renderer.' },
      { regex: 'src-worker/(?!entry\\?modulePath$)', message: 'the host knows the worker only by src-shared/worker-protocol and the entry path.' },
    ]),
  },
  {
    files: ['src-main/electron/**/*.ts'],
    rules: restrict([
      { regex: 'src-renderer', message: 'the shell never imports the renderer.' },
      { regex: 'src-worker/(?!entry\\?modulePath$)', message: 'the shell knows the worker only by its entry path.' },
    ]),
  },
  {
    files: ['src-renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          { regex: '^node:', message: 'the renderer runs in a browser.' },
          { group: [...SERVER_ONLY, ...HEAVY], message: 'the renderer talks HTTP /v1 only.' },
          { regex: 'src-(main|worker)', message: 'the renderer talks HTTP /v1 only.' },
          { regex: 'src-shared/(?!contract)', message: 'the renderer may use src-shared/contract (and types of document/) only.', allowTypeImports: true },
        ],
      }],
    },
  },
  {
    files: ['**/*.test.ts', 'test/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
);
