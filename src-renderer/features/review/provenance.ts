import type { FieldOut } from '../../../src-shared/contract/envelope';
import type { Warning } from '../../../src-shared/contract/warnings';
import { currentPath } from './result-edit';
import type { RowOrigins } from './result-edit';

/**
 * What the envelope says about each result path: where its value was read (`fields`, PDF only)
 * and what the checks found (`warnings[].field`). A warning on a whole row or table
 * (`items[2]`, `items`) belongs to the paths inside it too, so a flagged row lights its cells.
 */
export interface PathFacts {
  field: FieldOut | null;
  warnings: Warning[];
}

export class Provenance {
  private readonly fields = new Map<string, FieldOut>();

  private readonly warnings: Warning[];

  /** `origins`: the grids' rows as the operator rearranged them; facts of a deleted row are dropped. */
  constructor(fields: FieldOut[] | null, warnings: Warning[], origins: RowOrigins = {}) {
    for (const f of fields ?? []) {
      const name = currentPath(f.name, origins);
      if (name !== null && !this.fields.has(name)) this.fields.set(name, { ...f, name });
    }
    this.warnings = warnings.flatMap((w) => {
      const field = w.field === '$document' ? w.field : currentPath(w.field, origins);
      return field === null ? [] : [{ ...w, field }];
    });
  }

  field(path: string): FieldOut | null {
    return this.fields.get(path) ?? null;
  }

  /** Warnings on this path or on an object or row that holds it. */
  warningsOf(path: string): Warning[] {
    return this.warnings.filter((w) => w.field === path || path.startsWith(`${w.field}.`) || path.startsWith(`${w.field}[`));
  }

  /** Warnings about the document as a whole, or about paths the form has no place for. */
  documentWarnings(formPaths: string[]): Warning[] {
    return this.warnings.filter((w) => w.field === '$document' || !formPaths.some((p) => p === w.field || p.startsWith(`${w.field}.`) || p.startsWith(`${w.field}[`)));
  }

  /** The field whose box holds the point (page coordinates, PDF points), smallest box first. */
  fieldAt(page: number, x: number, y: number): FieldOut | null {
    let best: FieldOut | null = null;
    let bestArea = Infinity;
    for (const f of this.fields.values()) {
      const [x0, y0, x1, y1] = f.bbox;
      if (f.page !== page || x < x0 || x > x1 || y < y0 || y > y1) continue;
      const area = (x1 - x0) * (y1 - y0);
      if (area < bestArea) { best = f; bestArea = area; }
    }
    return best;
  }

  /** Every warning, its field in today's rows. */
  allWarnings(): Warning[] {
    return this.warnings;
  }

  all(): FieldOut[] {
    return [...this.fields.values()];
  }
}

const SEVERITY_RANK: Record<string, number> = { high: 3, medium: 2, low: 1, info: 0 };

/** The worst severity among warnings, for a field's colour; null when there are none. */
export function worstSeverity(warnings: Warning[]): Warning['severity'] | null {
  let worst: Warning | null = null;
  for (const w of warnings) if (!worst || (SEVERITY_RANK[w.severity] ?? 0) > (SEVERITY_RANK[worst.severity] ?? 0)) worst = w;
  return worst ? worst.severity : null;
}

/**
 * The paths the operator should look at, in form order: every path with a warning above `info`,
 * and every empty one the schema requires (an optional field left empty is usually just absent
 * from the document; flagging all of them would bury the real doubts). Enter walks this list.
 */
export function flaggedPaths(paths: string[], provenance: Provenance, isEmptyRequired: (path: string) => boolean): string[] {
  return paths.filter((p) => isEmptyRequired(p) || provenance.warningsOf(p).some((w) => w.severity !== 'info'));
}
