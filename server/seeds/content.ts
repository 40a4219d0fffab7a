import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const contentDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'content');

/** Reads a JSON content file under seeds/content, or returns null when it does not exist (yet). */
export function readContent<T>(...segments: string[]): T | null {
  const file = path.join(contentDir, ...segments);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : null;
}
