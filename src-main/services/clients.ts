import { randomUUID } from 'node:crypto';
import { AppError } from '../../src-shared/contract/app-error';
import { MAX_ACTIVE_KEYS } from '../../src-shared/contract/clients';
import type { ClientCreatedResponse, ClientModel, ClientResponse, ClientUsageResponse, KeyInfo } from '../../src-shared/contract/clients';
import type { ProviderConfig } from '../../src-shared/worker-protocol';
import { checkPin, clientModelOf, viewOf } from './client-model';
import type { ClientRow, ClientsRepo, KeyRow } from '../storage/repos/clients';
import type { UsageRepo } from '../storage/repos/usage';
import { monthOf } from './billing';
import { displayPrefix, generateKey, hashKey, isWellFormedKey, sameDigest } from './keys';
import { OVERAGE_RUB_PER_PAGE, PlanTable } from './plans';

export interface Caller {
  client: ClientRow;
  keyId: string;
  isAdmin: boolean;
}

export type KeyCheck = { ok: true; caller: Caller } | { ok: false };

export interface ClientFields {
  name: string;
  email: string | null;
  description: string | null;
  plan: string;
  /** The provider the client's requests try first (services/client-model.ts); null unpins. */
  model?: ClientModel | null;
}

/** Accounts, keys and their usage: the business rules around the two repos. */
export class ClientService {
  constructor(
    private readonly clients: ClientsRepo,
    private readonly usage: UsageRepo,
    private readonly now: () => Date = () => new Date(),
    private readonly plans: PlanTable = new PlanTable(),
    /** The model chain in force, to check and show a client's pinned provider. */
    private readonly providers: () => readonly ProviderConfig[] = () => [],
  ) {}

  /** Looks a presented key up. Malformed keys are refused before any query. */
  authenticate(presented: string): KeyCheck {
    if (!isWellFormedKey(presented)) return { ok: false };
    const digest = hashKey(presented);
    const key = this.clients.keyByHash(digest);
    if (!key || key.revoked_at !== null || !sameDigest(key.key_hash, digest)) return { ok: false };
    const client = this.clients.getClient(key.client_id);
    if (!client) return { ok: false };
    return { ok: true, caller: { client, keyId: key.id, isAdmin: client.is_system === 1 } };
  }

  create(fields: ClientFields): ClientCreatedResponse {
    const at = this.stamp();
    const id = randomUUID();
    const { model, ...rest } = fields;
    if (model) checkPin(model, this.providers());
    const apiKey = this.clients.transaction(() => {
      this.clients.insertClient({ id, ...rest, is_system: 0, created_at: at, updated_at: at });
      if (model) this.clients.updateClient(id, { model_provider: model.provider, model_name: model.model }, at);
      return this.addKey(id, true);
    });
    return { ...this.present(this.mustGet(id)), api_key: apiKey };
  }

  list(): ClientResponse[] {
    return this.clients.listClients().map((c) => this.present(c));
  }

  get(id: string): ClientResponse {
    return this.present(this.mustGet(id));
  }

  update(id: string, fields: Partial<ClientFields>): ClientResponse {
    this.mustGet(id);
    const { model, ...rest } = fields;
    if (model) checkPin(model, this.providers());
    const columns = model === undefined ? rest : { ...rest, model_provider: model?.provider ?? null, model_name: model?.model ?? null };
    if (Object.keys(columns).length > 0) this.clients.updateClient(id, columns, this.stamp());
    return this.present(this.mustGet(id));
  }

  /** Replaces the client's primary key: the old one stops working at once, the new one is shown once. */
  rotateKey(id: string): ClientCreatedResponse {
    this.mustGet(id);
    const apiKey = this.clients.transaction(() => {
      const old = this.clients.primaryKey(id);
      if (old && old.revoked_at === null) this.clients.revokeKey(old.id, this.stamp());
      return this.addKey(id, true);
    });
    return { ...this.present(this.mustGet(id)), api_key: apiKey };
  }

  /** Issues one more key for the account; at most MAX_ACTIVE_KEYS may be active. */
  issueKey(id: string): { key: KeyInfo; api_key: string } {
    this.mustGet(id);
    return this.clients.transaction(() => {
      const apiKey = this.addKey(id, false);
      const row = this.clients.keyByHash(hashKey(apiKey));
      if (!row) throw new Error('issued key not found');
      return { key: this.keyInfo(row, undefined), api_key: apiKey };
    });
  }

