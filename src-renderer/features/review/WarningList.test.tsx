import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nProvider } from '../../i18n/I18n';
import { Provenance } from './provenance';
import { WarningList } from './WarningList';
import type { Warning } from '../../../src-shared/contract';

const warn = (field: string, severity: Warning['severity'], code: string): Warning => ({ field, severity, code, message: `${code} message` } as Warning);

describe('<WarningList>', () => {
  it('lists warnings worst first, coloured by severity; those on a form field are buttons, the document\'s are text', () => {
    const provenance = new Provenance(null, [warn('$document', 'info', 'parse_thin'), warn('seller.inn', 'high', 'invalid_inn_length'), warn('total', 'medium', 'totals_mismatch')]);
    const html = renderToStaticMarkup(<I18nProvider initial="en"><WarningList paths={['seller.inn', 'total']} provenance={provenance} onJump={() => undefined} /></I18nProvider>);
    const items = [...html.matchAll(/<li class="sev-(\w+)">(.*?)<\/li>/g)].map((m) => [m[1], m[2]?.startsWith('<button') ? 'button' : 'text']);
    assert.deepEqual(items, [['high', 'button'], ['medium', 'button'], ['info', 'text']]);
    assert.match(html, /3 warnings/);
  });

  it('says there are none', () => {
    const html = renderToStaticMarkup(<I18nProvider initial="ru"><WarningList paths={[]} provenance={new Provenance(null, [])} onJump={() => undefined} /></I18nProvider>);
    assert.match(html, /Предупреждений нет/);
  });
});
