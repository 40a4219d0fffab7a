import { describe, expect, it } from 'vitest';
import { buildSchema } from 'graphql';
import { loadTypeDefs } from './schema';
import { buildResolvers } from './resolvers';
import { accessOf } from './guards';

describe('root field protection', () => {
  it('every Query and Mutation field is either guarded or explicitly public', () => {
    const schema = buildSchema(loadTypeDefs());
    const resolvers = buildResolvers() as Record<string, Record<string, unknown>>;
    const unmarked: string[] = [];
    for (const root of [schema.getQueryType(), schema.getMutationType()]) {
      if (!root) continue;
      for (const field of Object.keys(root.getFields())) {
        if (field === '_noop') continue;
        if (!accessOf(resolvers[root.name]?.[field])) unmarked.push(`${root.name}.${field}`);
      }
    }
    expect(unmarked).toEqual([]);
  });
});
