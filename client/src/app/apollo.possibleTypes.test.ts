import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, isUnionType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { POSSIBLE_TYPES } from './apollo';

describe('possibleTypes', () => {
  it('lists every union of the schema with exactly its members', () => {
    const dir = path.resolve(import.meta.dirname, '../../../schema');
    const sdl = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.graphql'))
      .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
      .join('\n');
    const schema = buildSchema(sdl, { assumeValidSDL: true });
    const unions = Object.values(schema.getTypeMap()).filter(isUnionType);
    expect(Object.fromEntries(unions.map((u) => [u.name, u.getTypes().map((t) => t.name).sort()]))).toEqual(
      Object.fromEntries(Object.entries(POSSIBLE_TYPES).map(([k, v]) => [k, [...v].sort()])),
    );
  });
});
