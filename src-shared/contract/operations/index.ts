import type { OperationSpec } from './spec';
import { LADDER_EXTRACT } from './ladder';

export * from './spec';

/**
 * Every operation described as data, in the order `/openapi.json` lists them. An endpoint's spec
 * lives in its own file beside this one; the route that serves it validates with the same object.
 */
export const OPERATIONS: readonly OperationSpec[] = [
  LADDER_EXTRACT,
];
