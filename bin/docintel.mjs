#!/usr/bin/env node
// `npx docintel …` (package.json "bin"): runs the CLI's TypeScript through tsx, a dependency, so it
// works right after `npm ci` with no build step. docs/cli.md "How `npx docintel` runs".
import { register } from 'tsx/esm/api';

register();
await import('../src-main/cli/run.ts');
