/** SPEC "Client (administration)" and "Billing". */
export const PLAN_NAMES = ['free', 'starter', 'pro', 'business', 'enterprise'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

/** SPEC: plan names accepted by client creation (and, by "same allowed values", by update). */
export const ASSIGNABLE_PLANS = ['free', 'starter', 'business', 'enterprise'] as const satisfies readonly PlanName[];
export const DEFAULT_PLAN: PlanName = 'free';

export const CLIENT_NAME_MAX = 255;
/** SPEC "Authentication" rule 5. */
export const MAX_ACTIVE_KEYS = 5;

export interface ClientResponse {
  id: string;
  name: string;
  email: string | null;
  description: string | null;
  api_key_prefix: string;
  plan: string;
  pages_used_this_month: number;
  pages_limit: number;
  is_active: boolean;
  created_at: string;
  updated_at: string;
  /** Ours (SPEC Authentication 1, "a custom model"): the provider this client's requests try first; null: the chain as configured. */
  model: ClientModelView | null;
}

/** A key's own model: a provider of the chain by its name, and optionally another model name for it (null: the provider's own). */
export interface ClientModel {
  provider: string;
  model: string | null;
}

/** As shown to the admin: `available` is false when no provider of the current chain has that name (the pin is then not used). */
export interface ClientModelView extends ClientModel {
  available: boolean;
}

/** Longest provider or model name of a pin. */
export const CLIENT_MODEL_NAME_MAX = 200;

export interface ClientCreatedResponse extends ClientResponse {
  api_key: string;
}

export interface ClientCreate {
  name: string;
  email?: string | null;
  description?: string | null;
  plan?: string;
  /** Ours: pin the client to a provider of the chain (`model` optional), or null to unpin. */
  model?: { provider: string; model?: string | null } | null;
}

export type ClientUpdate = Partial<ClientCreate>;

/** Ours (additive): a key as listed to its owner; never the key itself. */
export interface KeyInfo {
  id: string;
  prefix: string;
  is_active: boolean;
  created_at: string;
  revoked_at: string | null;
  pages_used: number;
  requests: number;
}

/** Ours ("ClientUsageResponse" is not shown in the spec). */
export interface ClientUsageResponse {
  client_id: string;
  month: string;
  pages_used_this_month: number;
  pages_limit: number;
  requests_this_month: number;
  /** The plan's monthly package (pages included before overage). */
  package_pages: number;
  /** Per month, newest first: pages used, the package, pages beyond it and their price (RUB). */
  months: { month: string; pages: number; requests: number; package_pages: number; overage_pages: number; overage_rub: number }[];
  keys: KeyInfo[];
}
