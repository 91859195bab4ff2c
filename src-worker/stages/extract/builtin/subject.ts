import type { TextView } from '../../../lib/reading/text-view';
import { plainText } from './values';
import type { Found } from './values';

/**
 * A contract's subject from its title, where no "Предмет договора: …" line gives it: "Договор № 5
 * на выполнение работ по ремонту кровли", or the title alone with its subject on the next line
 * ("**на поставку товара**"). Only the first lines of the first page are looked at.
 */
export function subjectInTitle(view: TextView): Found | null {
  const head = view.lines.filter((l) => l.page === (view.lines[0]?.page ?? 1)).slice(0, TITLE_LINES);
  for (let i = 0; i < head.length; i++) {
    const line = head[i];
    const title = line ? CONTRACT_TITLE.exec(plainText(line.text)) : null;
    if (!line || !title) continue;
    const own = SUBJECT.exec(title[1] ?? '');
    if (own?.[1]) return { value: own[1], page: line.page, box: line.box, level: 'rule' };
    // The title's next non-empty line, when it starts as a subject does.
    const next = head.slice(i + 1).find((l) => plainText(l.text) !== '');
    const below = next ? /^(?:на|о|об)\s+(.{5,300})$/iu.exec(plainText(next.text)) : null;
    if (next && below?.[1]) return { value: below[1].replace(/[.;]$/, ''), page: next.page, box: next.box, level: 'layout' };
    return null;
  }
  return null;
}

const TITLE_LINES = 12;
/** "Договор", "Контракт", "Государственный контракт", "Договор подряда" … opening a line, and what follows. */
const CONTRACT_TITLE = /^(?:[\p{Lu}\p{Ll}]+\s+)?(?:договор|контракт)(?![\p{L}])(.*)$/iu;
/** After the title's number: "на …", "о …", "об …" up to the end. */
const SUBJECT = /(?:^|\s)(?:на|о|об)\s+(\p{L}.{4,300}?)[.;]?$/iu;
