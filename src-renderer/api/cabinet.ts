import type { ClientResponse, ClientUsageResponse, KeyInfo } from '../../src-shared/contract';
import { call } from './client';

/** The cabinet API (`/v1/cabinet/...`, docs/api.md): session cookie + the X-Requested-With marker. */
export interface CabinetMe {
  account: ClientResponse;
  session_expires_at: string;
}

export interface VerifiedLogin extends CabinetMe {
  first_key: { key: KeyInfo; api_key: string } | null;
  /** The account's first login ever; with `first_key` null it already had a key (shown by its prefix). */
  first_login: boolean;
}

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

export const cabinetApi = {
  login: (email: string) => call<{ sent: boolean }>('/v1/cabinet/login', json({ email })),
  verify: (token: string) => call<VerifiedLogin>('/v1/cabinet/login/verify', json({ token })),
  me: () => call<CabinetMe>('/v1/cabinet/me'),
  keys: () => call<KeyInfo[]>('/v1/cabinet/keys'),
  issueKey: () => call<{ key: KeyInfo; api_key: string }>('/v1/cabinet/keys', json({})),
  revokeKey: (id: string) => call<KeyInfo>(`/v1/cabinet/keys/${encodeURIComponent(id)}/revoke`, json({})),
  usage: () => call<ClientUsageResponse>('/v1/cabinet/usage'),
  logout: () => call<null>('/v1/cabinet/logout', json({})),
};
