import { hitsOf, re } from './match';
import type { Detector } from './types';

/**
 * Web addresses: a company's site names the company (www.qualityhosting.de, aws.amazon.com), so
 * URLs and bare host names are replaced like any other company detail. Bare hosts need a known
 * top-level domain, so file names (factur-x.xml) and version strings stay.
 */

const TLDS = 'com|net|org|info|biz|io|co|eu|de|at|ch|fr|be|nl|lu|it|es|pt|pl|cz|sk|hu|ro|bg|gr|dk|se|no|fi|ee|lv|lt|ie|uk|us|ca|au|nz|in|cn|hk|tw|jp|kr|sg|ru|ua|by|kz|tr|ae|za|br|mx|ar|shop|store|online|site|app|dev|cloud|tech|net\\.cn|com\\.cn|co\\.uk|org\\.uk|com\\.au';

const URL = re('(?<![\\p{L}\\d@.])(?:https?://|www\\.)[^\\s|<>"\'()\\[\\]]+[^\\s|<>"\'()\\[\\].,;:!?]', 'gu');
const HOST = re(`(?<![\\p{L}\\d@./-])(?:[\\p{L}\\d](?:[\\p{L}\\d-]{0,61}[\\p{L}\\d])?\\.)+(?:${TLDS})(?:/[^\\s|<>"'()\\[\\]]*[^\\s|<>"'()\\[\\].,;:!?])?(?![\\p{L}\\d@-])`, 'giu');

export const web: Detector = (text) => [...hitsOf(URL, text, 'web'), ...hitsOf(HOST, text, 'web')];

/**
 * Mail and web providers whose domain names nobody: their label is not propagated as a company
 * name ("gmail" in an address says nothing about the sender's company).
 */
const GENERIC_DOMAINS = new Set([
  'gmail', 'googlemail', 'google', 'yahoo', 'outlook', 'hotmail', 'live', 'msn', 'icloud', 'me', 'mac', 'aol', 'gmx', 'web', 'freenet', 't-online', 'online', 'orange', 'free', 'wanadoo', 'laposte', 'sfr',
  'proton', 'protonmail', 'pm', 'zoho', 'yandex', 'mail', 'inbox', 'list', 'bk', 'rambler', 'ya', 'qq', '163', '126', 'sina', 'sohu', 'foxmail', 'aliyun', 'naver', 'example', 'test', 'localhost', 'fake', 'domain',
  'ziggo', 'kpn', 'xs4all', 'telenet', 'skynet', 'libero', 'tiscali', 'btinternet', 'sky', 'virgin', 'comcast', 'verizon', 'att',
]);
/** Second-level labels that are not a name: co.uk, com.cn, and the like. */
const SECOND_LEVEL = new Set(['co', 'com', 'net', 'org', 'gov', 'ac', 'edu', 'or', 'ne', 'gv']);
/** A shorter label says too little to look for it elsewhere ("ab", "tv"). */
const MIN_LABEL = 4;

/**
 * The name part of a host or e-mail domain: "flipkart" of www.flipkart.com/support, "qualityhosting"
 * of info@qualityhosting.de, "bluewave" of x@bluewave.co.uk. Null for providers and short labels.
 */
export function domainLabel(value: string): string | null {
  const host = (value.includes('@') ? value.split('@').pop() ?? '' : value.replace(/^https?:\/\//iu, '').split(/[/?#]/u)[0] ?? '').toLowerCase();
  const parts = host.split('.').filter(Boolean);
  if (parts.length < 2) return null;
  let i = parts.length - 2;
  if (SECOND_LEVEL.has(parts[i] ?? '') && i > 0) i--;
  const label = parts[i] ?? '';
  return label.length >= MIN_LABEL && !GENERIC_DOMAINS.has(label) && /\p{L}/u.test(label) ? label : null;
}
