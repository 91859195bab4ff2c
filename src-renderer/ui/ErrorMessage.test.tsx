import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { ApiError } from '../api/client';
import { I18nProvider } from '../i18n/I18n';
import { ErrorMessage } from './ErrorMessage';

const render = (error: unknown, language: 'en' | 'ru' = 'en') =>
  renderToStaticMarkup(<I18nProvider initial={language}><ErrorMessage error={error} testId="error" /></I18nProvider>).replace(/<[^>]+>/g, '');

describe('<ErrorMessage>', () => {
  it('shows the contract\'s code and message, or the status where there is no code', () => {
    assert.equal(render(new ApiError(422, 'SOURCE_REQUIRED', 'send a file or text')), 'SOURCE_REQUIRED send a file or text');
    assert.equal(render(new ApiError(401, null, 'Invalid API key')), 'HTTP 401 Invalid API key');
  });

  it('says in a sentence that the server did not answer, in the interface language, and never shows an exception\'s text', () => {
    assert.equal(render(new TypeError('Failed to fetch')), 'The server did not answer. Is DocIntel still running? The request was not processed.');
    assert.equal(render(new TypeError('Failed to fetch'), 'ru'), 'Сервер не ответил. DocIntel всё ещё запущен? Запрос не обработан.');
    assert.doesNotMatch(render(new Error('x is undefined at line 4')), /undefined/);
  });
});
