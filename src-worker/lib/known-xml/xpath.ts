import type { XmlElement } from '../../../src-shared/document/model';

/**
 * A tiny path walker over the parsed element tree, by local names only. Namespaces are checked
 * once at the root (recognition); below it the formats we read never reuse a local name with a
 * different meaning at the same place, and ignoring prefixes keeps odd but valid prefix choices
 * readable. Every node carries the path it was reached by, so each value can say where it came from.
 */
export interface At {
  el: XmlElement;
  /** e.g. `Файл/Документ/ТаблСчФакт/СведТов[2]`; an index only where the name repeats among siblings. */
  path: string;
}

/** A raw string read from the tree, with its path (`…/@Attr` for attributes). */
export interface Read {
  raw: string;
  path: string;
}

export function rootAt(el: XmlElement): At {
  return { el, path: el.name };
}

/** All children with one of the `|`-separated local names, in document order. */
export function children(node: At | undefined, names: string): At[] {
  if (!node) return [];
  const wanted = names.split('|');
  const out: At[] = [];
  const seen = new Map<string, number>();
  const total = new Map<string, number>();
  for (const c of node.el.children) total.set(c.name, (total.get(c.name) ?? 0) + 1);
  for (const c of node.el.children) {
    const n = (seen.get(c.name) ?? 0) + 1;
    seen.set(c.name, n);
    if (!wanted.includes(c.name)) continue;
    const index = (total.get(c.name) ?? 1) > 1 ? `[${n}]` : '';
    out.push({ el: c, path: `${node.path}/${c.name}${index}` });
  }
  return out;
}

/** Walk a path of steps (each step may offer `|` alternatives), taking the first match at each step. */
export function child(node: At | undefined, ...steps: string[]): At | undefined {
  let cur = node;
  for (const step of steps) {
    cur = children(cur, step)[0];
    if (!cur) return undefined;
  }
  return cur;
}

/** Every node reached by the steps: the first match for all but the last step, all matches for the last. */
export function all(node: At | undefined, ...steps: string[]): At[] {
  const last = steps[steps.length - 1];
  if (last === undefined) return node ? [node] : [];
  return children(child(node, ...steps.slice(0, -1)), last);
}

/** First descendant (breadth-first, bounded depth) with one of the names: for wrappers that vary by version. */
export function find(node: At | undefined, names: string, maxDepth = 3): At | undefined {
  let level = node ? [node] : [];
  for (let d = 0; d < maxDepth && level.length > 0; d++) {
    const next: At[] = [];
    for (const n of level) {
      const hit = children(n, names)[0];
      if (hit) return hit;
      next.push(...children(n, n.el.children.map((c) => c.name).join('|')));
    }
    level = next;
  }
  return undefined;
}

function nonBlank(raw: string | undefined, path: string): Read | undefined {
  // Blank attributes (`Район=" "`) occur in real files and mean "absent".
  return raw !== undefined && raw.trim() !== '' ? { raw, path } : undefined;
}

export function attr(node: At | undefined, name: string): Read | undefined {
  if (!node || !Object.hasOwn(node.el.attrs, name)) return undefined;
  return nonBlank(node.el.attrs[name], `${node.path}/@${name}`);
}

export function text(node: At | undefined): Read | undefined {
  return node ? nonBlank(node.el.text, node.path) : undefined;
}

/** A value some format versions write as an attribute and others as a child element. */
export function field(node: At | undefined, name: string): Read | undefined {
  return attr(node, name) ?? text(child(node, name));
}

/** The first of several candidate reads that is present. */
export function firstOf(...reads: (Read | undefined)[]): Read | undefined {
  return reads.find((r) => r !== undefined);
}
