import { isCatalogTypeId } from '../../../src-shared/catalog';
import type { CatalogTypeId } from '../../../src-shared/catalog';
import type { PageNo } from '../../../src-shared/document/geometry';
import type { ParsedDocument } from '../../../src-shared/document/model';
import { readKnownXml } from '../known-xml';
import { headSegments } from './head-lines';
import { candidatesOf } from './title';
import type { Candidate } from './title';
import { VOCABULARY } from './vocabulary';
import type { KindId, Vocabulary } from './vocabulary';

/**
 * What kind of document this is, by its title: the catalog type id (src-shared/catalog) whose
 * title heads its first page, or `other`. Used by the validator (checks that hold for one kind of
 * document) and by the splitter (each section's `doc_type`). A known XML format (FNS УПД/ТОРГ-12,
 * CII, UBL — also embedded in a Factur-X PDF) says its kind itself and is believed.
 *
 * Decisions (docs/decisions.md, "Document kind"): a credit note (Gutschrift, avoir, кредит-нота) is
 * an `invoice` — its fields are an invoice's; a delivery note (Lieferschein, bon de livraison) is
 * `other` — no catalog schema fits it; счёт-фактура is `upd` and ТТН is `torg12`, as the catalog
 * titles them.
 */

export type { KindId } from './vocabulary';

export interface DocKind {
  type: CatalogTypeId | 'other';
  /** How sure: 0 when no title was found, near 1 for a large, centred title with no rival. */
  confidence: number;
  /** The title line as printed; null when none was found (or the kind came from XML). */
  title: string | null;
  /** The page of the title; null with no title. */
  page: PageNo | null;
}

/** Below this a document's best title evidence is not believed: a lone phrase at the start of a small line low in the head zone. */
export const MIN_SCORE = 0.35;
/** How much a rival kind's evidence takes off the winner's confidence (a packing list quoting "Invoice No." loses a little). */
const RIVAL_WEIGHT = 0.5;

const NONE: DocKind = { type: 'other', confidence: 0, title: null, page: null };

/**
 * The kind of `doc`, or of its pages `range` (1-based, inclusive: a section of a composite PDF).
 * `vocab` is for tests; the vocabulary data files are the default.
 */
export function detectDocKind(doc: ParsedDocument, range?: readonly [PageNo, PageNo], vocab: Vocabulary = VOCABULARY): DocKind {
  const pages = range ? doc.pages.filter((p) => p.no >= range[0] && p.no <= range[1]) : doc.pages;
  const whole = pages.length === doc.pages.length;
  const known = whole && doc.xml ? readKnownXml(doc.xml) : null;
  if (known && isCatalogTypeId(known.documentType)) return { type: known.documentType, confidence: 1, title: null, page: null };
  const candidates = headSegments(pages).flatMap((s) => candidatesOf(s, vocab));
  return decide(candidates);
}

/**
 * The catalog type to run kind-specific checks with: the caller's `document_type` when given, else
 * the detected kind when it is a catalog type; null when neither says.
 */
export function documentTypeFor(doc: ParsedDocument, hint: string | null): string | null {
  if (hint) return hint;
  const kind = detectDocKind(doc);
  return kind.type === 'other' ? null : kind.type;
}

interface Evidence { score: number; best: Candidate }

/**
 * Per kind, its best title (or label) and its best form code are two independent pieces of
 * evidence, combined as either-may-be-right (1 − (1 − a)(1 − b)). The strongest kind wins; its
 * confidence is its score less part of the runner-up's.
 */
export function decide(candidates: readonly Candidate[]): DocKind {
  const byKind = new Map<KindId, { title: Candidate | null; code: Candidate | null }>();
  for (const c of candidates) {
    const slot = byKind.get(c.type) ?? { title: null, code: null };
    const key = c.role === 'code' ? 'code' : 'title';
    const held = slot[key];
    if (!held || c.score > held.score || (c.score === held.score && earlier(c, held))) slot[key] = c;
    byKind.set(c.type, slot);
  }
  const ranked: (Evidence & { type: KindId })[] = [...byKind.entries()].map(([type, { title, code }]) => ({
    type,
    score: 1 - (1 - (title?.score ?? 0)) * (1 - (code?.score ?? 0)),
    best: (title ?? code) as Candidate,
  })).sort((a, b) => b.score - a.score || (earlier(a.best, b.best) ? -1 : 1));
  const [first, second] = ranked;
  if (!first || first.score < MIN_SCORE) return NONE;
  const confidence = Math.max(0, first.score - RIVAL_WEIGHT * (second?.score ?? 0));
  return { type: first.type, confidence: round(confidence), title: first.best.text.slice(0, MAX_TITLE_CHARS), page: first.best.page };
}

/** A title line longer than this is cut: it is for people to recognise, not the whole line. */
const MAX_TITLE_CHARS = 160;

function earlier(a: Candidate, b: Candidate): boolean {
  return a.pageIndex !== b.pageIndex ? a.pageIndex < b.pageIndex : a.depth < b.depth;
}

const round = (x: number): number => Math.round(x * 1000) / 1000;
