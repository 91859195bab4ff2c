import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { renderError } from '../../src-shared/contract/app-error';
import { storageFailureCode, storageUnavailable } from './failures';

describe('storageFailureCode', () => {
  it('names the write SQLite refused on a read-only connection', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docintel-failures-'));
    try {
      const file = join(dir, 'x.sqlite');
      const setup = new Database(file);
      setup.exec('CREATE TABLE t (a)');
      setup.close();
      const db = new Database(file, { readonly: true });
      let thrown: unknown;
      try { db.prepare('INSERT INTO t VALUES (1)').run(); } catch (err) { thrown = err; }
      db.close();
      assert.equal(storageFailureCode(thrown), 'SQLITE_READONLY');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes extended SQLite codes and fs codes of a file call, and nothing else', () => {
    assert.equal(storageFailureCode({ code: 'SQLITE_IOERR_WRITE' }), 'SQLITE_IOERR_WRITE');
    assert.equal(storageFailureCode({ code: 'SQLITE_FULL' }), 'SQLITE_FULL');
    assert.equal(storageFailureCode({ code: 'SQLITE_CANTOPEN' }), 'SQLITE_CANTOPEN');
    assert.equal(storageFailureCode({ code: 'EROFS', syscall: 'open' }), 'EROFS');
    assert.equal(storageFailureCode({ code: 'ENOSPC', syscall: 'write' }), 'ENOSPC');
    // A constraint is the request's problem; a socket's EACCES has no file; a plain Error has no code.
    assert.equal(storageFailureCode({ code: 'SQLITE_CONSTRAINT_UNIQUE' }), null);
    assert.equal(storageFailureCode({ code: 'SQLITE_READONLYX' }), null);
    assert.equal(storageFailureCode({ code: 'EACCES' }), null);
    assert.equal(storageFailureCode(new Error('x')), null);
    assert.equal(storageFailureCode(null), null);
  });

  it('an fs error that is the code\'s own (EISDIR) is not storage', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docintel-failures-'));
    try {
      let thrown: unknown;
      try { writeFileSync(dir, 'x'); } catch (err) { thrown = err; }
      // EISDIR is a programming error, not a disk refusing: not storage.
      assert.equal((thrown as { code: string }).code, 'EISDIR');
      assert.equal(storageFailureCode(thrown), null);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('renders as 503 in form 2 with the reason', () => {
    const r = renderError(storageUnavailable('SQLITE_FULL'));
    assert.equal(r.status, 503);
    assert.deepEqual(Object.keys(r.body), ['success', 'error']);
    assert.deepEqual((r.body as { error: { code: string; details: unknown } }).error.code, 'STORAGE_UNAVAILABLE');
    assert.deepEqual((r.body as { error: { details: unknown } }).error.details, { reason: 'SQLITE_FULL' });
  });
});
