import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const schemaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../schema');

/** The schema files, concatenated in a stable order: schema/ is the single source of truth. */
export function loadTypeDefs(): string {
  return fs
    .readdirSync(schemaDir)
    .filter((f) => f.endsWith('.graphql'))
    .sort((a, b) => (a === 'base.graphql' ? -1 : b === 'base.graphql' ? 1 : a.localeCompare(b)))
    .map((f) => fs.readFileSync(path.join(schemaDir, f), 'utf8'))
    .join('\n');
}
