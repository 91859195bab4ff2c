/**
 * What a script can tell from the exit status of `docintel …` (docs/cli.md "Exit codes").
 * One table, so the help text, the docs and the code say the same thing.
 */
export const EXIT = {
  ok: 0,
  /** A bug of the CLI itself: reported once with its stack. */
  internal: 1,
  /** Unknown command or option, a missing or malformed value. */
  usage: 2,
  /** A local file could not be read (input, schema, registry) or written (--xlsx, --save-sections). */
  file: 3,
  /** No server answers at --url and none could be started (or --no-embedded). */
  unreachable: 4,
  /** The server answered with a contract error; its code and message are printed. */
  server: 5,
  /** A batch where some files succeeded and others failed. */
  partial: 6,
  /** No key, or the key was refused (401) or lacks the right (403 FORBIDDEN). */
  key: 7,
  /** Ctrl+C: the run's tasks were cancelled on the server (128 + SIGINT, as shells expect). */
  interrupted: 130,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export const EXIT_TABLE: readonly [ExitCode, string][] = [
  [EXIT.ok, 'success'],
  [EXIT.internal, 'internal error of the CLI (a bug)'],
  [EXIT.usage, 'usage: unknown command or option, missing or bad value'],
  [EXIT.file, 'a local file could not be read or written'],
  [EXIT.unreachable, 'no server answers at --url and none could be started'],
  [EXIT.server, 'the server answered with an error (code and message printed)'],
  [EXIT.partial, 'partial failure: some files of a batch failed'],
  [EXIT.key, 'no API key, or the key was refused'],
  [EXIT.interrupted, 'interrupted (Ctrl+C); the running tasks were cancelled'],
];

/** A failure the user can act on: printed as one line `docintel: <message>`, then exit with `exit`. */
export class CliError extends Error {
  constructor(readonly exit: ExitCode, message: string) {
    super(message);
  }
}

/** The server's own error, as the contract names it (SPEC "Errors": detail.code, error.code, detail string). */
export class ServerError extends CliError {
  constructor(readonly status: number, readonly code: string, message: string, readonly details: unknown) {
    super(status === 401 || code === 'FORBIDDEN' ? EXIT.key : EXIT.server, `${code}: ${message}`);
  }
}
