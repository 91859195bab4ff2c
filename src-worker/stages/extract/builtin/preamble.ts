import type { PartyRole } from '../../../lib/fields/concepts';
import { roleOf } from '../../../lib/fields/match-schema';
import { continuesSentence } from '../../../lib/reading/prose';
import type { TextView, ViewLine } from '../../../lib/reading/text-view';
import type { Found } from './values';

/**
 * Parties of a contract as its preamble introduces them: "ООО «Ромашка», именуемое в дальнейшем
 * «Поставщик», в лице …" / "Acme Ltd (hereinafter referred to as the "Supplier")". The role word
 * decides the party; the name is the phrase before it.
 */
const INTRODUCED = /([^;:]{3,400}?)\s*(?:\([^)]{0,200}\))?\s*,?\s*\(?\s*(?:именуем(?:ое|ый|ая|ые)\s+в\s+дальнейшем|далее(?:\s*[-–—]\s*|\s+)|hereinafter(?:\s+referred\s+to\s+as)?(?:\s+the)?)\s*[«"“']?([\p{L} -]{3,40}?)[»"”']/giu;
/** Lines a preamble's sentence is read over: it wraps, and a party's name may start on one line and its role stand on the next. */
const SENTENCE_LINES = 3;


export function introducedParty(view: TextView, role: PartyRole): Found | null {
  const head = view.lines.slice(0, 80);
  for (const [i, line] of head.entries()) {
    const run = [line];
    for (const next of head.slice(i + 1, i + SENTENCE_LINES)) {
      if (!continuesSentence(view.lines, next)) break;
      run.push(next);
    }
    const text = run.map((l) => l.text).join(' ');
    for (const m of text.matchAll(INTRODUCED)) {
      // A match is read on the line it starts on; the next lines are only its continuation.
      if ((m.index ?? 0) >= line.text.length) break;
      const word = (m[2] ?? '').trim();
      if (roleOf(word) !== role) continue;
      const phrase = m[1] ?? '';
      const name = phrase.split(/,\s*(?:с\s+(?:одной|другой)\s+стороны,?\s*)?(?:и|and)\s+(?=\p{Lu})|\sи\s(?=\p{Lu})|(?:^|\s)(?:между|by and between|between)\s+/u).pop()?.trim()
        .replace(/^[,.;:\s]+|[,;:\s]+$/g, '')
        // A sentence's full stop goes; an abbreviated legal form keeps its own ("Corp.", "Ltd.", "S.A.").
        .replace(/(?<=(?:^|\s)\p{L}{5,})\.$/u, '');
      if (!name || name.length < 3 || !/\p{Lu}/u.test(name)) continue;
      const at = (m.index ?? 0) + phrase.lastIndexOf(name);
      return { value: name, page: line.page, box: lineAt(run, at).box, level: 'rule' };
    }
  }
  return null;
}

/** The line of a run of lines joined with single spaces that holds the character at an offset. */
function lineAt(run: readonly ViewLine[], offset: number): ViewLine {
  let start = 0;
  for (const l of run) {
    if (offset < start + l.text.length + 1) return l;
    start += l.text.length + 1;
  }
  return run[run.length - 1] as ViewLine;
}
