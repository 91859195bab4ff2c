import { chmodSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppError } from '../../src-shared/contract/app-error';
import { BUILTIN_ONLY, DEFAULT_OCR, OCR_ENGINES } from '../../src-shared/worker-protocol';
import type { ModelSettings, OcrSettings, ProviderConfig } from '../../src-shared/worker-protocol';
import { PLAN_NAMES } from '../../src-shared/contract/clients';
import { PLAN_FIELD_NAMES, PROVIDER_TIMEOUT } from '../../src-shared/contract/operations/admin-settings';
import type { Plan } from './plans';

/**
 * Installation settings in `<data-dir>/settings.json` (mode 0600: it may hold provider API keys).
 * Read once at start, replaced atomically on change. Only the model chain lives here for now.
 */
export const SETTINGS_FILE = 'settings.json';

export interface Settings {
  model: ModelSettings;
  /** The OCR engine (issue 16); absent: tesseract.js. */
  ocr?: OcrSettings;
  /** Per-plan overrides of the plan table (services/plans.ts), field by field. */
  plans?: Record<string, Partial<Plan>>;
}

export class SettingsStore {
  private current: Settings;
  private readonly file: string;

  constructor(dataDir: string) {
    this.file = join(dataDir, SETTINGS_FILE);
    this.current = existsSync(this.file) ? parseSettings(JSON.parse(readFileSync(this.file, 'utf8')) as unknown) : { model: BUILTIN_ONLY };
  }

  get(): Settings {
    return this.current;
  }

  /**
   * Validates and stores new model settings; returns what is now in force. A provider sent back
   * with the redacted key `***` (as GET shows it) keeps the key stored for the same address and
   * model, so reordering or retuning providers never needs their keys again.
   */
  setModel(input: unknown): ModelSettings {
    const model = parseModel(input);
    const providers = model.providers.map((p, i) => {
      if (p.apiKey !== REDACTED) return p;
      const apiKey = this.storedKey(p);
      if (!apiKey) throw invalid(`providers.${i}.apiKey`, `'${REDACTED}' keeps a stored key, and no provider with this baseUrl and model has one`);
      return { ...p, apiKey };
    });
    this.save({ ...this.current, model: { ...model, providers } });
    return this.current.model;
  }

  /** The key stored for a provider at this address with this model, or null: what `***` stands for. */
  storedKey(p: Pick<ProviderConfig, 'baseUrl' | 'model'>): string | null {
    return this.current.model.providers.find((c) => c.baseUrl === p.baseUrl && c.model === p.model && c.apiKey)?.apiKey ?? null;
  }

  /** A stored provider by its place in the chain, key included (for the connection test). */
  provider(index: number): ProviderConfig | null {
    return this.current.model.providers[index] ?? null;
  }

  /** The OCR settings in force (defaults filled in). */
  ocr(): OcrSettings {
    return this.current.ocr ?? DEFAULT_OCR;
  }

  /** Validates and stores the OCR settings; returns what is now in force. */
  setOcr(input: unknown): OcrSettings {
    this.save({ ...this.current, ocr: parseOcr(input) });
    return this.ocr();
  }

  /** Validates and stores plan overrides (replacing earlier ones). */
  setPlans(input: unknown): Record<string, Partial<Plan>> {
    this.save({ ...this.current, plans: parsePlans(input) });
    return this.current.plans ?? {};
  }

  private save(next: Settings): void {
    const tmp = `${this.file}.tmp`;
    writeFileSync(tmp, JSON.stringify(next, null, 2), { mode: 0o600 });
    chmodSync(tmp, 0o600);
    renameSync(tmp, this.file);
    this.current = next;
  }
}

/** How a stored provider key is shown, and sent back to keep it. */
export const REDACTED = '***';

/** Settings as shown to the admin: provider keys are never echoed back. */
export function redactModel(m: ModelSettings): Record<string, unknown> {
  return { ...m, providers: m.providers.map((p) => ({ ...p, apiKey: p.apiKey ? REDACTED : null })) };
}

function parseSettings(raw: unknown): Settings {
  const obj = (raw ?? {}) as Record<string, unknown>;
  return { model: obj.model === undefined ? BUILTIN_ONLY : parseModel(obj.model), plans: obj.plans === undefined ? {} : parsePlans(obj.plans),
    ...(obj.ocr === undefined ? {} : { ocr: parseOcr(obj.ocr) }) };
}

/** The fields of a plan, as `/openapi.json` shows them. */
const PLAN_FIELDS = PLAN_FIELD_NAMES;

