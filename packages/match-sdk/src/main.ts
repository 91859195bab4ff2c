#!/usr/bin/env node
import { EXIT, runMatchCli } from './cli';

// A reader that stops early (`| head`) closes the pipe: that ends the command quietly, not with a stack trace.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(EXIT.output);
  throw err;
});
// The bin: the process's own streams; the exit code is set, not forced, so a large answer on stdout is written out in full.
process.exitCode = await runMatchCli(process.argv.slice(2), { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr });
