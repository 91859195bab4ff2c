/**
 * Warning codes of the /v1 contract (SPEC "Warnings") with their severities, as data.
 * `field` is a result path (`supplier.inn`, `items[0].amount`, `documents[1]`) or `$document`.
 */
export const SEVERITIES = ['info', 'low', 'medium', 'high'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const WARNING_CODES = {
  // Data checks
  invalid_inn_length: 'high',
  /** ours (additive): 10 or 12 digits whose control digits do not hold. */
  invalid_inn_checksum: 'high',
  invalid_kpp_length: 'medium',
  suspicious_amount: 'high',
  ocr_noise: 'medium',
  duplicate_party: 'high',
  missing_contractor_inn: 'medium',
  ambiguous_document_number: 'high',
  totals_mismatch: 'medium',
  weight_invariant_violation: 'high',
  sender_equals_carrier: 'high',
  date_out_of_range: 'medium',
  // Endpoint warnings
  parse_empty: 'high',
  parse_thin: 'info',
  llm_no_result: 'high',
  section_unavailable: 'info',
  tables_unavailable: 'info',
  mode_ignored: 'info',
  match_values_incomplete: 'info',
  split: 'info',
  split_truncated: 'info',
  split_result_truncated: 'high',
  translation_failed: 'medium',
  translation_partial: 'low',
  format_ignored_for_async: 'info',
  xlsx_export_failed: 'medium',
  // Ours (additive): something the request asked for had no effect, so the answer says so.
  /** `prompt` was not followed: no model is configured, or the chain fell back to the built-in extractor. */
  prompt_ignored: 'medium',
  /** `language` steers OCR only, and nothing in this document was OCR'd. */
  language_ignored: 'info',
  /** `registry` was sent without `match`. */
  registry_ignored: 'low',
  /** `document_type` is not a catalog type, or there was no schema for it to steer. */
  document_type_ignored: 'info',
  /** Parts of `output_schema` the extractor cannot fill (free keys, tuples, alternatives past the first). */
  schema_unsupported: 'low',
  /** An option of an older endpoint had no effect (a system prompt, context or sampling with no model; the model fallback of /v1/split with none configured). */
  option_ignored: 'low',
  /** No schema was sent and the document's type could not be told from its title, so nothing was extracted. */
  type_not_detected: 'medium',
  /** ours (issue 15, /v1/ladder/extract): pages without a text layer were not OCR'd (`use_ocr` false), so nothing on them was read. */
  ocr_skipped: 'medium',
  /** ours (issue 16): the native OCR engine was chosen but no tesseract program runs here, so pages were read with tesseract.js. */
  ocr_engine_fallback: 'low',
  /** ours (issue 15, /v1/ladder/extract): a grammar named in `required` found nothing. */
  ladder_required_missing: 'medium',
  /** ours (issue 16): image pages that carry no ink (near-uniform grey levels) were not OCR'd; `message` names how many. */
  blank_pages: 'info',
  /** ours (issue 16): an image page above the pixel cap was read reduced to it (src-worker/tuning/ocr.ts OCR_MAX_PIXELS). */
  image_reduced: 'info',
  /** ours (issue 16): pages of a PDF damaged inside could not be read (or only in part); the rest of the file was read. */
  pages_damaged: 'medium',
} as const satisfies Record<string, Severity>;

export type WarningCode = keyof typeof WARNING_CODES;

export interface Warning {
  code: WarningCode;
  field: string;
  severity: Severity;
  message: string;
}

/** The whole document, as opposed to a result path. */
export const DOCUMENT_FIELD = '$document';

/**
 * Builds a warning with the severity the contract gives its code.
 * `severity` may be overridden only where the spec allows a choice (`missing_contractor_inn`: medium or low).
 */
export function warning(code: WarningCode, message: string, field: string = DOCUMENT_FIELD, severity?: Severity): Warning {
  return { code, field, severity: severity ?? WARNING_CODES[code], message };
}
