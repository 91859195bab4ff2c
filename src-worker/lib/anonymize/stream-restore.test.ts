import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createScrubber } from './session';
import { streamRestorer } from './stream-restore';

/**
 * An answer restored piece by piece must equal the answer restored whole, wherever the pieces are
 * cut: every cut into two pieces, and into three around each placeholder.
 */
const SOURCE = 'Поставщик ООО «Ромашка», ИНН 7707083893, директор Сидоров Пётр Петрович, e-mail ivan.petrov@romashka.ru.';

function sessionWithAnswers(): { restore: (s: string) => string; answers: string[] } {
  const session = createScrubber();
  const scrubbed = session.scrub(SOURCE);
  const tokens = [...scrubbed.matchAll(/\[[A-Z]+_\d+\]/g)].map((m) => m[0]);
  assert.ok(tokens.length >= 3, scrubbed);
  const [a = '', b = '', c = ''] = tokens;
  const bare = (t: string): string => t.slice(1, -1);
  return {
    restore: (s) => session.restore(s) as string,
    answers: [
      scrubbed,
      `Ответ: ${a} (ИНН ${b}) подписал ${c}.`,
      `Tokens glued: x${bare(a)} and ${bare(b)}y and ${bare(c)} and [ ${bare(a)} ] and [${bare(b)}]z`,
      `${a}${b}${c}`,
      `Unknown [ORG_99] and ORG_99 stay; ${bare(a)}`,
    ],
  };
}

describe('streamRestorer', () => {
  const { restore, answers } = sessionWithAnswers();

  for (const [n, answer] of answers.entries()) {
    it(`answer ${n}: every cut into two pieces gives the whole restoration`, () => {
      const whole = restore(answer);
      assert.ok(!/\[[A-Z]+_[1-9]\]/.test(whole.replace('[ORG_99]', '')), whole);
      for (let i = 0; i <= answer.length; i += 1) {
        const r = streamRestorer(restore);
        const out = r.push(answer.slice(0, i)) + r.push(answer.slice(i)) + r.end();
        assert.equal(out, whole, `cut at ${i}: ${JSON.stringify(answer.slice(0, i))}`);
      }
    });

    it(`answer ${n}: three pieces around every placeholder, and one character at a time`, () => {
      const whole = restore(answer);
      for (const m of answer.matchAll(/\[?\s*[A-Z]+_\d+\s*\]?/g)) {
        const start = m.index ?? 0;
        for (let i = start; i <= start + m[0].length; i += 1) {
          for (let j = i; j <= start + m[0].length; j += 1) {
            const r = streamRestorer(restore);
            const out = r.push(answer.slice(0, i)) + r.push(answer.slice(i, j)) + r.push(answer.slice(j)) + r.end();
            assert.equal(out, whole, `cuts at ${i}, ${j}`);
          }
        }
      }
      const r = streamRestorer(restore);
      assert.equal([...answer].map((ch) => r.push(ch)).join('') + r.end(), whole);
    });
  }

  it('text with no placeholder passes at once, except the word still being written', () => {
    const r = streamRestorer((s) => s);
    assert.equal(r.push('Готово, '), 'Готово, ');
    assert.equal(r.push('see page'), 'see ');
    assert.equal(r.push(' 3 ['), 'page 3 ');
    assert.equal(r.end(), '[');
  });
});
