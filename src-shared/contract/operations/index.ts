import type { OperationSpec } from './spec';
import { HEALTH } from './health';
import { PROCESS, PROCESS_CANCEL, PROCESS_POLL } from './process';
import { EXPORT_XLSX } from './export';
import { SCHEMAS_LIST, SCHEMA_INFO_OP, SCHEMA_VERSION_OP } from './schemas';
import { STATS, STATS_RESET } from './stats';
import { ADMIN_CLIENT_OPERATIONS } from './admin-clients';
import { EGRESS, SETTINGS_OPERATIONS } from './admin-settings';
import { CABINET_OPERATIONS } from './cabinet';

export * from './spec';

/**
 * Every operation described as data, in the order `/openapi.json` lists them. An endpoint's spec
 * lives in its own file beside this one; the route that serves it validates with the same object.
 */
export const OPERATIONS: readonly OperationSpec[] = [
  HEALTH,
  PROCESS, PROCESS_POLL, PROCESS_CANCEL, EXPORT_XLSX,
  SCHEMAS_LIST, SCHEMA_INFO_OP, SCHEMA_VERSION_OP,
  STATS, STATS_RESET,
  ...ADMIN_CLIENT_OPERATIONS,
  ...SETTINGS_OPERATIONS, EGRESS,
  ...CABINET_OPERATIONS,
];
