import type { ParsedDocument } from '../../../src-shared/document/model';
import { BOUNDARY_THRESHOLD, VOCABULARY } from '../../tuning/split';
import { gapEvidence } from './boundaries';
import { isColumnBandOf } from './grid';
import type { GapEvidence } from './boundaries';
import { pageSignals } from './page-signals';
import type { PageSignals } from './page-signals';

/**
 * The splitter of composite PDFs (SPEC "Split"): where each document of the file begins and ends,
 * from what every page shows — pagination, titles, document numbers and dates in the head, party
 * blocks, continuation notes, closing totals, letterheads and footers, paper size and orientation,
 * text layer or scan, blank separator sheets. It reads the parse (text layer and OCR alike) and
 * calls no model.
 *
 * Blank pages belong to no section: a run of them separates documents, and a section never begins
 * or ends on one (docs/decisions.md, "Split").
 */
export interface PlannedSection {
  /** 1-based first and last page, inclusive, numbered as in the whole file. */
  first: number;
  last: number;
  /** Kind of document named by its title (a catalog type id), or null when no title was found. */
  kind: string | null;
  /** Certainty that the section's edges are right: the weakest of its two boundaries and of the splits not made inside it. */
  confidence: number;
}

export interface SplitPlan {
  sections: PlannedSection[];
  /** Each gap between two non-blank pages considered, with its evidence (for diagnostics and the benchmark). */
  gaps: { after: number; before: number; evidence: GapEvidence; boundary: boolean }[];
}

/** The kind of document whose title the head of a page shows, or null. */
export type TitleFinder = (page: PageSignals) => string | null;

export function planSplit(doc: ParsedDocument, titleOf: TitleFinder): SplitPlan {
  const signals = doc.pages.map(pageSignals);
  const content = signals.filter((s) => !s.blank);
  if (content.length === 0) {
    const last = doc.pages.length;
    return { sections: last === 0 ? [] : [{ first: 1, last, kind: null, confidence: 1 }], gaps: [] };
  }
  const titles = new Map(content.map((s) => [s.no, titleOf(s)]));
  const gaps: SplitPlan['gaps'] = [];
  let open = { first: content[0]!.no, kind: titles.get(content[0]!.no) ?? null, start: 1, inner: [] as number[] };
  const sections: PlannedSection[] = [];
  for (let i = 1; i < content.length; i++) {
    const prev = content[i - 1]!;
    const next = content[i]!;
    const section = content.filter((p) => p.no >= open.first && p.no <= prev.no);
    const evidence = gapEvidence({ prev: profileOf(section, prev), next, blanks: next.no - prev.no - 1, nextTitle: titles.get(next.no) ?? null, prevKind: open.kind, columnBand: isColumnBandOf(next, section) });
    const boundary = evidence.probability >= BOUNDARY_THRESHOLD;
    gaps.push({ after: prev.no, before: next.no, evidence, boundary });
    if (boundary) {
      sections.push(close(open, prev.no, evidence.probability));
      open = { first: next.no, kind: titles.get(next.no) ?? null, start: evidence.probability, inner: [] };
    } else {
      open.inner.push(evidence.probability);
      open.kind ??= titles.get(next.no) ?? null;
    }
  }
  sections.push(close(open, content[content.length - 1]!.no, 1));
  return { sections, gaps };
}

/**
 * The previous page as the next one is compared with, filled in from the open section where that
 * page shows too little to tell (a signature page, the tail of a table): its writing system, print
 * and vocabulary are the last ones the section showed, its number and date the section's.
 */
function profileOf(pages: readonly PageSignals[], prev: PageSignals): PageSignals {
  const section = [...pages].reverse();
  return {
    ...prev,
    script: prev.script ?? section.find((p) => p.script)?.script ?? null,
    scanned: prev.scanned ?? section.find((p) => p.scanned !== null)?.scanned ?? null,
    style: prev.style ?? section.find((p) => p.style)?.style ?? null,
    vocabulary: prev.vocabulary.size >= VOCABULARY.minWords ? prev.vocabulary : section.find((p) => p.vocabulary.size >= VOCABULARY.minWords)?.vocabulary ?? prev.vocabulary,
    // A document prints its number and date on its first page; its later pages are measured against them.
    number: prev.number ?? section.find((p) => p.number)?.number ?? null,
    date: prev.date ?? section.find((p) => p.date)?.date ?? null,
  };
}

function close(open: { first: number; kind: string | null; start: number; inner: number[] }, last: number, end: number): PlannedSection {
  const kept = open.inner.map((p) => 1 - p);
  return { first: open.first, last, kind: open.kind, confidence: round(Math.min(open.start, end, ...kept)) };
}

function round(p: number): number {
  return Math.round(p * 1000) / 1000;
}
