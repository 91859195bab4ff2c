import type { Block, XmlElement } from '../../../src-shared/document/model';

/**
 * Any XML tree → markdown a person (and a model) reads well, keeping every node in document order:
 * - the root and the elements just below it become headings (`#`, `##`, `###`) when they hold
 *   sub-elements, so a big FNS file reads as a few sections;
 * - everything deeper is a nested bullet list, two spaces a level;
 * - attributes are `- key: value` items under their element, before its children;
 * - an element with text only collapses to `- Name: value`.
 * Repeated elements are all kept: nothing is merged or deduplicated.
 */
export interface RenderedXml {
  markdown: string;
  blocks: Block[];
}

/** Root is depth 1; elements up to this depth may become headings. */
const HEADING_DEPTH = 3;
/**
 * Indentation stops growing past this many list levels. Deeper hierarchy stays in the tree
 * (`doc.xml`); in markdown it would only add whitespace (counted as characters) per line.
 */
const MAX_INDENT_LEVELS = 24;
/** List items are grouped into blocks of about this many characters (an item is never split). */
const BLOCK_CHARS = 1500;

/** A heading, the element's own text (mixed content), and its list items. */
interface Section {
  heading: string;
  paragraph: string | null;
  items: string[];
}

export function renderXml(root: XmlElement): RenderedXml {
  const sections: Section[] = [];
  renderSection(root, 1, sections);
  const mdParts: string[] = [];
  const blocks: Block[] = [];
  const block = (text: string, kind: Block['kind']): void => {
    blocks.push({ page: 1, text, box: null, kind });
  };
  for (const s of sections) {
    mdParts.push(s.heading);
    block(s.heading, 'heading');
    if (s.paragraph !== null) {
      mdParts.push(s.paragraph);
      block(s.paragraph, 'paragraph');
    }
    if (s.items.length > 0) {
      mdParts.push(s.items.join('\n'));
      for (const chunk of groupItems(s.items)) block(chunk, 'list');
    }
  }
  return { markdown: mdParts.join('\n\n'), blocks };
}

/**
 * An element gets sub-headings only when it has element children that hold sub-elements and no
 * plain item follows the first of them: otherwise a trailing `- Итого: …` would sit visually
 * under the previous sub-heading and read as part of it.
 */
function usesSubsections(el: XmlElement, depth: number): boolean {
  if (depth >= HEADING_DEPTH) return false;
  let seenSection = false;
  for (const c of el.children) {
    if (c.children.length > 0) seenSection = true;
    else if (seenSection) return false;
  }
  return seenSection;
}

function renderSection(el: XmlElement, depth: number, out: Section[]): void {
  const section: Section = { heading: `${'#'.repeat(depth)} ${label(el)}`, paragraph: el.text ? el.text : null, items: [] };
  out.push(section);
  for (const [k, v] of Object.entries(el.attrs)) section.items.push(item(k, v, 0, true));
  const sub = usesSubsections(el, depth);
  for (const child of el.children) {
    if (sub && child.children.length > 0) renderSection(child, depth + 1, out);
    else section.items.push(renderItem(child, 0).join('\n'));
  }
}

/**
 * One element as a list item with its attributes and children nested below it. Lines go into one
 * array so that a deep chain is joined once, not re-copied at every level.
 */
function renderItem(el: XmlElement, level: number, lines: string[] = []): string[] {
  lines.push(item(label(el), el.text, level));
  for (const [k, v] of Object.entries(el.attrs)) lines.push(item(k, v, level + 1, true));
  for (const child of el.children) renderItem(child, level + 1, lines);
  return lines;
}

function indent(level: number): string {
  return '  '.repeat(Math.min(level, MAX_INDENT_LEVELS));
}

/**
 * `- key: value`. A value spanning lines keeps its line breaks (FNS names carry `&#xA;`);
 * continuation lines are indented under the item so the list structure is not broken.
 * An empty attribute reads `- key:` while an element without text reads `- Name`.
 */
function item(key: string, raw: string, level: number, isAttr = false): string {
  const pad = indent(level);
  const value = raw.trim();
  if (value === '') return isAttr ? `${pad}- ${key}:` : `${pad}- ${key}`;
  const [first, ...rest] = value.replace(/\r\n?/g, '\n').split('\n').map((l) => l.trimEnd());
  const cont = rest.map((l) => (l === '' ? '\n' : `\n${pad}  ${l}`)).join('');
  return `${pad}- ${key}: ${first}${cont}`;
}

function label(el: XmlElement): string {
  return el.name;
}

/** Consecutive top-level items joined into chunks of about BLOCK_CHARS. */
function groupItems(items: string[]): string[] {
  const chunks: string[] = [];
  let current: string[] = [];
  let size = 0;
  for (const it of items) {
    if (current.length > 0 && size + it.length > BLOCK_CHARS) {
      chunks.push(current.join('\n'));
      current = [];
      size = 0;
    }
    current.push(it);
    size += it.length + 1;
  }
  if (current.length > 0) chunks.push(current.join('\n'));
  return chunks;
}
