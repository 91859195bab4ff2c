/** Shapes of our settings API (docs/api.md "Model providers"): what left the machine, and what may. */

/**
 * One line of the outbound log: what left the machine, never the text, the values or the
 * placeholder table. Written by the worker for model calls and by the host for connection tests.
 */
export interface OutboundEntry {
  at: string;
  /** Host (and port) of the endpoint; the configured provider name and model are not logged. */
  provider_host: string;
  /** UTF-8 size of the request body. */
  bytes: number;
  anonymized: boolean;
  /** Placeholders per category in the request body. */
  placeholders: Record<string, number>;
  /** best_effort only: what the residual scan still found when the request was sent anyway. */
  residual?: Record<string, number>;
  /** Why the call was made: extraction, translation or chat completions (absent in older lines), or a connection test from the settings. */
  purpose?: 'extract' | 'translate' | 'chat' | 'connection_test';
}

/** `POST /v1/admin/settings/model/test` (docs/api.md): a provider tried from the settings. */
export interface ConnectionTest {
  ok: boolean;
  /** HTTP status of `GET {baseUrl}/models`, or null when nothing answered. */
  status: number | null;
  models: string[];
  /** What happened, in a sentence; never the provider's own error text (it may echo the key). */
  message: string;
}

/** `GET /v1/egress` (docs/api.md): whether anything can leave the machine at all. */
export interface EgressView {
  can_leave_machine: boolean;
  providers: { host: string; loopback: boolean; anonymize: string }[];
}
