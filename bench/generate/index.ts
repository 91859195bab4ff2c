/**
 * The generator: one document of a family from a seed, as HTML (byte-identical for the same seed)
 * with its ground truth. Rendering to PDF and simulated scans live in render.ts.
 */
import type { Family, FamilySet } from './families';
import { docOptions, FAMILIES, familiesOf } from './families';
import { makeCtx } from './html';
import type { Doc, Truth } from './model';
import { makeDoc, truthOf } from './model';
import { rng } from './prng';

export interface Generated {
  id: string;
  family: Family;
  doc: Doc;
  html: string;
  truth: Truth;
}

/** The index-th document of a family for a seed (independent of which other families or counts a run asks for). */
export function generate(family: Family, seed: number | string, index: number): Generated {
  const r = rng(`${family.name}/${seed}/${index}`);
  const lang = r.pick(family.langs);
  const doc = makeDoc(r.fork('doc'), docOptions(r.fork('options'), family, lang));
  const c = makeCtx(r.fork('render'), doc, family.set === 'held');
  const html = family.render(c);
  return { id: `${family.name}-${String(index).padStart(3, '0')}`, family, doc, html, truth: truthOf(doc, c.printed) };
}

export function generateSet(set: FamilySet, seed: number | string, count: number, only: string | null = null): Generated[] {
  const out: Generated[] = [];
  for (const f of familiesOf(set).filter((x) => !only || x.name === only)) for (let i = 0; i < count; i++) out.push(generate(f, seed, i));
  return out;
}

export { FAMILIES, familiesOf };
