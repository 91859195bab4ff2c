import type { OperationSpec } from './spec';
import { MATCH_OPERATION } from './match';

export * from './spec';

/**
 * Every operation described as data, in the order `/openapi.json` lists them. An endpoint's spec
 * lives in its own file beside this one; the route that serves it validates with the same object.
 */
export const OPERATIONS: readonly OperationSpec[] = [
  MATCH_OPERATION,
];
