import type { JsonObject, JsonValue } from '../../../src-shared/contract/envelope';
import { valuesAt } from '../../../src-shared/matching';

/** The values to match and where they came from. */
export interface ValuesSource {
  values: (string | null)[];
  valuesField: string;
}

export class ResultShapeError extends Error {}

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The values of what the API answered, as the caller saved it:
 * - a `/v1/process` envelope (`{result, documents, …, metadata}`): the values at `valuesFrom` in
 *   `result`, or in each section's `result` of a split file, in section order;
 * - a poll body (`{task_id, status: "done", result: envelope}`);
 * - a bare result object;
 * - a JSON array of strings: the values themselves, as `/v1/match` takes them.
 * Without `valuesFrom` the envelope's own `match.values_field` is used when it has one.
 */
export function valuesFromAnswer(answer: JsonValue, valuesFrom: string | null): ValuesSource {
  if (Array.isArray(answer)) {
    if (!answer.every((v) => typeof v === 'string')) throw new ResultShapeError('a JSON array of values must hold strings only');
    return { values: answer.map((v) => (v === '' ? null : v as string)), valuesField: valuesFrom ?? 'values' };
  }
  if (!isObject(answer)) throw new ResultShapeError('the result must be a JSON object (an envelope or a result) or an array of strings');
  let envelope: JsonObject | null = null;
  if (isObject(answer.result) && 'metadata' in answer.result && typeof answer.status === 'string') {
    if (answer.status !== 'done') throw new ResultShapeError(`the task is '${answer.status}', not 'done': poll it again when it is done`);
    envelope = answer.result;
  } else if ('metadata' in answer && 'result' in answer) envelope = answer;
  const recorded = envelope && isObject(envelope.match) && typeof envelope.match.values_field === 'string' ? envelope.match.values_field : null;
  const path = valuesFrom ?? recorded;
  if (path === null) throw new MissingValuesFrom();
  if (!envelope) return { values: valuesAt(answer, path), valuesField: path };
  if (isObject(envelope.result)) return { values: valuesAt(envelope.result, path), valuesField: path };
  const sections = Array.isArray(envelope.documents) ? envelope.documents.filter(isObject) : [];
  return { values: sections.flatMap((d) => (isObject(d.result) ? valuesAt(d.result, path) : [])), valuesField: path };
}

/** `--values-from` is needed: the answer does not say which field to compare. */
export class MissingValuesFrom extends Error {
  constructor() {
    super('--values-from is required: name the result field the keys are compared with (e.g. items[].article)');
  }
}
