// Builds the package into dist/: the SDK bundled with the server's matching module (src-shared/matching)
// as two ES modules that need nothing but Node ≥ 20.19, and their type declarations. esbuild and
// TypeScript are the repository's build tools, not dependencies of the package.
// Usage: node packages/match-sdk/build.mjs [outDir]
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

const here = fileURLToPath(new URL('.', import.meta.url));
const repo = resolve(here, '../..');
const outdir = resolve(process.argv[2] ?? resolve(here, 'dist'));
const common = { bundle: true, platform: 'node', format: 'esm', target: 'node20', logLevel: 'warning', legalComments: 'none' };
await build({ ...common, entryPoints: { index: resolve(here, 'src/index.ts') }, outdir });
await build({ ...common, entryPoints: { 'docintel-match': resolve(here, 'src/main.ts') }, outdir });
// Declarations keep the repository's layout under types/ (the SDK's own and the matching module's), so their relative imports hold.
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '--ignoreConfig', '--declaration', '--emitDeclarationOnly', '--outDir', resolve(outdir, 'types'), '--rootDir', repo,
  '--module', 'esnext', '--moduleResolution', 'bundler', '--target', 'es2023', '--types', 'node', '--skipLibCheck', '--strict',
  resolve(here, 'src/index.ts')], { stdio: 'inherit' });
console.log(`built ${outdir}: index.js, docintel-match.js, types/`);
