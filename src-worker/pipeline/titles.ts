import type { PageNo } from '../../src-shared/document/geometry';
import type { ParsedDocument } from '../../src-shared/document/model';
import { detectDocKind } from '../lib/doc-kind';
import type { TitleFinder } from '../stages/split';

/**
 * The splitter's title finder: the kind of document whose title heads one page, by the
 * document-kind classifier read on that page alone — `other` for the title of a kind outside the
 * catalog (a delivery note is a document too); null where it finds none, or only a weak one.
 */
export function titleFinder(doc: ParsedDocument): TitleFinder {
  return (page) => {
    const kind = detectDocKind(doc, [page.no as PageNo, page.no as PageNo]);
    return kind.title !== null && kind.confidence >= PAGE_TITLE_CONFIDENCE ? kind.type : null;
  };
}

/** A page's title counts as a boundary signal from this classifier confidence (its own floor is for whole documents). */
export const PAGE_TITLE_CONFIDENCE = 0.4;