  revokeKey(clientId: string, keyId: string): KeyInfo {
    this.mustGet(clientId);
    const key = this.clients.keysOf(clientId).find((k) => k.id === keyId);
    if (!key) throw new AppError('KEY_NOT_FOUND', `key ${keyId} does not belong to client ${clientId}`, { key_id: keyId });
    this.clients.transaction(() => {
      this.clients.revokeKey(keyId, this.stamp());
      if (key.is_primary) {
        const next = this.clients.keysOf(clientId).filter((k) => k.revoked_at === null).pop();
        if (next) this.clients.setPrimary(clientId, next.id);
      }
    });
    return this.keys(clientId).find((k) => k.id === keyId) as KeyInfo;
  }

  keys(clientId: string): KeyInfo[] {
    this.mustGet(clientId);
    const usage = this.usage.byKey(clientId);
    return this.clients.keysOf(clientId).map((k) => this.keyInfo(k, usage.get(k.id)));
  }

  usageOf(id: string): ClientUsageResponse {
    const client = this.mustGet(id);
    const month = monthOf(this.now());
    const current = this.usage.pagesInMonth(id, month);
    const plan = this.plans.of(client.plan);
    return {
      client_id: id,
      month,
      pages_used_this_month: current.pages,
      pages_limit: plan.quota,
      requests_this_month: current.requests,
      package_pages: plan.package,
      months: this.usage.months(id).map((m) => {
        const overage = Math.max(0, m.pages - plan.package);
        return { ...m, package_pages: plan.package, overage_pages: overage, overage_rub: Math.round(overage * OVERAGE_RUB_PER_PAGE * 100) / 100 };
      }),
      keys: this.keys(id),
    };
  }

  /**
   * Makes `presented` (or a new key) the one admin key, revoking any earlier one.
   * Returns the key in use. The admin account is a hidden system client.
   */
  installAdminKey(presented: string | undefined): string {
    const key = presented ?? generateKey();
    if (!isWellFormedKey(key)) throw new Error('DOCINTEL_ADMIN_KEY is not a DocIntel key (expected di_ followed by 38 letters and digits)');
    this.clients.transaction(() => {
      let admin = this.clients.systemClient();
      if (!admin) {
        const at = this.stamp();
        const row = { id: randomUUID(), name: 'DocIntel admin', email: null, description: 'installation administrator',
          plan: 'enterprise', is_system: 1, created_at: at, updated_at: at };
        this.clients.insertClient(row);
        admin = { ...row, model_provider: null, model_name: null };
      }
      const existing = this.clients.keyByHash(hashKey(key));
      if (existing && existing.client_id === admin.id && existing.revoked_at === null) return;
      for (const k of this.clients.keysOf(admin.id)) {
        if (k.revoked_at === null) this.clients.revokeKey(k.id, this.stamp());
      }
      this.insertKey(admin.id, key, true);
    });
    return key;
  }

  private addKey(clientId: string, primary: boolean): string {
    if (this.clients.activeKeyCount(clientId) >= MAX_ACTIVE_KEYS) {
      throw new AppError('KEY_LIMIT_REACHED', `an account may hold at most ${MAX_ACTIVE_KEYS} active keys`, { max_active_keys: MAX_ACTIVE_KEYS });
    }
    const key = generateKey();
    this.insertKey(clientId, key, primary);
    return key;
  }

  private insertKey(clientId: string, key: string, primary: boolean): void {
    const id = randomUUID();
    this.clients.insertKey({ id, client_id: clientId, key_hash: hashKey(key), prefix: displayPrefix(key),
      is_primary: 0, created_at: this.stamp(), revoked_at: null });
    if (primary) this.clients.setPrimary(clientId, id);
  }

  private mustGet(id: string): ClientRow {
    const client = this.clients.getClient(id);
    if (!client || client.is_system === 1) throw new AppError('CLIENT_NOT_FOUND', `client ${id} not found`, { client_id: id });
    return client;
  }

  private present(c: ClientRow): ClientResponse {
    const primary = this.clients.primaryKey(c.id);
    const used = this.usage.pagesInMonth(c.id, monthOf(this.now()));
    return {
      id: c.id,
      name: c.name,
      email: c.email,
      description: c.description,
      api_key_prefix: primary?.prefix ?? '',
      plan: c.plan,
      pages_used_this_month: used.pages,
      pages_limit: this.plans.of(c.plan).quota,
      is_active: this.clients.activeKeyCount(c.id) > 0,
      created_at: c.created_at,
      updated_at: c.updated_at,
      model: viewOf(clientModelOf(c), this.providers()),
    };
  }

  private keyInfo(k: KeyRow, usage: { pages: number; requests: number } | undefined): KeyInfo {
    return {
      id: k.id, prefix: k.prefix, is_active: k.revoked_at === null, created_at: k.created_at,
      revoked_at: k.revoked_at, pages_used: usage?.pages ?? 0, requests: usage?.requests ?? 0,
    };
  }

  private stamp(): string {
    return this.now().toISOString();
  }
}
