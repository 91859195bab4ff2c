import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { en } from './en';
import { LANGUAGES, MESSAGES, pickLanguage, translate, translatePlural } from './language';

describe('interface language', () => {
  it('is the saved choice, else Russian where the system speaks Russian first, else English', () => {
    assert.equal(pickLanguage('en', ['ru-RU']), 'en');
    assert.equal(pickLanguage('ru', ['en-US']), 'ru');
    assert.equal(pickLanguage(null, ['ru-RU', 'en-US']), 'ru');
    assert.equal(pickLanguage(null, ['RU']), 'ru');
    assert.equal(pickLanguage(null, ['en-GB', 'ru-RU']), 'en', 'Russian second is not the system language');
    assert.equal(pickLanguage(null, ['uk-UA']), 'en');
    assert.equal(pickLanguage('de', []), 'en', 'an unknown saved value is no choice');
  });

  it('has every message in every language, none empty, with the same placeholders', () => {
    for (const language of LANGUAGES) {
      for (const key of Object.keys(en) as (keyof typeof en)[]) {
        const text = MESSAGES[language][key];
        assert.ok(text && text.trim() !== '', `${language} ${key}`);
        const names = (s: string): string[] => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string).sort();
        assert.deepEqual(names(text), names(en[key]), `${language} ${key} placeholders`);
      }
    }
  });

  it('fills placeholders and chooses plural forms by the language\'s rules', () => {
    assert.equal(translate('en', 'app.server.up', { version: '1.29.5' }), 'server 1.29.5');
    assert.equal(translate('ru', 'progress.page', { stage: 'Чтение страниц', page: 2, total: 5 }), 'Чтение страниц — страница 2 из 5');
    assert.deepEqual([1, 2, 5].map((n) => translatePlural('en', 'envelope.pages', n)), ['1 page billed', '2 pages billed', '5 pages billed']);
    assert.deepEqual([1, 2, 5, 21, 22, 25, 11, 1.5].map((n) => translatePlural('ru', 'envelope.pages', n)),
      ['оплачена 1 страница', 'оплачено 2 страницы', 'оплачено 5 страниц', 'оплачена 21 страница', 'оплачено 22 страницы', 'оплачено 25 страниц', 'оплачено 11 страниц', 'оплачено 1.5 страницы']);
  });
});
