// Lint enforces the rooms of docs/architecture: who may import what (§3 of the architecture note).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';

const HEAVY = ['pdfjs-dist', 'pdfjs-dist/*', 'tesseract.js', 'exceljs', 'sharp', 'mammoth', 'word-extractor', '@e965/xlsx', 'saxes', 'yauzl', 'pdf-lib', 'iconv-lite', 'chardet', 'papaparse', 'cfb', 'turndown', 'turndown-plugin-gfm'];
// The renderer draws the operator's own PDF (pdfjs-dist) and previews the server's workbook (@e965/xlsx)
// and reads a registry's header (@e965/xlsx), each in one file and loaded only when used (docs/decisions.md "Operator's app").
const RENDERER_DRAWS = ['src-renderer/features/review/pdf.ts', 'src-renderer/features/export/xlsx-preview.ts', 'src-renderer/features/match/registry-header.ts'];
const SERVER_ONLY = ['electron', 'better-sqlite3', 'fastify', '@fastify/*', 'node:http', 'node:https', 'http', 'https'];

// The steps runJob runs, one folder each: no step reaches into another (shared code lives in src-worker/lib).
const STAGES = readdirSync(new URL('./src-worker/stages', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const stageZones = STAGES.map((stage) => ({
  target: `./src-worker/stages/${stage}`,
  from: './src-worker/stages',
  except: [`./${stage}`],
  message: 'a stage never imports another stage: what two stages share belongs in src-worker/lib/, and only the pipeline knows their order.',
}));
const libraryZones = [
  { target: './src-worker/lib', from: ['./src-worker/stages', './src-worker/pipeline', './src-worker/jobs'], message: 'libraries serve the stages, never the other way round.' },
  { target: './src-worker/adapters', from: ['./src-worker/stages', './src-worker/pipeline', './src-worker/jobs'], message: 'adapters wrap a heavy library and know nothing of the pipeline.' },
];

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
    files: ['src-*/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src-worker/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-helpers.ts', '**/test-pages.ts', '**/zip-fixture.ts'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...stageZones, ...libraryZones] }] },
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
          { group: [...SERVER_ONLY, ...HEAVY.filter((h) => !h.startsWith('pdfjs-dist') && h !== '@e965/xlsx')], message: 'the renderer talks HTTP /v1 only.' },
          { group: ['pdfjs-dist', 'pdfjs-dist/*', '@e965/xlsx'], message: 'only review/pdf.ts draws PDFs, and only export/xlsx-preview.ts and match/registry-header.ts read workbooks, in the renderer.', allowTypeImports: true },
          { regex: 'src-(main|worker)', message: 'the renderer talks HTTP /v1 only.' },
          { regex: 'src-shared/(?!contract)', message: 'the renderer may use src-shared/contract (and types of document/) only.', allowTypeImports: true },
        ],
      }],
    },
  },
  ...RENDERER_DRAWS.map((file) => ({
    files: [file],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          { regex: '^node:', message: 'the renderer runs in a browser.' },
          { group: [...SERVER_ONLY, ...HEAVY.filter((h) => !h.startsWith('pdfjs-dist') && h !== '@e965/xlsx')], message: 'the renderer talks HTTP /v1 only.' },
          { regex: 'src-(main|worker)', message: 'the renderer talks HTTP /v1 only.' },
        ],
      }],
    },
  })),
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'test/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
);
