import { warning } from '../../../src-shared/contract/warnings';
import type { Severity, Warning, WarningCode } from '../../../src-shared/contract/warnings';

export type CheckCode = WarningCode;

/** The data checks' warning factory: the contract's builder, one place to change. */
export function warn(code: CheckCode, message: string, field: string, severity?: Severity): Warning {
  return warning(code, message, field, severity);
}
