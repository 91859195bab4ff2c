import { CURRENCY_CODES } from '../util/currency-codes';
import { hitsOf, re, trimHit } from './match';
import type { Detector, Hit } from './types';
import { CN_ADMIN, CN_STREET, NOT_TOWN_WORDS, STREET_AFTER, STREET_AFTER_WEAK, STREET_BEFORE, STREET_BEFORE_WEAK, STREET_SUFFIXES, STREET_SUFFIXES_WEAK } from './vocab-places';

/**
 * Addresses outside Russian text, by shape: street lines in the three usual orders (number first:
 * "221B Baker Street", "12 rue de la Paix"; street word first: "Via Roma 15", "ul. Marszałkowska
 * 10/12"; one glued word: "Musterstraße 12", "Keizersgracht 123"), postcodes with their town in
 * the national shapes (UK, Irish, Dutch, 5-digit, 4-digit after an address, Polish, US and
 * Australian states, Indian PIN), post boxes, and Chinese addresses (administrative units down to
 * a street and house number).
 */

const NB = '(?<![\\p{L}\\d])';
const NA = '(?![\\p{L}\\d])';
const esc = (w: string): string => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alt = (words: readonly string[]): string => words.map(esc).sort((a, b) => b.length - a.length).join('|');
const bothCases = (words: readonly string[]): string[] => [...new Set(words.flatMap((w) => [w, w.toUpperCase(), w[0]?.toUpperCase() + w.slice(1)]))];

/** A capitalised or upper-case word of a name (Baker, Jean, JAURÈS, O'Connell, Saint-Denis). */
const CAP = "\\p{Lu}[\\p{L}'’]*(?:-\\p{L}[\\p{L}'’]*)*";
/** Lower-case words that occur inside street names: "rue de la Paix", "Calle de Alcalá", "Unter den Linden". */
const LINK = "(?:de|del|della|des|du|la|le|les|l'|d'|di|da|dos|das|van|von|der|den|het|am|an|im|zum|zur|y|e|et|and|&|of|the|sur|sous|aux|au)";
const NAME_WORDS = `(?:${LINK}[ \\t]*){0,3}${CAP}(?:[ \\t]+(?:${LINK}[ \\t]*|${CAP}|\\d{1,2}(?:e|er|st|nd|rd|th)?(?=[ \\t])))*?`;
/** A house number: 12, 12a, 221B, 40-42, 10/12, 3 bis. */
const HOUSE_NO = '\\d{1,5}(?:[ \\t]?[A-Za-z](?![\\p{L}]))?(?:[ \\t]*[-/][ \\t]*\\d{1,5}[A-Za-z]?)?(?:[ \\t]+(?:bis|ter))?';
const UNIT = '(?:,?[ \\t]+(?:Suite|Ste|Apt|Apartment|Unit|Flat|Floor|Fl|Room|Rm|Bldg|Building|#|Etage|Stock|Bus|Boîte|bte)\\.?[ \\t]*[\\w-]+)?';

const STREET_AFTER_RE = `(?:${alt(bothCases(STREET_AFTER))})\\.?`;
const STREET_AFTER_WEAK_RE = `(?:${alt(STREET_AFTER_WEAK)})\\.?`;
const STREET_BEFORE_RE = `(?:${alt(bothCases(STREET_BEFORE))})\\.?`;
const STREET_BEFORE_WEAK_RE = `(?:${alt(bothCases(STREET_BEFORE_WEAK))})\\.?`;
const SUFFIX_RE = `(?:${alt(bothCases(STREET_SUFFIXES))})\\.?`;
const SUFFIX_WEAK_RE = `(?:${alt(bothCases(STREET_SUFFIXES_WEAK))})`;
/** The field ends after the house number (a weak street word needs this): comma, cell, line end, a dash or a wide gap. */
const FIELD_END = '(?=[ \\t]*(?:[,;|\\n–—•●]|[ \\t]-[ \\t]|[ \\t]{2}|$))';
/** …or a postcode follows: "3 place du Marché, 33000 Bordeaux". */
const THEN_POSTCODE = '(?=[ \\t]*,?[ \\t]*(?:[A-Z]{1,2}-)?\\d{4,5}[ \\t]+\\p{Lu})';
const NOT_YEAR = '(?!(?:19|20)\\d\\d(?!\\d))';

