import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { MessageKey } from './en';
import { LANGUAGE_STORAGE_KEY, pickLanguage, translate, translatePlural } from './language';
import type { Language, PluralKey } from './language';

interface I18n {
  language: Language;
  setLanguage: (l: Language) => void;
  t: (key: MessageKey, values?: Record<string, string | number>) => string;
  plural: (base: PluralKey, count: number, values?: Record<string, string | number>) => string;
}

const I18nContext = createContext<I18n | null>(null);

/** The interface language for the whole app: chosen once, switchable, kept in this browser. */
export function I18nProvider({ children, initial }: { children: ReactNode; initial?: Language }) {
  // `initial` fixes the language without reading the browser (component tests render outside one).
  const [language, setLanguageState] = useState<Language>(() => initial ?? pickLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY), navigator.languages ?? [navigator.language]));
  useEffect(() => { document.documentElement.lang = language; }, [language]);
  const setLanguage = useCallback((l: Language) => { localStorage.setItem(LANGUAGE_STORAGE_KEY, l); setLanguageState(l); }, []);
  const value = useMemo<I18n>(() => ({
    language,
    setLanguage,
    t: (key, values) => translate(language, key, values),
    plural: (base, count, values) => translatePlural(language, base, count, values),
  }), [language, setLanguage]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n outside I18nProvider');
  return i18n;
}
