/**
 * The schema box's text checked as the operator types: empty (no schema), a JSON object, or where
 * it stops being JSON — as a line and column people can find, not a parser's exception.
 */
export type SchemaCheck =
  | { kind: 'empty' }
  | { kind: 'ok'; schema: Record<string, unknown> }
  | { kind: 'invalid'; line: number; column: number }
  | { kind: 'notObject' };

export function checkSchemaText(text: string): SchemaCheck {
  if (text.trim() === '') return { kind: 'empty' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { kind: 'invalid', ...lineAndColumn(text, errorOffset(text, e)) };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { kind: 'notObject' };
  return { kind: 'ok', schema: value as Record<string, unknown> };
}

/**
 * Where the parser stopped: the offset its message names ("at position 42"), or the end of the
 * text when it ran out ("Unexpected end of JSON input").
 */
function errorOffset(text: string, e: unknown): number {
  const message = e instanceof Error ? e.message : '';
  const at = /position (\d+)/.exec(message);
  if (at) return Number(at[1]);
  const lineCol = /line (\d+) column (\d+)/.exec(message);
  if (lineCol) return offsetOf(text, Number(lineCol[1]), Number(lineCol[2]));
  return text.trimEnd().length;
}

function offsetOf(text: string, line: number, column: number): number {
  const lines = text.split('\n');
  return lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0) + column - 1;
}

/** 1-based line and column of an offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}
