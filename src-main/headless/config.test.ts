import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, defaultDataDir, isLoopbackHost, parseConfig } from './config';
import { generateKey } from '../services/keys';

describe('headless configuration', () => {
  it('defaults: 127.0.0.1:8765, two workers, per-user data dir', () => {
    const c = parseConfig([], { HOME: '/home/u' });
    assert.equal(c.host, '127.0.0.1');
    assert.equal(c.port, 8765);
    assert.equal(c.workers, 2);
    assert.equal(c.allowRemote, false);
    assert.ok(c.dataDir.endsWith('DocIntel'));
  });
  it('flags win over the environment', () => {
    const key = generateKey();
    const env = { DOCINTEL_HOST: '::1', DOCINTEL_PORT: '9000', DOCINTEL_DATA_DIR: '/env', DOCINTEL_WORKERS: '3', DOCINTEL_ADMIN_KEY: key };
    assert.deepEqual(parseConfig([], env), { host: '::1', port: 9000, dataDir: '/env', workers: 3, adminKey: key, allowRemote: false });
    const c = parseConfig(['--host', 'localhost', '--port=0', '--data-dir', '/flag'], env);
    assert.equal(c.host, 'localhost');
    assert.equal(c.port, 0);
    assert.equal(c.dataDir, '/flag');
  });
  it('bad options are refused with a message', () => {
    assert.throws(() => parseConfig(['--port', '70000'], {}), ConfigError);
    assert.throws(() => parseConfig(['--colour', 'red'], {}), ConfigError);
    assert.throws(() => parseConfig(['--port'], {}), ConfigError);
    assert.throws(() => parseConfig(['stray'], {}), ConfigError);
    assert.throws(() => parseConfig([], { DOCINTEL_ADMIN_KEY: 'k' }), /DOCINTEL_ADMIN_KEY is not a DocIntel key/);
    const good = generateKey();
    const wrongCheck = `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`;
    assert.throws(() => parseConfig([], { DOCINTEL_ADMIN_KEY: wrongCheck }), ConfigError, 'a key with a wrong check character');
  });
  it('DOCINTEL_REQUEST_TIMEOUT_MS: absent means the server default; a positive integer or a refusal', () => {
    assert.equal(parseConfig([], {}).requestTimeoutMs, undefined);
    assert.equal(parseConfig([], { DOCINTEL_REQUEST_TIMEOUT_MS: '1500' }).requestTimeoutMs, 1500);
    for (const bad of ['0', '-1', '2.5', 'soon']) {
      assert.throws(() => parseConfig([], { DOCINTEL_REQUEST_TIMEOUT_MS: bad }), /DOCINTEL_REQUEST_TIMEOUT_MS must be a positive integer/, bad);
    }
  });
  it('per-platform data dirs', () => {
    assert.equal(defaultDataDir({ XDG_CONFIG_HOME: '/x' }, 'linux'), '/x/DocIntel');
    assert.ok(defaultDataDir({}, 'darwin').endsWith('Library/Application Support/DocIntel'));
    assert.equal(defaultDataDir({ APPDATA: 'C:/Users/u/AppData/Roaming' }, 'win32').replace(/\\/g, '/'), 'C:/Users/u/AppData/Roaming/DocIntel');
  });
  it('loopback hosts', () => {
    for (const h of ['127.0.0.1', '127.1.2.3', '::1', 'localhost']) assert.ok(isLoopbackHost(h), h);
    for (const h of ['0.0.0.0', '192.168.1.2', 'example.com', '::']) assert.ok(!isLoopbackHost(h), h);
  });
});