/** "221B Baker Street", "25,Vembuliamman Koil Street", "410 Terry Ave North, Suite 5"; weak words ("9 Elm Row") only at a field end. */
const NUMBER_FIRST = re(
  `${NB}${HOUSE_NO},?[ \\t]*(?:${CAP}[ \\t]+){1,4}(?:${STREET_AFTER_RE}|${STREET_AFTER_WEAK_RE}${FIELD_END})(?:[ \\t]+(?:North|South|East|West|N|S|E|W|NE|NW|SE|SW)${NA})?${UNIT}${NA}`,
  'gum',
);
/** "12 rue de la Paix", "8, avenue Jean Jaurès", "1242 chemin de l'olive": the name runs to a comma, a line end or a postcode. */
const STREET_NAME_TAIL = `[ \\t]+[\\p{L}'’][\\p{L}'’ -]{1,50}?(?=[ \\t]*(?:[,;|\\n–—•●]|[ \\t]-[ \\t]|[ \\t]{2}|\\d{4,5}${NA}|$))`;
const NUMBER_STREET_WORD = re(`${NB}${HOUSE_NO},?[ \\t]+(?:${STREET_BEFORE_RE}${STREET_NAME_TAIL}|${STREET_BEFORE_WEAK_RE}${STREET_NAME_TAIL}${THEN_POSTCODE})`, 'gum');
/** "Via Roma 15", "rue de la Loi 42", "Calle de Alcalá 48", "ul. Marszałkowska 10/12", "Station Road, 21"; weak starts ("Am …", "place …") only at a field end. */
const WORD_FIRST = re(
  `${NB}(?:(?:${STREET_BEFORE_RE}[ \\t]+${NAME_WORDS}|(?:${CAP}[ \\t]+){1,3}${STREET_AFTER_RE})[ \\t]*,?[ \\t]*${HOUSE_NO}${NA}`
  + `|(?:${STREET_BEFORE_WEAK_RE}[ \\t]+${NAME_WORDS}|(?:${CAP}[ \\t]+){1,3}${STREET_AFTER_WEAK_RE})[ \\t]*,?[ \\t]*${NOT_YEAR}${HOUSE_NO}${NA}${FIELD_END})`,
  'gum',
);
/** "Musterstraße 12", "Keizersgracht 123", "BAHNHOFSTRASSE 99", "Bahnstr. 42", "Uferweg 40-42"; weak endings ("…berg 5") only at a field end. */
const GLUED = re(
  `${NB}\\p{Lu}[\\p{L}-]*?(?:${SUFFIX_RE}[ \\t]*${HOUSE_NO}${NA}|${SUFFIX_WEAK_RE}[ \\t]+${NOT_YEAR}${HOUSE_NO}${NA}${FIELD_END})`,
  'gum',
);
const PO_BOX = re(`${NB}(?:P\\.?[ \\t]?O\\.?[ \\t]?Box|PO Box|Postfach|Boîte postale|B\\.P\\.|Postbus|Apartado(?: de correos)?|Casella postale|Skrytka pocztowa)[ \\t]*\\d[\\d \\t]{0,10}${NA}`, 'gu');

const NOT_TOWN = `(?!(?:${alt([...NOT_TOWN_WORDS, ...CURRENCY_CODES])})${NA})`;
/**
 * A town after a postcode: Berlin, Frankfurt am Main, Saint-Étienne, 's-Hertogenbosch; or in
 * capitals (PARIS, NICE CEDEX 09), which item descriptions also are ("98745 FOURNITURES
 * DIVERSES"), so a capitalised town must end the field.
 */
const TOWN_MIXED = `(?:'s-)?\\p{Lu}\\p{Ll}[\\p{L}'’-]*(?:[ \\t]+(?:am|an der|im|sur|en|upon|on|bei|ob der|aan den|aan de)[ \\t]+\\p{Lu}[\\p{L}-]*|[ \\t]+\\p{Lu}\\p{Ll}[\\p{L}-]*(?=[ \\t]*(?:,|$|\\n|\\|)))?`;
const TOWN_UPPER = `\\p{Lu}{2}[\\p{Lu}'’-]*(?:[ \\t]\\p{Lu}{2}[\\p{Lu}-]*)?(?:[ \\t]+CEDEX(?:[ \\t]+\\d{1,2})?)?(?=[ \\t]*(?:[,;|\\n]|$)|[ \\t]{2}|[ \\t]+\\p{Lu}[\\p{L} ]{0,25}[:：])`;
const TOWN = `${NOT_TOWN}(?:${TOWN_MIXED}(?:[ \\t]+(?:CEDEX|Cedex)(?:[ \\t]+\\d{1,2})?)?|${TOWN_UPPER})`;
const COUNTRY_PREFIX = '(?:[A-Z]{1,3}-|(?:DE|FR|NL|BE|AT|CH|IT|ES|LU|DK|PL|CZ|SE|FI|PT)[ \\t])?';

