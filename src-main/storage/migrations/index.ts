import { sql as m001 } from './001-clients-and-keys';
import { sql as m002 } from './002-usage-events';
import { sql as m003 } from './003-parse-cache';
import { sql as m004 } from './004-ledger';
import { sql as m005 } from './005-tasks';
import { sql as m006 } from './006-cabinet';
import { sql as m007 } from './007-stats';
import { sql as m008 } from './008-client-model';
import { sql as m009 } from './009-stats-client';
import { sql as m010 } from './010-task-kind';

/**
 * Numbered migrations, applied in order inside one transaction each. `PRAGMA user_version`
 * holds the number of the last one applied. Append only: never edit a migration that shipped.
 */
export const MIGRATIONS: readonly { version: number; name: string; sql: string }[] = [
  { version: 1, name: 'clients-and-keys', sql: m001 },
  { version: 2, name: 'usage-events', sql: m002 },
  { version: 3, name: 'parse-cache', sql: m003 },
  { version: 4, name: 'ledger', sql: m004 },
  { version: 5, name: 'tasks', sql: m005 },
  { version: 6, name: 'cabinet', sql: m006 },
  { version: 7, name: 'stats', sql: m007 },
  { version: 8, name: 'client-model', sql: m008 },
  { version: 9, name: 'stats-client', sql: m009 },
  { version: 10, name: 'task-kind', sql: m010 },
];

export const LATEST_VERSION = MIGRATIONS.length;
