import { en } from './en';
import type { MessageKey, Messages } from './en';
import { ru } from './ru';

/** The interface's languages; Russian first, the product's home language. */
export const LANGUAGES = ['ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const MESSAGES: Record<Language, Messages> = { ru, en };

/** Where the operator's choice is kept in this browser. */
export const LANGUAGE_STORAGE_KEY = 'docintel.language';

/** The language to show: the operator's saved choice; else Russian where the system's first language is Russian; else English. */
export function pickLanguage(saved: string | null, systemLanguages: readonly string[]): Language {
  if (saved === 'ru' || saved === 'en') return saved;
  return (systemLanguages[0] ?? '').toLowerCase().startsWith('ru') ? 'ru' : 'en';
}

/** A plural key's family: keys ending in a plural category. */
type PluralBase<K> = K extends `${infer B}.${'one' | 'few' | 'many' | 'other'}` ? B : never;
export type PluralKey = PluralBase<MessageKey>;

/** The message of `key` with `{name}` filled from `values`. */
export function translate(language: Language, key: MessageKey, values: Record<string, string | number> = {}): string {
  return fill(MESSAGES[language][key], values);
}

/** The message of a plural family for `count`, by the language's plural rules. */
export function translatePlural(language: Language, base: PluralKey, count: number, values: Record<string, string | number> = {}): string {
  const category = new Intl.PluralRules(language).select(count);
  const key = `${base}.${category === 'zero' || category === 'two' ? 'other' : category}` as MessageKey;
  return fill(MESSAGES[language][key], { count, ...values });
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
