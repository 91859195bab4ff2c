import assert from 'node:assert/strict';
import { translateByGlossary, type GlossaryResult, type Lang } from './glossary';

/** One row of a glossary test: value, target, expected text, whether complete (default), source language. */
export type Row = readonly [value: string, to: Lang, text: string, complete?: boolean, from?: Lang];

/** Runs a table of rows and compares all of them at once, so one run shows every difference. */
export function assertRows(rows: readonly Row[]): void {
  const got = rows.map(([value, to, , , from]) => [value, to, translateByGlossary(value, to, from ?? null)] as const);
  const want = rows.map(([value, to, text, complete = true]) => [value, to, { text, complete, changed: text !== value } satisfies GlossaryResult] as const);
  assert.deepEqual(got, want);
}
