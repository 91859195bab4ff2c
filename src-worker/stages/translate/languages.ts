import { documentLanguage } from '../../lib/language/document-language';

export { documentLanguage };

/** Target languages by code, as a model is told them. Others are passed to the model by their code. */
export const LANGUAGE_NAMES: Record<string, string> = {
  ru: 'Russian', en: 'English', zh: 'Simplified Chinese', de: 'German', fr: 'French', es: 'Spanish', it: 'Italian', nl: 'Dutch', pl: 'Polish',
};
