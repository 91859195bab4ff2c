import { runCli } from './main';

/** The process entry of `npx docintel` (bin/docintel.mjs imports this through tsx). */
const code = await runCli(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env });
// Exit once stdout has flushed (a large --json through a pipe): nothing left open by a command
// (a socket, a child's pipe) may keep the process alive after its answer.
process.stdout.write('', () => process.exit(code));
