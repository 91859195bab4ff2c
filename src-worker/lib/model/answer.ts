import type { JsonObject, JsonValue } from '../../../src-shared/contract/envelope';

/**
 * Reading a model's reply. Models wrap JSON in ```json fences, prepend <think> blocks or a
 * sentence of chatter; all of that is tolerated as long as one JSON object is there. Plain text,
 * an array or a bare number is `not_object` (SPEC LLM_RESULT_NOT_OBJECT); nothing, `null` or an
 * object without any value is `empty`.
 */
export type Answer = { kind: 'object'; value: JsonObject } | { kind: 'empty' } | { kind: 'not_object' };

export function readAnswer(content: string): Answer {
  const text = unwrap(content);
  if (!text) return { kind: 'empty' };
  const whole = parse(text);
  if (whole.ok) return classify(whole.value);
  const first = text.indexOf('{');
  const last = text.lastIndexOf('}');
  if (first >= 0 && last > first) {
    const inner = parse(text.slice(first, last + 1));
    if (inner.ok && isPlainObject(inner.value)) return { kind: 'object', value: inner.value };
  }
  return { kind: 'not_object' };
}

function unwrap(content: string): string {
  const text = content.replace(/<think>[\s\S]*?<\/think>/giu, '').trim();
  const fenced = /```(?:json|JSON)?[ \t]*\r?\n?([\s\S]*?)```/u.exec(text);
  return (fenced ? (fenced[1] ?? '') : text).trim();
}

function parse(text: string): { ok: true; value: JsonValue } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as JsonValue };
  } catch {
    return { ok: false };
  }
}

function classify(value: JsonValue): Answer {
  if (value === null) return { kind: 'empty' };
  if (isPlainObject(value)) return { kind: 'object', value };
  return { kind: 'not_object' };
}

export function isPlainObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

