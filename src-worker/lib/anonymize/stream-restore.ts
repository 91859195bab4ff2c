/**
 * Placeholders put back into an answer that arrives in pieces. A piece may end inside a
 * placeholder (`…ИНН [IN` + `N_2] …`), so the end of what arrived is held back while it could still
 * be the start of one, and let out — restored — once the next piece decides it. What is held is an
 * unfinished placeholder or one word, so the stream is delayed by a few characters, never buffered.
 *
 * What may be a placeholder is what the session's restore recognises (session.ts LOOSE_TOKEN):
 * `[TAG_n]` with stray spaces inside the brackets, or `TAG_n` bare, not glued to a word. So the
 * held end is an open bracket with what may follow it, or the word being written: whether a bare
 * `ORG_1` is a placeholder depends on the characters around it, which must arrive with it.
 */
const OPEN_END = /(?:\[\s*(?:[A-Z]+(?:_\d*)?\s*)?|[A-Za-z0-9_]+)$/u;

export interface StreamRestorer {
  /** Takes the next piece; returns the restored text that can be let out now (may be ''). */
  push(piece: string): string;
  /** The end of the answer: whatever is still held, restored. */
  end(): string;
}

export function streamRestorer(restore: (text: string) => string): StreamRestorer {
  let held = '';
  return {
    push(piece) {
      held += piece;
      const open = OPEN_END.exec(held);
      const cut = open ? open.index : held.length;
      const out = held.slice(0, cut);
      held = held.slice(cut);
      return out ? restore(out) : '';
    },
    end() {
      const out = held;
      held = '';
      return out ? restore(out) : '';
    },
  };
}
