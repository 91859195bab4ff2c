import { ERROR_CODES, isErrorCode } from './errors';
import type { ErrorBody, ErrorCode, ErrorDetails, ErrorInfo } from './errors';

/**
 * The one error type of the contract: an expected failure with a stable code.
 * Bugs are not AppErrors; the host turns them into INTERNAL_ERROR (or the stage's
 * PARSING_ERROR / EXTRACTION_ERROR) and logs them.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetails;
  /** Extra response headers (e.g. `Retry-After` for RATE_LIMITED and QUEUE_FULL). */
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, details: ErrorDetails = {}, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
    this.headers = headers;
  }

  toInfo(): ErrorInfo {
    return { code: this.code, message: this.message, details: this.details };
  }

  static fromInfo(info: ErrorInfo): AppError {
    return new AppError(info.code, info.message, info.details);
  }
}

/** Serialisable check for values that crossed a thread or were parsed from JSON. */
export function isErrorInfo(value: unknown): value is ErrorInfo {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return isErrorCode(v.code) && typeof v.message === 'string' && typeof v.details === 'object' && v.details !== null;
}

export interface RenderedError {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
}

/**
 * The one renderer of the three body forms (SPEC "Errors").
 * Task-only codes (PROCESSING_ERROR, INTERRUPTED_BY_RESTART) never reach HTTP; if one does it is a
 * bug and is rendered as form 2 with status 500 so that it is visible rather than silent.
 */
export function renderError(err: AppError): RenderedError {
  const spec = ERROR_CODES[err.code];
  const info = err.toInfo();
  if (spec.form === 'detail') return { status: spec.http, body: { detail: info }, headers: err.headers };
  return { status: spec.http ?? 500, body: { success: false, error: info }, headers: err.headers };
}

/** Form 3: the key is checked before the endpoint, so the body is a bare string. */
export const KEY_ERROR_MESSAGES = {
  missing: 'X-API-Key header is missing',
  invalid: 'Invalid API key',
} as const;

export function renderKeyError(kind: keyof typeof KEY_ERROR_MESSAGES): RenderedError {
  return { status: 401, body: { detail: KEY_ERROR_MESSAGES[kind] }, headers: {} };
}
