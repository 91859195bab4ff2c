import type { ProviderSettings } from '../../api/settings';

/**
 * Local model servers people run beside DocIntel, with their usual addresses: the operator picks
 * one and corrects the model name. Both speak the OpenAI API under `/v1` on loopback, so nothing
 * sent to them leaves the machine.
 */
export const PRESETS: { id: 'ollama' | 'llamacpp' | 'custom'; provider: ProviderSettings }[] = [
  { id: 'ollama', provider: { name: 'Ollama', baseUrl: 'http://127.0.0.1:11434/v1', model: 'qwen2.5:7b', apiKey: null, timeoutMs: 120_000, anonymize: 'auto' } },
  { id: 'llamacpp', provider: { name: 'llama.cpp', baseUrl: 'http://127.0.0.1:8080/v1', model: 'local', apiKey: null, timeoutMs: 120_000, anonymize: 'auto' } },
  { id: 'custom', provider: { name: '', baseUrl: 'https://', model: '', apiKey: null, timeoutMs: 60_000, anonymize: 'auto' } },
];

/** The chain with one provider moved up (-1) or down (+1); unchanged at either end. */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const to = index + step;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const out = [...list];
  const [item] = out.splice(index, 1);
  out.splice(to, 0, item as T);
  return out;
}

/** Placeholder counts as one short phrase: `orgs 2, inns 1`; nothing when there were none. */
export function countsText(counts: Record<string, number> | undefined): string {
  return Object.entries(counts ?? {}).filter(([, n]) => n > 0).map(([k, n]) => `${k} ${n}`).join(', ');
}
