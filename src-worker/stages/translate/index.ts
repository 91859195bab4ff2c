import type { JsonObject, Translated } from '../../../src-shared/contract/envelope';
import { warning } from '../../../src-shared/contract/warnings';
import type { Warning } from '../../../src-shared/contract/warnings';
import type { ModelSettings } from '../../../src-shared/worker-protocol';
import { translateByGlossary } from './glossary';
import type { Lang } from './glossary';
import { LANGS } from '../../lib/vocabulary/glossary';
import { translateWithProviders } from './provider';
import { translatableStrings, withStrings } from './strings';

export { documentLanguage } from './languages';

/**
 * Translation of a result's string values (SPEC rule 4): `translated.result` has the result's shape
 * with its translatable strings in the target language. The glossary (units, packaging, Incoterms,
 * payment terms, document kinds, our catalog's field words) finishes what it can with no model; the
 * rest goes to the configured providers, scrubbed. What neither finishes is named in
 * `translation_partial`; when nothing at all could be translated, `translated` is null with
 * `translation_failed`. A provider failure is never an error of the request.
 */
export interface TranslateInput {
  result: JsonObject;
  schema: JsonObject;
  to: string;
  /** The document's language where it could be told; values already in `to` are kept. */
  from: string | null;
  /** The document's text: the scrub session learns its parties from it before scrubbing the values. */
  documentText: string;
  settings: ModelSettings;
  signal?: AbortSignal;
  outboundLog?: string | null;
}

export interface TranslateOutput {
  translated: Translated | null;
  tokens: number;
  warnings: Warning[];
}

/** Untranslated strings are named one warning each, up to this many; the rest are counted in one more. */
export const MAX_PARTIAL_WARNINGS = 100;

export async function translateResult(input: TranslateInput): Promise<TranslateOutput> {
  const strings = translatableStrings(input.result, input.schema);
  if (strings.length === 0 || input.from === input.to) {
    return { translated: { to: input.to, result: structuredClone(input.result) }, tokens: 0, warnings: [] };
  }
  const finished = new Map<string, string>();
  const partly = new Map<string, string>();
  // The glossary knows its five languages; to any other target only a model translates.
  const to = glossaryLang(input.to);
  for (const s of to ? strings : []) {
    const g = translateByGlossary(s.value, to!, glossaryLang(input.from));
    if (g.complete) finished.set(s.path, g.text);
    else if (g.changed) partly.set(s.path, g.text);
  }
  const pending = strings.filter((s) => !finished.has(s.path));
  const keyed = new Map(pending.map((s, i) => [`t${i + 1}`, s] as const));
  const fromModel = input.settings.providers.length > 0 && pending.length > 0
    ? await translateWithProviders({ strings: new Map([...keyed].map(([k, s]) => [k, s.value])), documentText: input.documentText, to: input.to, settings: input.settings, signal: input.signal, outboundLog: input.outboundLog })
    : { texts: new Map<string, string>(), tokens: 0, reached: false };
  for (const [key, s] of keyed) {
    const text = fromModel.texts.get(key);
    if (text !== undefined) finished.set(s.path, text);
  }
  const left = strings.filter((s) => !finished.has(s.path));
  if (finished.size === 0 && partly.size === 0) {
    const why = input.settings.providers.length === 0 ? 'no model is configured and the glossary covers none of the values'
      : 'the translation providers gave no usable answer and the glossary covers none of the values';
    return { translated: null, tokens: fromModel.tokens, warnings: [warning('translation_failed', `nothing could be translated to '${input.to}': ${why}`)] };
  }
  const replaced = new Map([...partly, ...finished]);
  return { translated: { to: input.to, result: withStrings(input.result, replaced) }, tokens: fromModel.tokens, warnings: partialWarnings(left.map((s) => s.path), input) };
}

function glossaryLang(code: string | null): Lang | null {
  return code !== null && (LANGS as readonly string[]).includes(code) ? code as Lang : null;
}

function partialWarnings(paths: string[], input: TranslateInput): Warning[] {
  if (paths.length === 0) return [];
  const why = input.settings.providers.length === 0 ? 'no model is configured and the glossary does not cover it'
    : 'no provider translated it and the glossary does not cover it';
  const named = paths.slice(0, MAX_PARTIAL_WARNINGS).map((p) => warning('translation_partial', `left untranslated: ${why}`, p));
  if (paths.length > MAX_PARTIAL_WARNINGS) {
    named.push(warning('translation_partial', `${paths.length - MAX_PARTIAL_WARNINGS} more values were left untranslated`));
  }
  return named;
}
