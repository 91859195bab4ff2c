import { CONCEPTS, PARTY_FIELDS } from '../../../lib/fields/concepts';
import { CONCEPT_LABELS, normalise } from '../../../lib/fields/match-schema';
import { NOT_NAME_WORDS } from '../../../lib/vocabulary/fields';
import { withoutLetterSpacing } from '../../../lib/reading/letter-spacing';

/**
 * Whether a text found where a party's name should be is a name at all. Forms print labels next to
 * labels ("Kunde   Nummer:", "Rechnungsempfänger/Leistungsempfänger", "Client   Date :"), captions
 * ("Firmenname:"), and stamp or signature placeholders ("М.П.", "(подпись)") where a reader of the
 * text expects a value. Every label of every concept and role is known to the vocabulary, so a text
 * that is one of them, or opens with one and a colon, is a label and never a name; a name label with
 * a colon ("Firmenname: ACME GmbH") hands over what follows it.
 */
export type NameReading = { kind: 'name'; name: string } | { kind: 'label' } | { kind: 'none' };

/** Labels that introduce the name itself: what follows their colon is the name. */
const NAME_LABELS = new Set((PARTY_FIELDS.find((f) => f.id === 'name')?.labels ?? []).map(normalise));

/**
 * Every label the vocabulary knows (concepts, party roles and fields) and the words forms print
 * beside parties that name no party: trade terms, page numbers, stamps and signatures.
 */
const KNOWN_LABELS = new Set([...CONCEPT_LABELS, ...NOT_NAME_WORDS.map(normalise)].filter((l) => l.length > 0));


/** Labels of identifiers and contacts, and of the document's number and date: followed by a figure they are a field, not a name ("ИНН 7701234567"). */
const ID_LABELS = new Set([
  ...PARTY_FIELDS.filter((f) => f.id !== 'name' && f.id !== 'address' && f.id !== 'bank').flatMap((f) => f.labels),
  ...CONCEPTS.filter((c) => c.id === 'document.number' || c.id === 'document.date').flatMap((c) => c.labels),
  ...NOT_NAME_WORDS,
].map(normalise).filter((l) => l.length > 1));

/** An identifier as a value: a country or series prefix of up to three capitals, then five or more figures with separators. */
const IDENTIFIER = /^[A-Z]{0,3}\s?[\d][\d\s.\-/]{4,}$/;

/** A caption in parentheses under a line to fill in: "(подпись)", "(наименование)", "(signature)". */
const CAPTION_IN_PARENS = /^\(\s*[\p{L} ,./-]{2,40}\s*\)$/u;

/** Reads a text found where a name should be: the name, a label (look elsewhere), or nothing. */
export function readName(text: string): NameReading {
  const t = withoutLetterSpacing(text).replace(/^[\s:：\-–—.]+/, '').replace(/\s+/g, ' ').trim();
  if (!t) return { kind: 'none' };
  // The tail of a label joined to the role word by a slash ("…empfänger/Leistungsempfänger") or a caption in parentheses.
  if (/^[/\\|]/.test(t) || CAPTION_IN_PARENS.test(t)) return { kind: 'label' };
  const labelled = /^([\p{L}№#][\p{L}\p{M} .'’/°º#№-]{0,38}?)\s*[:：]\s*(.*)$/u.exec(t);
  if (labelled) {
    const label = normalise(labelled[1] as string);
    const rest = (labelled[2] as string).trim();
    if (NAME_LABELS.has(label)) return rest ? readName(rest) : { kind: 'label' };
    // "Date : 12.03.2024", "Nummer: 4711": another field's label and its value.
    if (KNOWN_LABELS.has(label) || label.split(' ').every((w) => KNOWN_LABELS.has(w))) return { kind: 'label' };
    // Any label before an identifier ("N° TVA intracom. : FR51952771421", "Kd.-Nr.: 10-4711"): a field, not a name.
    if (IDENTIFIER.test(rest)) return { kind: 'label' };
    // "Firmenname: …", "Kundennummer:" — a word made of a known label is one too (German compounds).
    if (!label.includes(' ') && endsWithOneOf(label, NAME_LABELS)) return rest ? readName(rest) : { kind: 'label' };
    if (!label.includes(' ') && endsWithOneOf(label, KNOWN_LABELS)) return { kind: 'label' };
    // The rest of a role's label in lower case ("Заказчик услуг:", "Empfänger der Leistung:",
    // "Destinataire des services :"): no name opens so; what follows the colon is the name.
    if (/^\p{Ll}/u.test(labelled[1] as string) && label.split(' ').length <= 3 && rest) return readName(rest);
  }
  // A known label standing alone, with or without its colon; a text ending in a colon whose every word is a label's.
  // A few words ending with a colon and nothing after it: a label (the second line of one wrapped, "услуг:").
  if (/^[\p{L}][\p{L}\p{M} .'’-]{0,30}[:：]$/u.test(t) && t.split(' ').length <= 3) return { kind: 'label' };
  const lead = /^(\S+(?: \S+)?) (?=[#№]?\s?\d)/u.exec(t);
  if (lead && (ID_LABELS.has(normalise(lead[1] as string)) || ID_LABELS.has(normalise((lead[1] as string).split(' ')[0] as string)))) return { kind: 'label' };
  const bare = normalise(t.replace(/[\s:：.]+$/, ''));
  if (KNOWN_LABELS.has(bare)) return { kind: 'label' };
  if (/[:：]$/.test(t) && bare.split(' ').every((w) => KNOWN_LABELS.has(w))) return { kind: 'label' };
  return { kind: 'name', name: pairedQuotes(t) };
}

/**
 * A pair of quotes of two styles ("ПАО “Граниткомплект\"" on a scan) is one pair OCR read half
 * curly: a printed name quotes in one style, and the straight one is the plain form of both.
 */
function pairedQuotes(name: string): string {
  return name.replace(/[“„]([^"“”„]+)"/gu, '"$1"').replace(/"([^"“”„]+)”/gu, '"$1"');
}

/**
 * Whether a text opens with a label the vocabulary knows, of up to four words, ending at a word's
 * end ("Date d'émission Date d'échéance", "Invoice date Due date"): labels set a word space apart
 * on one line, where a value would follow.
 */
export function opensWithLabel(text: string): boolean {
  const words = withoutLetterSpacing(text).replace(/^[\s:：\-–—.]+/, '').trim().split(/\s+/);
  for (let n = Math.min(4, words.length); n >= 1; n--) {
    if (KNOWN_LABELS.has(normalise(words.slice(0, n).join(' ').replace(/[\s:：.]+$/, '')))) return true;
  }
  return false;
}

/** A one-word label made of a known one ("firmenname" of "name", "rechnungsdatum" of "datum"). */
function endsWithOneOf(word: string, labels: ReadonlySet<string>): boolean {
  for (const k of labels) if (k.length >= 4 && !k.includes(' ') && word.endsWith(k)) return true;
  return false;
}
