import type { OperationSpec } from './spec';
import { EXTRACT_SPEC, EXTRACT_TEXT_SPEC } from './extract';
import { TASK_SPEC, TASK_STATUS_SPEC, TASK_TEXT_SPEC } from './task';
import { SPLIT_ANALYZE_SPEC, SPLIT_SPEC } from './split';
import { EMBED_OPERATION } from './embed';
import { CHAT_COMPLETIONS } from './chat-completions';
import { MATCH_OPERATION } from './match';

export * from './spec';

/**
 * Every operation described as data, in the order `/openapi.json` lists them. An endpoint's spec
 * lives in its own file beside this one; the route that serves it validates with the same object.
 */
export const OPERATIONS: readonly OperationSpec[] = [
  EXTRACT_SPEC, EXTRACT_TEXT_SPEC, TASK_SPEC, TASK_TEXT_SPEC, TASK_STATUS_SPEC, SPLIT_SPEC, SPLIT_ANALYZE_SPEC,
  EMBED_OPERATION, CHAT_COMPLETIONS,
  MATCH_OPERATION,
];
