import { AppError } from '../../../src-shared/contract/app-error';

/** A library failure on a damaged file: PARSING_ERROR with the library's words in `detail`. */
export function unreadable(err: unknown, what: string): AppError {
  if (err instanceof AppError) return err;
  const detail = err instanceof Error ? err.message : String(err);
  return new AppError('PARSING_ERROR', `the ${what} could not be read: ${detail}`, { reason: 'corrupt_document', detail });
}
