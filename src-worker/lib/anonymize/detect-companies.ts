import { hitsOf, re, trimHit } from './match';
import { alt } from './names-latin';
import { CN_COMPANY_WORDS, FORM_PREFIXES, FORMS, LEAD_WORDS } from '../vocabulary/companies';
import type { Detector, Hit } from './types';

/**
 * Companies outside Russian text, by their legal form: a name of one to five words before the
 * form ("Acme Widgets GmbH", "Au bon moulin SARL", "Amazon Web Services, Inc.", "MUSTERLIEFERANT
 * GMBH", "iViveLabs Ltd."), a form before the name ("SARL Dupont", "Firma Vogel", "Stichting
 * Boekenweek"), and Chinese names ending in a company word (北京星辰科技有限公司, 华为集团).
 */

const escForm = (f: string): string => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[ \\t]?');
const FORM = `(?:${alt([...new Set(FORMS.flatMap((f) => [f, f.toUpperCase()]))].map(escForm))})`;

/** A word of a company name: capitalised, in capitals, camel-cased (iViveLabs, eBay), or a number. */
const WORD = "(?:\\p{Lu}[\\p{L}\\d&'’.+-]*|\\p{Ll}+\\p{Lu}[\\p{L}\\d]*|\\d+[\\p{L}\\d]*)";
/** Lower-case links inside names: "Au bon moulin", "Maison du Café", "Bank of America", "Smith & Sons". */
const LOWER = "(?:\\p{Ll}[\\p{Ll}'’]{0,14}|&)";
/** Capitalised words only: "Greetings from Amazon Web Services, Inc." starts at "Amazon". */
/** Words of one name are one space apart; a wider gap is a column boundary of PDF text. */
const CAPS_NAME = `${WORD}(?:[ \\t]${WORD}){0,4}`;
/** With lower-case links, only from the start of a field (line, cell, after a colon or a dash), where the name's left edge is known. */
const FIELD_START = '(?<=^|\\n|\\||[:;•●–—][ \\t]?|[ \\t]-[ \\t]|[ \\t]{2})';
const LINKED_NAME = `${WORD}(?:[ \\t](?:${WORD}|${LOWER})){1,4}?`;

const BEFORE_FORM = re(`(?<![\\p{L}\\d])${CAPS_NAME},?[ \\t]+${FORM}(?![\\p{L}\\d])`, 'gu');
const LINKED_BEFORE_FORM = re(`${FIELD_START}[ \\t]*${LINKED_NAME},?[ \\t]+${FORM}(?![\\p{L}\\d])`, 'gu');
const FORM_FIRST = re(`(?<![\\p{L}\\d])(?:${FORM_PREFIXES})[ \\t]+(?:${WORD}[ \\t]?){1,4}`, 'gu');

const HAN = '\\p{Script=Han}';
const CN_FORM = alt(CN_COMPANY_WORDS);
const CN_ORG = re(`[${HAN}A-Za-z\\d（）()]{2,14}?(?:${CN_FORM})`, 'gu');

/** Sentence words a capitalised run may start with before the name itself: "Sold By WS Retail…", "Dear Acme Ltd". */
const LEAD = new RegExp(`^(?:(?:${LEAD_WORDS.join('|')})\\.?[ \\t]+)+`, 'iu');
/** A legal form at the end of a value, for the company's name without it. */
export const FORM_AT_END = new RegExp(`,?[ \\t]*${FORM}$`, 'u');

/**
 * Drops sentence words at the start ("Sold By WS Retail…" → "WS Retail…"), unless nothing but the
 * form would remain ("Lieferant GmbH" stays whole). A "name" that is only a form or a number
 * ("2 AG") is none.
 */
function tidy(text: string, h: Hit): Hit | null {
  const value = text.slice(h.start, h.end);
  const named = (s: string): boolean => /\p{L}{2}/u.test(s.replace(FORM_AT_END, '')) && !/^\d/u.test(s);
  const lead = LEAD.exec(value)?.[0].length ?? 0;
  if (lead && named(value.slice(lead))) return { ...h, start: h.start + lead };
  return named(value) ? h : null;
}

export const companies: Detector = (text) => [
  ...hitsOf(LINKED_BEFORE_FORM, text, 'org'),
  ...hitsOf(BEFORE_FORM, text, 'org'),
  ...hitsOf(FORM_FIRST, text, 'org'),
  ...hitsOf(CN_ORG, text, 'org'),
].map((h) => trimHit(text, h, ',;:')).map((h) => h && tidy(text, h)).filter((h): h is Hit => h !== null);
