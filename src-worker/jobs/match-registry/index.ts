import { AppError } from '../../../src-shared/contract/app-error';
import { matchRows } from '../../../src-shared/matching';
import type { RegistryMatchInput, RegistryMatchOutcome } from '../../../src-shared/worker-protocol';
import { readRegistry, registryRows } from '../../stages/match';

/**
 * `POST /v1/match`: the registry read by the match stage's own reader (CSV, XLS, XLSX; UTF-8 CSV only)
 * and compared with the caller's values by the one matching module. No document, so nothing else of
 * the pipeline runs. Contract errors come back as values; anything else is a bug for the host's log.
 */
export async function matchRegistryJob(input: RegistryMatchInput): Promise<RegistryMatchOutcome> {
  try {
    const registry = await readRegistry(new Uint8Array(input.registry.bytes), input.registry.fileName);
    const outcome = matchRows(registryRows(registry), input.values, { keyColumn: input.keyColumn, valuesField: input.valuesField });
    return { ok: true, ...outcome };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, error: err.toInfo() };
    const bug = err instanceof Error ? err.stack ?? `${err.name}: ${err.message}` : String(err);
    return { ok: false, error: { code: 'INTERNAL_ERROR', message: 'the registry could not be matched: an unexpected error; it has been logged', details: {} }, bug };
  }
}
