import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { acceptedName, FolderWatch } from './folder-watch';
import type { FolderEntry } from './folder-watch';

describe('a watched folder', () => {
  it('leaves files already there, sends a new one once it stops changing, and never twice', async () => {
    let entries: FolderEntry[] = [{ name: 'old.pdf', size: 10, lastModified: 1 }];
    const watch = new FolderWatch(async () => entries, acceptedName);
    assert.deepEqual(await watch.tick(), []);
    entries = [...entries, { name: 'scan.pdf', size: 100, lastModified: 5 }];
    assert.deepEqual(await watch.tick(), [], 'first seen: it may still be written');
    entries = [entries[0]!, { name: 'scan.pdf', size: 200, lastModified: 6 }];
    assert.deepEqual(await watch.tick(), [], 'grew: still being written');
    assert.deepEqual(await watch.tick(), ['scan.pdf']);
    assert.deepEqual(await watch.tick(), []);
  });

  it('waits for an empty file to get its bytes, and sends several ready files in name order', async () => {
    let entries: FolderEntry[] = [];
    const watch = new FolderWatch(async () => entries, acceptedName);
    await watch.tick();
    entries = [{ name: 'b.pdf', size: 0, lastModified: 1 }, { name: 'a.xlsx', size: 5, lastModified: 1 }];
    await watch.tick();
    assert.deepEqual(await watch.tick(), ['a.xlsx']);
    entries = [{ name: 'b.pdf', size: 9, lastModified: 2 }, entries[1]!];
    await watch.tick();
    assert.deepEqual(await watch.tick(), ['b.pdf']);
  });

  it('takes only files the service reads, not temporary or hidden ones', () => {
    assert.deepEqual(['a.PDF', 'b.txt', '.c.pdf', '~$d.docx', 'e.tif', 'f.xml', 'g.pdf.part'].filter(acceptedName), ['a.PDF', 'e.tif', 'f.xml']);
  });
});
