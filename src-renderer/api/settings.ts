import type { ConnectionTest, EgressView, OutboundEntry } from '../../src-shared/contract';
import { call } from './client';

export type { ConnectionTest, OutboundEntry };

/** The model chain as the admin API shows it (docs/api.md "Model providers"); a stored key shows as `***`. */
export interface ProviderSettings {
  name?: string;
  baseUrl: string;
  model: string;
  apiKey: string | null;
  timeoutMs: number;
  anonymize: 'auto' | 'always' | 'never';
}

export interface ModelSettingsView {
  providers: ProviderSettings[];
  builtinFallback: boolean;
  anonymization: 'fail_closed' | 'best_effort';
}

export const egress = (): Promise<EgressView> => call('/v1/egress');
export const modelSettings = (): Promise<ModelSettingsView> => call('/v1/admin/settings/model');
export const saveModelSettings = (s: ModelSettingsView): Promise<ModelSettingsView> =>
  call('/v1/admin/settings/model', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(s) });
export const testProvider = (p: ProviderSettings | { index: number }): Promise<ConnectionTest> =>
  call('/v1/admin/settings/model/test', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(p) });
export const outbound = (limit = 200): Promise<{ kept: boolean; entries: OutboundEntry[] }> => call(`/v1/admin/outbound?limit=${limit}`);