export function parsePlans(raw: unknown): Record<string, Partial<Plan>> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw invalid('plans', 'must be an object of plan name → fields');
  const out: Record<string, Partial<Plan>> = {};
  for (const [name, fields] of Object.entries(raw as Record<string, unknown>)) {
    if (!(PLAN_NAMES as readonly string[]).includes(name)) throw invalid(`plans.${name}`, `unknown plan; plans are ${PLAN_NAMES.join(', ')}`);
    if (typeof fields !== 'object' || fields === null) throw invalid(`plans.${name}`, 'must be an object');
    const plan: Partial<Plan> = {};
    for (const [k, v] of Object.entries(fields as Record<string, unknown>)) {
      if (!(PLAN_FIELDS as readonly string[]).includes(k)) throw invalid(`plans.${name}.${k}`, `unknown field; fields are ${PLAN_FIELDS.join(', ')}`);
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) throw invalid(`plans.${name}.${k}`, 'must be a positive integer');
      plan[k as (typeof PLAN_FIELDS)[number]] = v;
    }
    out[name] = plan;
  }
  return out;
}

function invalid(path: string, msg: string): AppError {
  return new AppError('VALIDATION_ERROR', `${path}: ${msg}`, { errors: [{ loc: ['body', ...path.split('.')], msg }] });
}

/** `{engine}`: `tesseract.js` (default) or `native` (the tesseract program, where installed; else tesseract.js with a warning). */
export function parseOcr(raw: unknown): OcrSettings {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw invalid('ocr', 'must be an object');
  const r = raw as Record<string, unknown>;
  const unknown = Object.keys(r).find((k) => k !== 'engine');
  if (unknown) throw invalid(unknown, 'unknown field; the field is engine');
  const engine = r.engine ?? DEFAULT_OCR.engine;
  if (!(OCR_ENGINES as readonly unknown[]).includes(engine)) throw invalid('engine', `must be one of ${OCR_ENGINES.join(', ')}`);
  return { engine: engine as OcrSettings['engine'] };
}

export function parseModel(raw: unknown): ModelSettings {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw invalid('model', 'must be an object');
  const r = raw as Record<string, unknown>;
  const providers = r.providers ?? [];
  if (!Array.isArray(providers)) throw invalid('providers', 'must be an array');
  const builtinFallback = r.builtinFallback ?? true;
  if (typeof builtinFallback !== 'boolean') throw invalid('builtinFallback', 'must be a boolean');
  const anonymization = r.anonymization ?? 'fail_closed';
  if (anonymization !== 'fail_closed' && anonymization !== 'best_effort') throw invalid('anonymization', 'must be fail_closed or best_effort');
  return { providers: providers.map((p, i) => parseProvider(p, `providers.${i}`)), builtinFallback, anonymization };
}

export function parseProvider(raw: unknown, path: string): ProviderConfig {
  if (typeof raw !== 'object' || raw === null) throw invalid(path, 'must be an object');
  const p = raw as Record<string, unknown>;
  const str = (k: string): string => {
    const v = p[k];
    if (typeof v !== 'string' || v.trim() === '') throw invalid(`${path}.${k}`, 'must be a non-empty string');
    return v.trim();
  };
  const baseUrl = str('baseUrl').replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw invalid(`${path}.baseUrl`, 'must be a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalid(`${path}.baseUrl`, 'must be http or https');
  const timeoutMs = p.timeoutMs ?? PROVIDER_TIMEOUT.default;
  if (typeof timeoutMs !== 'number' || !Number.isInteger(timeoutMs) || timeoutMs < PROVIDER_TIMEOUT.minimum || timeoutMs > PROVIDER_TIMEOUT.maximum) {
    throw invalid(`${path}.timeoutMs`, `must be an integer ${PROVIDER_TIMEOUT.minimum}..${PROVIDER_TIMEOUT.maximum}`);
  }
  const anonymize = p.anonymize ?? 'auto';
  if (anonymize !== 'auto' && anonymize !== 'always' && anonymize !== 'never') throw invalid(`${path}.anonymize`, 'must be auto, always or never');
  const apiKey = p.apiKey ?? null;
  if (apiKey !== null && typeof apiKey !== 'string') throw invalid(`${path}.apiKey`, 'must be a string or null');
  return { name: typeof p.name === 'string' && p.name ? p.name : url.host, baseUrl, model: str('model'), apiKey, timeoutMs, anonymize };
}
