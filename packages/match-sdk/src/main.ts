#!/usr/bin/env node
import { runMatchCli } from './cli';

// The bin: the process's own streams; the exit code is set, not forced, so a large answer on stdout is written out in full.
process.exitCode = await runMatchCli(process.argv.slice(2), { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr });
