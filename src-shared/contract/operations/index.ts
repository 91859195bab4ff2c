import type { OperationSpec } from './spec';
import { EXTRACT_SPEC, EXTRACT_TEXT_SPEC } from './extract';
import { TASK_SPEC, TASK_STATUS_SPEC, TASK_TEXT_SPEC } from './task';
import { SPLIT_ANALYZE_SPEC, SPLIT_SPEC } from './split';
import { EMBED_OPERATION } from './embed';
import { CHAT_COMPLETIONS } from './chat-completions';
import { MATCH_OPERATION } from './match';
import { HEALTH } from './health';
import { PROCESS, PROCESS_CANCEL, PROCESS_POLL } from './process';
import { EXPORT_XLSX } from './export';
import { SCHEMAS_LIST, SCHEMA_INFO_OP, SCHEMA_VERSION_OP } from './schemas';
import { STATS, STATS_RESET } from './stats';
import { ADMIN_CLIENT_OPERATIONS } from './admin-clients';
import { EGRESS, SETTINGS_OPERATIONS } from './admin-settings';
import { CABINET_OPERATIONS } from './cabinet';
import { LADDER_EXTRACT } from './ladder';

export * from './spec';

/**
 * Every operation described as data, in the order `/openapi.json` lists them. An endpoint's spec
 * lives in its own file beside this one; the route that serves it validates with the same object.
 */
export const OPERATIONS: readonly OperationSpec[] = [
  HEALTH,
  PROCESS, PROCESS_POLL, PROCESS_CANCEL, EXPORT_XLSX,
  EXTRACT_SPEC, EXTRACT_TEXT_SPEC, TASK_SPEC, TASK_TEXT_SPEC, TASK_STATUS_SPEC, SPLIT_SPEC, SPLIT_ANALYZE_SPEC,
  MATCH_OPERATION, LADDER_EXTRACT, EMBED_OPERATION, CHAT_COMPLETIONS,
  SCHEMAS_LIST, SCHEMA_INFO_OP, SCHEMA_VERSION_OP,
  STATS, STATS_RESET,
  ...ADMIN_CLIENT_OPERATIONS,
  ...SETTINGS_OPERATIONS, EGRESS,
  ...CABINET_OPERATIONS,
];
