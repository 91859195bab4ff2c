/**
 * Error codes of the /v1 contract (SPEC "Errors"), as data.
 *
 * Every code carries its HTTP status and the body form it is rendered in:
 * - `detail`: form 1, `{detail: {code, message, details}}` (request-shape errors, QUEUE_FULL, FREE_PLAN_NO_CHAT)
 * - `error`:  form 2, `{success: false, error: {code, message, details}}` (processing, plan and other errors)
 * - `task`:   no HTTP form at all; only ever appears in an async poll body.
 * Key errors (form 3, `{detail: "<string>"}`) have no code; see `keyErrorBody`.
 *
 * Codes are stable and the list is additive (SPEC "Errors", rule 3): never rename or reuse one.
 * Codes marked "ours" are additive extensions recorded in docs/decisions.md.
 */
export type ErrorForm = 'detail' | 'error' | 'task';

export const ERROR_CODES = {
  // Request-shape errors (HTTP 422, form 1)
  SOURCE_REQUIRED: { http: 422, form: 'detail' },
  SOURCE_CONFLICT: { http: 422, form: 'detail' },
  EMPTY_TASK: { http: 422, form: 'detail' },
  UNKNOWN_FIELD: { http: 422, form: 'detail' },
  UNSUPPORTED_FILE_TYPE: { http: 422, form: 'detail' },
  PROMPT_REQUIRES_SCHEMA: { http: 422, form: 'detail' },
  PROMPT_TOO_LONG: { http: 422, form: 'detail' },
  INCLUDE_UNKNOWN: { http: 422, form: 'detail' },
  SPLIT_REQUIRES_PDF: { http: 422, form: 'detail' },
  COMBINATION_NOT_SUPPORTED: { http: 422, form: 'detail' },
  MATCH_REGISTRY_REQUIRED: { http: 422, form: 'detail' },
  MATCH_REGISTRY_INVALID: { http: 422, form: 'detail' },
  MATCH_REQUIRES_SCHEMA: { http: 422, form: 'detail' },
  MATCH_KEY_COLUMN_NOT_FOUND: { http: 422, form: 'detail' },
  MATCH_FIELD_NOT_FOUND: { http: 422, form: 'detail' },
  MATCH_FIELD_AMBIGUOUS: { http: 422, form: 'detail' },
  MATCH_NO_DATA: { http: 422, form: 'detail' },
  LANGUAGE_UNKNOWN: { http: 422, form: 'detail' },
  TRANSLATE_REQUIRES_SCHEMA: { http: 422, form: 'detail' },
  FORMAT_UNKNOWN: { http: 422, form: 'detail' },
  XML_MALFORMED: { http: 422, form: 'detail' },
  XML_TOO_LARGE: { http: 422, form: 'detail' },
  XML_TOO_COMPLEX: { http: 422, form: 'detail' },
  FIELD_NOT_JSON: { http: 422, form: 'detail' },
  FIELD_INVALID: { http: 422, form: 'detail' },
  BODY_NOT_JSON: { http: 422, form: 'detail' },
  BODY_NOT_OBJECT: { http: 422, form: 'detail' },
  /** ours: a text field (e.g. `text`, `output_schema`) longer than its limit; never silently truncated. */
  FIELD_TOO_LONG: { http: 422, form: 'detail' },
  /** ours: a multipart body that cannot be read (cut off, bad boundary). */
  BODY_MALFORMED: { http: 422, form: 'detail' },
  /** ours: validation of admin and older endpoints ("standard validation error body"). */
  VALIDATION_ERROR: { http: 422, form: 'detail' },

  // Processing, plan and other errors
  FILE_TOO_LARGE: { http: 413, form: 'error' },
  /** ours: a JSON body larger than the request limit. */
  BODY_TOO_LARGE: { http: 413, form: 'error' },
  ANONYMIZATION_INCOMPLETE: { http: 422, form: 'error' },
  LLM_RESULT_NOT_OBJECT: { http: 502, form: 'error' },
  PARSING_ERROR: { http: 503, form: 'error' },
  EXTRACTION_ERROR: { http: 503, form: 'error' },
  PROVIDER_UNAVAILABLE: { http: 503, form: 'error' },
  RATE_LIMITED: { http: 429, form: 'error' },
  PAYLOAD_TOO_LARGE: { http: 413, form: 'error' },
  QUOTA_EXCEEDED: { http: 402, form: 'error' },
  KEY_LIMIT_REACHED: { http: 422, form: 'error' },
  FREE_PLAN_NO_CHAT: { http: 403, form: 'detail' },
  CABINET_HEADER_REQUIRED: { http: 401, form: 'error' },
  TASK_NOT_FOUND: { http: 404, form: 'error' },
  QUEUE_FULL: { http: 503, form: 'detail' },
  /** ours: admin operation on a client id that does not exist. */
  CLIENT_NOT_FOUND: { http: 404, form: 'error' },
  /** ours: admin operation on a key id that does not exist or belongs to another client. */
  KEY_NOT_FOUND: { http: 404, form: 'error' },
  /** ours: a schema type or version that is not in the catalog. */
  SCHEMA_NOT_FOUND: { http: 404, form: 'error' },
  /** ours: an /v1 path or method that does not exist. */
  NOT_FOUND: { http: 404, form: 'error' },
  /** ours: a non-admin key on /v1/admin/*. */
  FORBIDDEN: { http: 403, form: 'error' },
  /** ours: a `Host` header that is not loopback (DNS rebinding); checked before anything else. */
  FORBIDDEN_HOST: { http: 403, form: 'error' },
  /** ours: a foreign or `null` Origin, a cross-site Sec-Fetch-Site, or a CORS preflight not from our origin. */
  FORBIDDEN_ORIGIN: { http: 403, form: 'error' },
  /** ours: a cabinet request without a valid `session` cookie (missing, expired, logged out). */
  SESSION_REQUIRED: { http: 401, form: 'error' },
  /** ours: a cabinet login link that is unknown, already used or expired. */
  LOGIN_LINK_INVALID: { http: 401, form: 'error' },
  /** ours: the server is shutting down; the request was not processed and may be resent. */
  SHUTTING_DOWN: { http: 503, form: 'error' },
  /** ours: `POST /v1/export/xlsx` got a valid request but the workbook could not be built. */
  EXPORT_FAILED: { http: 500, form: 'error' },
  /** ours: chat completions with no model provider configured (the built-in extractor cannot converse); details.reason `no_model_provider`. */
  CHAT_UNAVAILABLE: { http: 503, form: 'error' },
  /** ours: a path that is not a valid URL (e.g. a broken percent-encoding such as `%E0%A4%A`). */
  BAD_URL: { http: 400, form: 'error' },
  /** ours: a path parameter (task id, client id, schema type…) longer than the router accepts (100 characters). */
  PATH_PARAM_TOO_LONG: { http: 414, form: 'error' },
  /**
   * ours: the bytes are not a readable HTTP/1.1 request (garbage request line, bad header characters,
   * bad chunked encoding, Content-Length together with Transfer-Encoding); the connection is closed.
   */
  BAD_REQUEST_FRAMING: { http: 400, form: 'error' },
  /** ours: the request line and headers together exceed the server's header size limit (16 KB); the connection is closed. */
  HEADERS_TOO_LARGE: { http: 431, form: 'error' },
  /** ours: as many headers as the server reads or more (`details.max_headers`); refused, never silently cut. */
  TOO_MANY_HEADERS: { http: 431, form: 'error' },
  /** ours: an `Expect` header other than `100-continue`, which the server cannot meet; the connection is closed. */
  EXPECTATION_FAILED: { http: 417, form: 'error' },
  /** ours: the headers or the whole request did not arrive in time; the connection is closed. */
  REQUEST_TIMEOUT: { http: 408, form: 'error' },
  /**
   * ours: the data dir refused a write (read-only, full, gone, permission); nothing was done and the
   * request may be resent once the disk is fixed. `details.reason` names the system's code (SQLITE_READONLY, EROFS, …).
   */
  STORAGE_UNAVAILABLE: { http: 503, form: 'error' },
  /** ours: a bug, never an expected failure; logged on the server. */
  INTERNAL_ERROR: { http: 500, form: 'error' },

  // Async only: appear in the poll body, never as an HTTP error
  PROCESSING_ERROR: { http: null, form: 'task' },
  INTERRUPTED_BY_RESTART: { http: null, form: 'task' },
  /** ours: the caller cancelled the task (`DELETE /v1/process/{task_id}`); nothing was billed. */
  CANCELLED: { http: null, form: 'task' },
} as const satisfies Record<string, { http: number | null; form: ErrorForm }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export type ErrorDetails = Record<string, unknown>;

/** The `{code, message, details}` triple shared by forms 1 and 2 and by the poll body. */
export interface ErrorInfo {
  code: ErrorCode;
  message: string;
  details: ErrorDetails;
}

export type DetailErrorBody = { detail: ErrorInfo };
export type ProcessingErrorBody = { success: false; error: ErrorInfo };
export type KeyErrorBody = { detail: string };
/** SPEC "Three body forms". Clients read `detail.code`, then `error.code`, then `detail` as a string. */
export type ErrorBody = DetailErrorBody | ProcessingErrorBody | KeyErrorBody;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_CODES, value);
}
