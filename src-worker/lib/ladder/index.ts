import type { LadderGrammar, LadderGrammarResult, LadderHit, LadderOutput } from '../../../src-shared/contract/ladder';
import type { JsonObject } from '../../../src-shared/contract/envelope';
import type { ParsedDocument } from '../../../src-shared/document/model';
import { readStamp } from './eskd-stamp';
import { scanKks } from './kks';
import { scanMeasures } from './measures';
import { pageTexts, wireBox } from './page-text';
import type { PageText } from './page-text';
import { scanRequisites } from './requisites';
import type { GrammarHit } from './types';

/**
 * The ladder: pattern grammars run over a parsed document (no model). Text grammars scan each
 * page's text and point back at the page's boxes; the title-block grammar reads the page geometry.
 */
const TEXT_GRAMMARS: Record<Exclude<LadderGrammar, 'eskd_stamp'>, (text: string) => GrammarHit<JsonObject>[]> = {
  kks: scanKks,
  requisites: scanRequisites,
  measures: scanMeasures as (text: string) => GrammarHit<JsonObject>[],
};

function textHits(pages: PageText[], scan: (text: string) => GrammarHit<JsonObject>[]): LadderHit[] {
  return pages.flatMap((p) => scan(p.text).map((h) => ({ page: p.page, bbox: wireBox(p.locate(h.start, h.end)), text: h.text, value: h.value })));
}

export function runLadder(doc: ParsedDocument, grammars: readonly LadderGrammar[]): LadderOutput {
  const texts = pageTexts(doc);
  const out: LadderOutput['grammars'] = {};
  for (const g of grammars) {
    let hits: LadderHit[];
    if (g === 'eskd_stamp') {
      hits = doc.pages.flatMap((page) => {
        const s = readStamp(page);
        return s ? [{ page: page.no, bbox: wireBox(s.box), text: s.text, value: s.value as unknown as JsonObject }] : [];
      });
    } else {
      hits = textHits(texts, TEXT_GRAMMARS[g]);
    }
    out[g] = { count: hits.length, hits } satisfies LadderGrammarResult;
  }
  const pagesWithoutText = doc.pages.filter((p) => p.items.length === 0 && !texts.find((t) => t.page === p.no)?.text.trim()).map((p) => p.no);
  return { grammars: out, pagesWithoutText };
}
