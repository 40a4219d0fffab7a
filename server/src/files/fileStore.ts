import fs from 'node:fs/promises';
import path from 'node:path';

/** Where generated files live. The local folder is the default; another store (S3 and the like) implements the same. */
export interface FileStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; a key with no file is not an error, so a repeated delete is harmless. */
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/i;

function safePath(root: string, key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.' || part === '')) throw new Error(`bad file key ${key}`);
  return path.join(root, key);
}

/** Files in a local folder (shared by web and worker on one machine or volume). Writes are atomic: temp file, then rename. */
export function localFileStore(root: string): FileStore {
  return {
    async put(key, bytes) {
      const file = safePath(root, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(tmp, bytes);
      await fs.rename(tmp, file);
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
  };
}
