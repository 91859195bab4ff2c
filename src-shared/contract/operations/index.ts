import type { OperationSpec } from './spec';
import { EMBED_OPERATION } from './embed';

export * from './spec';

/**
 * Every operation described as data, in the order `/openapi.json` lists them. An endpoint's spec
 * lives in its own file beside this one; the route that serves it validates with the same object.
 */
export const OPERATIONS: readonly OperationSpec[] = [
  EMBED_OPERATION,
];
