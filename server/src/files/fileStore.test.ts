import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localFileStore } from './fileStore';

const roots: string[] = [];
const tempRoot = () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'innerscope-store-'));
  roots.push(root);
  return root;
};
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

/** Every file under `root`, relative to it. */
const filesUnder = (root: string) => (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[]).filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name))).sort();

describe('the local file store', () => {
  it('writes by temporary file and rename, leaving only the file', async () => {
    const root = tempRoot();
    const store = localFileStore(root);
    await store.put('reports/a/en-US.pdf', Buffer.from('%PDF-1'));
    expect(filesUnder(root)).toEqual(['reports/a/en-US.pdf']);
    expect((await store.get('reports/a/en-US.pdf'))?.toString()).toBe('%PDF-1');
  });

  it('removes its temporary file when a write fails', async () => {
    const root = tempRoot();
    const store = localFileStore(root);
    // The rename fails: a folder with content already has the file's name.
    fs.mkdirSync(path.join(root, 'reports/b/en-US.pdf/inside'), { recursive: true });
    await expect(store.put('reports/b/en-US.pdf', Buffer.from('%PDF-2'))).rejects.toThrow();
    expect(filesUnder(root)).toEqual([]);
  });

  it('removes temporary files older than ten minutes left by killed writes, and nothing else', async () => {
    const root = tempRoot();
    const now = Date.now();
    const store = localFileStore(root, { now: () => now });
    const write = (rel: string, ageMs: number) => {
      const file = path.join(root, rel);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, 'x');
      const at = new Date(now - ageMs);
      fs.utimesSync(file, at, at);
    };
    write('reports/c/en-US.pdf.4242.1700000000000.tmp', 11 * 60_000); // a write killed long ago
    write('avatars/u/1.webp.77.1700000000001.tmp', 60 * 60_000);
    write('reports/d/en-US.pdf.4243.1700000000002.tmp', 5_000); // a write in progress in another process
    write('reports/c/en-US.pdf', 24 * 3600_000);
    write('reports/e/notes.tmp', 24 * 3600_000); // not a name the store gives its temporary files

    expect(await store.removeLeftovers!()).toBe(2);
    expect(filesUnder(root)).toEqual(['reports/c/en-US.pdf', 'reports/d/en-US.pdf.4243.1700000000002.tmp', 'reports/e/notes.tmp']);
    expect(await localFileStore(path.join(root, 'missing')).removeLeftovers!()).toBe(0);
  });
});
