/**
 * The operator's sections of a composite PDF: the splitter's proposal, then moved, split, merged
 * and retyped by hand. Sections always cover every page once, in order, none empty: every
 * operation keeps that, and one that would break it gives the sections back unchanged.
 */
export interface Section {
  first: number;
  last: number;
  docType: string;
  /** The splitter's certainty about this section's boundary; null once the operator has drawn it. */
  confidence: number | null;
  /** The section exactly as the server cut it (its `pdf_base64` is still good), or null once changed. */
  serverIndex: number | null;
}

export function fromDocuments(documents: { index: number; pages: [number, number]; doc_type: string; confidence: number }[]): Section[] {
  return documents.map((d) => ({ first: d.pages[0], last: d.pages[1], docType: d.doc_type, confidence: d.confidence, serverIndex: d.index }));
}

const drawn = (s: Section, patch: Partial<Section>): Section => ({ ...s, ...patch, confidence: null, serverIndex: null });

/**
 * A page dragged to a neighbouring section: only a boundary page can move (the first page of a
 * section to the one before it, the last to the one after), and a section never loses its last page.
 */
export function movePage(sections: Section[], page: number, to: number): Section[] {
  const from = sections.findIndex((s) => page >= s.first && page <= s.last);
  const source = sections[from];
  const target = sections[to];
  if (!source || !target || source.first === source.last) return sections;
  const out = [...sections];
  if (to === from - 1 && page === source.first) {
    out[to] = drawn(target, { last: page });
    out[from] = drawn(source, { first: page + 1 });
  } else if (to === from + 1 && page === source.last) {
    out[to] = drawn(target, { first: page });
    out[from] = drawn(source, { last: page - 1 });
  } else {
    return sections;
  }
  return out;
}

/** A new section starting at `page` (not the first page of its section), of the same type. */
export function splitAt(sections: Section[], page: number): Section[] {
  const i = sections.findIndex((s) => page > s.first && page <= s.last);
  const s = sections[i];
  if (!s) return sections;
  return [...sections.slice(0, i), drawn(s, { last: page - 1 }), drawn(s, { first: page }), ...sections.slice(i + 1)];
}

/** Section `index` joined to the one before it, which keeps its type. */
export function mergeWithPrevious(sections: Section[], index: number): Section[] {
  const prev = sections[index - 1];
  const s = sections[index];
  if (!prev || !s) return sections;
  return [...sections.slice(0, index - 1), drawn(prev, { last: s.last }), ...sections.slice(index + 1)];
}

/** The type changes what the section is read as, not where it is cut: its server file stays good. */
export function setType(sections: Section[], index: number, docType: string): Section[] {
  return sections.map((s, i) => (i === index ? { ...s, docType } : s));
}

/** Pages 1..n in order, each in exactly one non-empty section. */
export function coversAll(sections: Section[], pages: number): boolean {
  let next = 1;
  for (const s of sections) {
    if (s.first !== next || s.last < s.first) return false;
    next = s.last + 1;
  }
  return next === pages + 1;
}