/** NW1 6XE, SW1A 1AA; a product code glued to more ("GS60 2QE-226NL") is not one. */
const UK = re(`${NB}(?:[A-Z]{1,2}\\d[A-Z\\d]?|GIR)[ \\t]\\d[ABD-HJLNP-UW-Z]{2}(?![\\p{L}\\d-])`, 'gu');
const IRISH = re(`${NB}(?:[AC-FHKNPRTV-Y]\\d{2}|D6W)[ \\t](?=[AC-FHKNPRTV-Y\\d]{4}${NA})(?=[\\dA-Z]*\\d)(?=[\\dA-Z]*[A-Z])[AC-FHKNPRTV-Y\\d]{4}${NA}`, 'gu');
/** 1015 CJ Amsterdam; a year before two capitals and a capitalised word ("2011 NL PKC") is a product line, not a postcode. */
const DUTCH = re(`${NB}(?!(?:19|20)\\d\\d[ \\t]?[A-Z]{2}[ \\t]+\\p{Lu}{2})\\d{4}[ \\t]?(?!SA|SD|SS)[A-Z]{2}(?:[ \\t]+${TOWN})?(?=[ \\t]*(?:[,|\\n]|$)|[ \\t]+${TOWN})`, 'gum');
const FIVE_DIGIT = re(`(?<![\\p{L}\\d.,/-])${COUNTRY_PREFIX}\\d{5}[ \\t]+${TOWN}${NA}`, 'gu');
/** 4-digit postcodes (AT, CH, BE, DK, NO, HU, AU…) look like years and quantities: only after a comma, a country prefix or an address. */
const FOUR_DIGIT = re(`(?:(?<=,[ \\t]?|\\[ADDRESS_\\d+\\][ \\t,–-]{1,3})|(?<![\\p{L}\\d])[A-Z]{1,2}-)\\d{4}[ \\t]+${TOWN}${NA}`, 'gu');
const POLISH = re(`${NB}\\d{2}-\\d{3}[ \\t]+${TOWN}${NA}`, 'gu');
const US_STATES = 'AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY';
const US_ZIP = re(`(?:${CAP},?[ \\t]+)?(?<![\\p{L}])(?:${US_STATES})[ \\t]+\\d{5}(?:-\\d{4})?${NA}`, 'gu');
const AU_STATE = re(`${NB}(?:NSW|VIC|QLD|TAS|ACT|NT|SA|WA)[ \\t]+\\d{4}${NA}`, 'gu');
const CANADIAN = re(`${NB}[ABCEGHJ-NPRSTVXY]\\d[ABCEGHJ-NPRSTV-Z][ \\t]?\\d[ABCEGHJ-NPRSTV-Z]\\d${NA}`, 'gu');
/** Indian PIN after its city: "Bangalore-560068", "New Delhi - 110001", "Lucknow 226010", "PIN: 560001". */
const INDIAN_PIN = re(`(?:${NOT_TOWN}${CAP}[ \\t]*[-–][ \\t]*|(?<=^|\\n|\\||,[ \\t]?)[ \\t]*${NOT_TOWN}${CAP}[ \\t]+|(?:PIN|Pin ?code|PIN Code)[ \\t]*:?[ \\t]*)[1-9]\\d{5}${NA}`, 'gu');
const CN_POSTCODE = re('(?:邮编|邮政编码)[ \\t]*[:：]?[ \\t]*\\d{6}(?!\\d)', 'gu');

const HAN = '\\p{Script=Han}';
const CN_ADMIN_RE = alt(CN_ADMIN);
const CN_NUM = '(?:\\d+|[一二三四五六七八九十百零〇]+)';
const CN_ROAD = '(?:大道|大街|路|街|道|巷|弄|胡同)';
const CN_TAIL = `(?:[\\p{Script=Han}A-Za-z\\d#-]{0,12}?(?:${alt(CN_STREET)}))*`;
/** 上海市浦东新区世纪大道100号环球金融中心25楼 / 杭州市西湖区龙井路1号 / 体育西路191号中石化大厦B座. */
const CN_STREET_ADDR = re(`(?:${HAN}{1,7}?(?:${CN_ADMIN_RE}))*${HAN}{1,10}?${CN_ROAD}(?:${CN_NUM}(?:段|巷|弄|里))?${CN_NUM}(?:-${CN_NUM})?号${CN_TAIL}`, 'gu');
/** Two administrative levels in a row (北京市朝阳区, 上海市浦东新区) even without a street. */
const CN_ADMIN_PAIR = re(`${HAN}{1,6}?(?:省|市|自治区)${HAN}{1,6}?(?:${CN_ADMIN_RE})`, 'gu');

export const streets: Detector = (text) => [
  ...hitsOf(NUMBER_FIRST, text, 'address'),
  ...hitsOf(NUMBER_STREET_WORD, text, 'address'),
  ...hitsOf(WORD_FIRST, text, 'address'),
  ...hitsOf(GLUED, text, 'address'),
  ...hitsOf(PO_BOX, text, 'address'),
  ...hitsOf(CN_STREET_ADDR, text, 'address'),
  ...hitsOf(CN_ADMIN_PAIR, text, 'address'),
].map((h) => trimHit(text, h, ',.;:')).filter((h): h is Hit => h !== null);

export const postcodes: Detector = (text) => [
  ...hitsOf(FIVE_DIGIT, text, 'address'),
  ...hitsOf(US_ZIP, text, 'address'),
  ...hitsOf(UK, text, 'address'),
  ...hitsOf(IRISH, text, 'address'),
  ...hitsOf(DUTCH, text, 'address'),
  ...hitsOf(FOUR_DIGIT, text, 'address'),
  ...hitsOf(POLISH, text, 'address'),
  ...hitsOf(AU_STATE, text, 'address'),
  ...hitsOf(CANADIAN, text, 'address'),
  ...hitsOf(INDIAN_PIN, text, 'address'),
  ...hitsOf(CN_POSTCODE, text, 'address'),
].map((h) => trimHit(text, h, ',.;:')).filter((h): h is Hit => h !== null);
