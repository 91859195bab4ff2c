import { AppError } from '../../src-shared/contract/app-error';
import type { ClientModel, ClientModelView } from '../../src-shared/contract/clients';
import type { ModelSettings, ProviderConfig } from '../../src-shared/worker-protocol';

/**
 * A key's own model (SPEC Authentication 1; docs/decisions.md "A key's own model"): an admin pins
 * a client to one provider of the configured chain, by its name, optionally with another model
 * name for it. The client's requests — every kind, since every job and chat takes its chain from
 * here — try that provider first, then the rest of the chain in its order. The pin names a
 * provider rather than holding an address and a key, so it never carries credentials and follows
 * the settings when the provider's address or key changes.
 */
export interface PinnedColumns {
  model_provider: string | null;
  model_name: string | null;
}

export function clientModelOf(row: PinnedColumns): ClientModel | null {
  return row.model_provider === null ? null : { provider: row.model_provider, model: row.model_name };
}

/**
 * The chain for one client: the pinned provider first (with the pinned model name, if any), then
 * the others in configured order. The pinned entry replaces the provider's own place, so it is not
 * tried twice. A pin whose provider was since removed from the settings leaves the chain as it
 * is; the admin sees it as `available: false` on the client.
 */
export function chainFor(settings: ModelSettings, pin: ClientModel | null): ModelSettings {
  if (!pin) return settings;
  const at = settings.providers.findIndex((p) => p.name === pin.provider);
  const pinned = settings.providers[at];
  if (!pinned) return settings;
  const first: ProviderConfig = pin.model ? { ...pinned, model: pin.model } : pinned;
  return { ...settings, providers: [first, ...settings.providers.filter((_, i) => i !== at)] };
}

export function viewOf(pin: ClientModel | null, providers: readonly ProviderConfig[]): ClientModelView | null {
  return pin ? { ...pin, available: providers.some((p) => p.name === pin.provider) } : null;
}

/**
 * A pin asked for by an admin, against the chain in force: the provider must be named by exactly
 * one provider (a name two providers share would pin whichever comes first: refused instead).
 */
export function checkPin(pin: ClientModel, providers: readonly ProviderConfig[]): void {
  const named = providers.filter((p) => p.name === pin.provider);
  if (named.length === 1) return;
  const names = providers.map((p) => p.name);
  const msg = named.length === 0
    ? (names.length ? `no provider of the model chain is named '${pin.provider}'; providers are ${names.join(', ')}` : 'no model provider is configured; add one in the model settings first')
    : `${named.length} providers of the model chain are named '${pin.provider}'; give them distinct names in the model settings`;
  throw new AppError('VALIDATION_ERROR', `model.provider: ${msg}`, { errors: [{ loc: ['body', 'model', 'provider'], msg, type: 'value_error.provider' }] });
}
