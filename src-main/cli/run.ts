import { runCli } from './main';

/** The process entry of `npx docintel` (bin/docintel.mjs imports this through tsx). */
const code = await runCli(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env });
// Wait for stdout to drain (a large --json through a pipe), then leave with the command's code.
process.exitCode = code;
