import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where generated files live. The local folder is the default; another store (S3 and the like) implements the same. */
export interface FileStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; a key with no file is not an error, so a repeated delete is harmless. */
  delete(key: string): Promise<void>;
  /**
   * Removes what interrupted writes left behind (a process killed between writing and renaming); returns how
   * many files went. Stores whose writes are atomic by themselves have nothing to do.
   */
  removeLeftovers?(): Promise<number>;
}

const KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/i;
const TEMPORARY = /\.\d+\.\d+\.tmp$/;
/**
 * A temporary file younger than this may belong to a write in progress in another process sharing the folder
 * (web and workers do): only older ones are leftovers. A write takes milliseconds.
 */
const LEFTOVER_AGE_MS = 10 * 60_000;

function safePath(root: string, key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.' || part === '')) throw new Error(`bad file key ${key}`);
  return path.join(root, key);
}

/** Temporary files under `dir` last written before `before`, found recursively. */
async function staleTemporaries(dir: string, before: number): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const found: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await staleTemporaries(full, before)));
    else if (entry.isFile() && TEMPORARY.test(entry.name)) {
      const stat = await fs.stat(full).catch(() => null);
      if (stat && stat.mtimeMs < before) found.push(full);
    }
  }
  return found;
}

/**
 * Files in a local folder (shared by web and worker on one machine or volume). Writes are atomic: a temporary
 * file, then a rename. A write that fails removes its temporary file; one cut short by a kill leaves it for
 * `removeLeftovers`, which workers run when they start.
 */
export function localFileStore(root: string, options: { now?: () => number } = {}): FileStore {
  const now = options.now ?? Date.now;
  return {
    async put(key, bytes) {
      const file = safePath(root, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      try {
        await fs.writeFile(tmp, bytes);
        await fs.rename(tmp, file);
      } catch (err) {
        await fs.rm(tmp, { force: true }).catch(() => undefined);
        throw err;
      }
    },
    async get(key) {
      try {
        return await fs.readFile(safePath(root, key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await fs.rm(safePath(root, key), { force: true });
    },
    async removeLeftovers() {
      const stale = await staleTemporaries(root, now() - LEFTOVER_AGE_MS);
      await Promise.all(stale.map((file) => fs.rm(file, { force: true })));
      return stale.length;
    },
  };
}
