import { hitsOf, re } from './match';
import type { Detector } from './types';
import { GENERIC_DOMAINS, SECOND_LEVEL, TLDS } from './vocab-web';

/**
 * Web addresses: a company's site names the company (www.qualityhosting.de, aws.amazon.com), so
 * URLs and bare host names are replaced like any other company detail. Bare hosts need a known
 * top-level domain, so file names (factur-x.xml) and version strings stay.
 */


const URL = re('(?<![\\p{L}\\d@.])(?:https?://|www\\.)[^\\s|<>"\'()\\[\\]]+[^\\s|<>"\'()\\[\\].,;:!?]', 'gu');
const HOST = re(`(?<![\\p{L}\\d@./-])(?:[\\p{L}\\d](?:[\\p{L}\\d-]{0,61}[\\p{L}\\d])?\\.)+(?:${TLDS})(?:/[^\\s|<>"'()\\[\\]]*[^\\s|<>"'()\\[\\].,;:!?])?(?![\\p{L}\\d@-])`, 'giu');

export const web: Detector = (text) => [...hitsOf(URL, text, 'web'), ...hitsOf(HOST, text, 'web')];

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
