import type { JsonObject } from '../../src-shared/contract/envelope';
import { CATEGORIES } from '../../src-worker/lib/anonymize';
import { ADDRESS_LABELS, ID_LABELS, PARTY_LABELS, PERSON_LABELS } from '../../src-worker/lib/anonymize/vocab-labels';
import type { ChatRequest } from '../fixtures/openai-recorder';
import { allStrings, userText } from '../fixtures/openai-recorder';
import type { PiiSecret } from './pii-secrets';

/**
 * Checks on what a recording model server received and on what came back: no secret of the
 * document in any request body (raw or JSON-decoded, compared case- and space-insensitively, with
 * separators of numbers ignored), and every placeholder restored in the answer.
 */

/** Lower case, NFKC, without blanks and quotes: "LE  CLIENT" and "le client" compare equal. */
export const squash = (s: string): string => s.normalize('NFKC').toLowerCase().replace(/[\s\u00a0«»"“”„'’]+/gu, '');
/** Digits only: "+49 932 431 500" → "49932431500". */
export const digitsOf = (s: string): string => s.replace(/\D+/gu, '');

/** A digit form shorter than this could turn up in any row of numbers by chance. */
const MIN_DIGIT_FORM = 8;
/** Words of our label vocabularies: a company name reduced to one of them says nothing. */
const LABEL_WORDS = new Set([...PARTY_LABELS, ...PERSON_LABELS, ...ADDRESS_LABELS, ...ID_LABELS.flatMap((l) => l.label.split('|'))].map((l) => l.toLowerCase()));
/** Our placeholders ([ORG_1], [IBAN_2]); a document's own bracketed codes ([FURN_7777]) are text. */
const OUR_TOKEN = new RegExp(`\\[(?:${Object.values(CATEGORIES).join('|')})_\\d+\\]`, 'u');

/** A name form shorter than this is matched as a whole word in its own case ("OYO"). */
const MIN_SQUASHED_FORM = 4;

/** Legal forms at the end of a name, in the languages of the corpus: the name without them is a secret too. */
const LEGAL_FORM = /[,\s]+(?:GmbH(?: & Co\.? KG)?|GMBH|AG|KG|Ltd\.?|LTD\.?|Limited|LIMITED|Inc\.?|INC\.?|LLC|B\.V\.|BV|N\.V\.|SARL|SAS|S\.A\.|SA|Corp\.?|Corporation|Pvt\.? Ltd\.?|Private Limited|spółka akcyjna|Sp\. z o\.o\.)$/u;
const RU_FORM = /^(?:ООО|ОГУП|ГУП|ЗАО|АО|ОАО|ПАО|ИП|Компания|Общество с ограниченной ответственностью)\s*/u;

export interface Form {
  /** Squashed text, or the word a whole-word pattern looks for. */
  text: string;
  /** Whole-word pattern, tried on the text as it is (`exact`) or in lower case. */
  word?: RegExp;
  exact?: boolean;
  digits?: boolean;
}

/** Every form in which a secret must not appear. */
export function leakForms(secret: PiiSecret): Form[] {
  const out: Form[] = [];
  const add = (s: string): void => {
    const q = squash(s);
    if (q.length >= MIN_SQUASHED_FORM) out.push({ text: q });
    else if (/\p{L}{2}/u.test(s)) out.push({ text: s, exact: true, word: new RegExp(`(?<![\\p{L}\\d])${s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?![\\p{L}\\d])`, 'u') });
  };
  // A part of a name is looked for as whole words ("Bei Spiel" must not match "Beispielrechnung").
  const addWords = (s: string): void => {
    const words = s.toLowerCase().split(/\s+/u).filter(Boolean).map((w) => w.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'));
    if (squash(s).length >= MIN_SQUASHED_FORM) out.push({ text: squash(s), word: new RegExp(`(?<![\\p{L}\\d])${words.join('[\\s\\u00a0]*')}(?![\\p{L}\\d])`, 'u') });
  };
  add(secret.value);
  const digits = digitsOf(secret.value);
  if (digits.length >= MIN_DIGIT_FORM && (secret.kind === 'id' || secret.kind === 'contact') && !/\p{L}/u.test(secret.value)) out.push({ text: digits, digits: true });
  if (secret.kind === 'org') {
    // The name without its form ("Coolblue" of "Coolblue B.V."), unless that is an ordinary label word ("Lieferant" of "Lieferant GmbH").
    const core = secret.value.replace(LEGAL_FORM, '').trim();
    if (core !== secret.value && (/\s/u.test(core) || !LABEL_WORDS.has(core.toLowerCase()))) addWords(core);
    for (const part of secret.value.split(/["«»“”„]+/u)) {
      const p = part.replace(RU_FORM, '').replace(/,.*$/u, '').trim();
      if (p.length >= 4 && p !== secret.value && /\p{L}/u.test(p) && !/^(?:г\.|город\s)/u.test(p)) addWords(p);
    }
  }
  if (secret.kind === 'person') {
    // Russian names change their endings by case: the stem of each word; Latin surnames as whole words.
    for (const w of secret.value.split(/\s+/u)) {
      if (/^[А-ЯЁ][а-яё]{5,}$/u.test(w)) out.push({ text: w, word: new RegExp(`(?<!\\p{L})${w.slice(0, -2).toLowerCase()}`, 'u') });
      else if (/^\p{Lu}[\p{Ll}'’-]{3,}$/u.test(w)) out.push({ text: w, word: new RegExp(`(?<![\\p{L}\\d])${w.toLowerCase()}(?![\\p{L}\\d])`, 'u') });
    }
  }
  return out;
}

/** The secrets (with the form found) that appear in any of the bodies. */
export function findLeaks(bodies: readonly string[], secrets: readonly PiiSecret[]): string[] {
  const hay = bodies.flatMap((b) => {
    try {
      return [b, allStrings(JSON.parse(b)).join('\n')];
    } catch {
      return [b];
    }
  });
  const squashed = hay.map(squash);
  const digits = hay.map((h) => h.split(/[^\d\s()+./-]+/u).map(digitsOf).join('|'));
  const lower = hay.map((h) => h.toLowerCase());
  const found: string[] = [];
  for (const s of secrets) {
    for (const f of leakForms(s)) {
      const hit = f.word
        ? (f.exact ? hay : lower).some((h) => f.word?.test(h))
        : f.digits ? digits.some((d) => d.includes(f.text)) : squashed.some((h) => h.includes(f.text));
      if (hit) found.push(`${s.kind} "${s.value}" as "${f.text}"`);
    }
  }
  return found;
}

/**
 * The secrets whose forms occur in the document's own text, found on the plain text (not through
 * the JSON decoding of findLeaks): the ones a leak check can prove anything about.
 */
export function presentIn(text: string, secrets: readonly PiiSecret[]): PiiSecret[] {
  const squashed = squash(text);
  const digits = text.split(/[^\d\s()+./-]+/u).map(digitsOf).join('|');
  return secrets.filter((s) => leakForms(s).some((f) => (f.word ? f.word.test(f.exact ? text : text.toLowerCase()) : f.digits ? digits.includes(f.text) : squashed.includes(f.text))));
}

// ---------------------------------------------------------------------------------------------
// The schema sent with every document and the fake model's answer to it.

/**
 * `placeholders` receives every hidden value the model saw; `amount_in_words` is a business
 * concept no XML format carries, so even a fully readable XML invoice goes through the model.
 */
export const PII_SCHEMA: JsonObject = {
  type: 'object',
  properties: {
    placeholders: { type: 'array', items: { type: 'string' }, title: 'Hidden values' },
    amount_in_words: { type: ['string', 'null'], title: 'Amount in words' },
  },
};

/** The fake model: copies every placeholder of the user message into `placeholders`. */
export function echoPlaceholders(req: ChatRequest): JsonObject {
  const tokens = [...new Set([...userText(req).matchAll(/\[[A-Z]+_\d+\]/gu)].map((m) => m[0]))];
  return { placeholders: tokens, amount_in_words: null };
}

/** Problems of a restored answer: a placeholder left, or a value that is not from the document. */
export function restorationProblems(result: unknown, documentText: string): string[] {
  const problems: string[] = [];
  const values = allStrings(result);
  const text = squash(documentText);
  for (const v of values) {
    if (OUR_TOKEN.test(v)) problems.push(`placeholder left: ${v.slice(0, 80)}`);
    else if (!text.includes(squash(v))) problems.push(`not from the document: ${v.slice(0, 80)}`);
  }
  return problems;
}
