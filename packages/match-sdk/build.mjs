// Bundles the SDK with the server's matching module (src-shared/matching) into dist/: two files that
// need nothing but Node ≥ 20. esbuild is a dev dependency of the repository, not of the package.
// Usage: node packages/match-sdk/build.mjs [outDir]
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

const here = fileURLToPath(new URL('.', import.meta.url));
const outdir = resolve(process.argv[2] ?? resolve(here, 'dist'));
const common = { bundle: true, platform: 'node', format: 'esm', target: 'node20', logLevel: 'warning', legalComments: 'none' };
await build({ ...common, entryPoints: { index: resolve(here, 'src/index.ts') }, outdir });
await build({ ...common, entryPoints: { 'docintel-match': resolve(here, 'src/main.ts') }, outdir });
console.log(`built ${outdir}/index.js and ${outdir}/docintel-match.js`);
