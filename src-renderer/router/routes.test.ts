import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ROUTES, routeOf } from './routes';

describe('routes', () => {
  it('names the screen of a path; an unknown path is the process screen', () => {
    assert.equal(routeOf('/'), 'process');
    assert.equal(routeOf('/cabinet'), 'cabinet');
    assert.equal(routeOf('/cabinet/verify'), 'cabinet');
    assert.equal(routeOf('/cabinetry'), 'process');
    assert.equal(routeOf('/nowhere'), 'process');
    assert.equal(routeOf('/review'), 'review');
    assert.equal(routeOf('/reviewer'), 'process');
    assert.equal(routeOf('/split'), 'split');
    assert.equal(routeOf('/match'), 'match');
    assert.equal(routeOf('/settings'), 'settings');
    for (const [route, path] of Object.entries(ROUTES)) assert.equal(routeOf(path), route);
  });
});
