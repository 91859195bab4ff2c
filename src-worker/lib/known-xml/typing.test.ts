import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { currencyCode, dmyToIso, isoDate, lineNo, toNumber, toPercent, typed, ymdToIso } from './typing';

describe('typing of XML strings', () => {
  it('reads XML decimals exactly and refuses anything else', () => {
    assert.equal(toNumber('473.00'), 473);
    assert.equal(toNumber('0.5000'), 0.5);
    assert.equal(toNumber('-218.48'), -218.48);
    assert.equal(toNumber(' 17.7 '), 17.7);
    assert.equal(toNumber('0'), 0);
    for (const bad of ['1,5', '-', '', '1e3', '12 000', 'NaN']) assert.equal(toNumber(bad), null, bad);
  });

  it('reads rates as numbers where they are numbers', () => {
    assert.equal(toPercent('18%'), 18);
    assert.equal(toPercent('19.00'), 19);
    assert.equal(toPercent('без НДС'), 'без НДС');
    assert.equal(toPercent('20/120'), '20/120');
  });

  it('converts dates to ISO and refuses impossible ones', () => {
    assert.equal(dmyToIso('25.09.2017'), '2017-09-25');
    assert.equal(dmyToIso('31.02.2020'), null);
    assert.equal(dmyToIso('2017-09-25'), null);
    assert.equal(ymdToIso('20241115'), '2024-11-15');
    assert.equal(ymdToIso('20241315'), null);
    assert.equal(isoDate('2024-05-02Z'), '2024-05-02');
    assert.equal(isoDate('2024-05-02+02:00'), '2024-05-02');
  });

  it('maps numeric currency codes to letters and keeps the rest', () => {
    assert.equal(currencyCode('643'), 'RUB');
    assert.equal(currencyCode('978'), 'EUR');
    assert.equal(currencyCode('EUR'), 'EUR');
    assert.equal(currencyCode('999'), '999');
  });

  it('keeps strings exactly and drops values that do not fit their kind', () => {
    assert.deepEqual(typed({ raw: 'ООО " Табер Трейд"', path: 'p' }, 'string'), { value: 'ООО " Табер Трейд"', path: 'p' });
    assert.equal(typed({ raw: '-', path: 'p' }, 'number'), undefined);
    assert.equal(typed(undefined, 'string'), undefined);
    assert.deepEqual(lineNo({ raw: '10000', path: 'p' }), { value: 10000, path: 'p' });
    assert.deepEqual(lineNo({ raw: '1.2', path: 'p' }), { value: '1.2', path: 'p' });
  });
});
