/**
 * JSON written out piece by piece, exactly as `JSON.stringify(value, null, indent)` writes it: a
 * million-key `unmatched_registry` would otherwise be built as one string of tens of megabytes (twice
 * that in memory once any value is Cyrillic) at the very end, when the registry's keys are all held.
 */
const FLUSH_CHARS = 64 * 1024;

/** Something that takes text and may ask to wait (a Node stream's `write` returning false, then `drain`). */
export interface TextSink {
  write(chunk: string): unknown;
  once?(event: 'drain', listener: () => void): unknown;
}

export async function writeJson(value: unknown, sink: TextSink, indent = 0): Promise<void> {
  const gap = ' '.repeat(indent);
  let parts: string[] = [];
  let size = 0;
  const emit = (s: string): void => {
    parts.push(s);
    size += s.length;
  };
  const flush = async (): Promise<void> => {
    const text = parts.join('');
    parts = [];
    size = 0;
    if (text !== '' && sink.write(text) === false && sink.once) await new Promise<void>((resolve) => sink.once?.('drain', resolve));
  };
  const walk = async (v: unknown, pad: string, inArray: boolean): Promise<void> => {
    if (size >= FLUSH_CHARS) await flush();
    const inner = pad + gap;
    const open = indent ? `\n${inner}` : '';
    if (Array.isArray(v) && v.length > 0) {
      emit('[');
      for (let i = 0; i < v.length; i++) {
        emit(i > 0 ? `,${open}` : open);
        await walk(v[i], inner, true);
      }
      emit(indent ? `\n${pad}]` : ']');
      return;
    }
    if (isPlainObject(v)) {
      const entries = Object.entries(v).filter(([, x]) => x !== undefined && typeof x !== 'function' && typeof x !== 'symbol');
      if (entries.length > 0) {
        emit('{');
        for (let i = 0; i < entries.length; i++) {
          const [k, x] = entries[i] as [string, unknown];
          emit(`${i > 0 ? ',' : ''}${open}${JSON.stringify(k)}:${indent ? ' ' : ''}`);
          await walk(x, inner, false);
        }
        emit(indent ? `\n${pad}}` : '}');
        return;
      }
    }
    const text = JSON.stringify(v, null, indent);
    emit(text === undefined ? (inArray ? 'null' : '') : text);
  };
  await walk(value, '', false);
  emit('\n');
  await flush();
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && typeof (v as { toJSON?: unknown }).toJSON !== 'function';
}
