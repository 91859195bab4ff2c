/**
 * The fields and limits of `POST /v1/process` (SPEC "Process request", "Limits").
 * Values marked "ours" were "not shown" in the spec; see docs/decisions.md.
 */
export const PROCESS_FIELDS = [
  'file', 'text', 'prompt', 'output_schema', 'include', 'split', 'match', 'registry',
  'language', 'translate', 'document_type', 'async', 'mode', 'format',
] as const;
export type ProcessField = (typeof PROCESS_FIELDS)[number];

/** Binary parts of a multipart request; every other field is text. */
export const BINARY_FIELDS = ['file', 'registry'] as const satisfies readonly ProcessField[];

/** Fields that multipart carries as JSON strings (SPEC: "object and array fields are JSON strings"). */
export const JSON_FIELDS = ['output_schema', 'include', 'split', 'match', 'translate'] as const satisfies readonly ProcessField[];

export const INCLUDE_SECTIONS = ['markdown', 'fragments', 'tables', 'fields'] as const;
export type IncludeSection = (typeof INCLUDE_SECTIONS)[number];

export const LANGUAGES = ['ru', 'en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

export const OUTPUT_FORMATS = ['json', 'xlsx'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** The only `mode` that has an effect; anything else yields `mode_ignored`. */
export const BALANCED_MODE = 'balanced';

export const SPLIT_MODES = ['auto'] as const;

/** SPEC "Limits": accepted input extensions (lower case, with the dot). */
export const SUPPORTED_EXTENSIONS = [
  '.pdf', '.doc', '.docx', '.xls', '.xlsx', '.csv', '.jpg', '.jpeg', '.png', '.tiff', '.tif', '.webp', '.xml',
] as const;
export const REGISTRY_EXTENSIONS = ['.csv', '.xls', '.xlsx'] as const;

const MB = 1024 * 1024;

export const LIMITS = {
  /** SPEC: `file` over 50 MB → 413 FILE_TOO_LARGE. */
  fileBytes: 50 * MB,
  /** SPEC: `registry` over 20 MB → 413 FILE_TOO_LARGE. */
  registryBytes: 20 * MB,
  /** SPEC: XML over 10 MB → 422 XML_TOO_LARGE. */
  xmlBytes: 10 * MB,
  /** SPEC: XML over 200,000 elements → 422 XML_TOO_COMPLEX. */
  xmlElements: 200_000,
  /** SPEC "about 10,000 characters"; ours: exactly 10,000 passes, 10,001 is PROMPT_TOO_LONG. */
  promptChars: 10_000,
  /** ours: `text` up to 2,000,000 characters (1,000 billed pages); longer → FIELD_TOO_LONG. */
  textChars: 2_000_000,
  /** ours: any other text field (schema, include, split, …) up to 1 MB. */
  otherFieldBytes: 1 * MB,
  /** ours: a JSON body may hold the longest `text` (4 bytes a character at worst) plus the other fields. */
  jsonBodyBytes: 2_000_000 * 4 + 2 * MB,
} as const;
