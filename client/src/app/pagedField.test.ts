import { describe, expect, it } from 'vitest';
import { pagedField } from './pagedField';

type Merge = (existing: unknown, incoming: unknown) => unknown;
const merge = pagedField(['status']).merge as Merge;
const page = (n: number, items: string[], pageSize = 2) => ({ page: n, pageSize, pageCount: 3, total: 5, items });

describe('pages of a list in the cache', () => {
  it('puts a later page after the pages before it, and starts over with page 1', () => {
    const one = page(1, ['a', 'b']);
    const two = merge(one, page(2, ['c', 'd']));
    expect(two).toEqual(page(2, ['a', 'b', 'c', 'd']));
    expect(merge(two, page(3, ['e']))).toEqual(page(3, ['a', 'b', 'c', 'd', 'e']));
    expect(merge(two, page(1, ['z', 'a']))).toEqual(page(1, ['z', 'a']));
  });

  it('replaces a page loaded again instead of repeating it', () => {
    const two = merge(page(1, ['a', 'b']), page(2, ['c', 'd']));
    expect(merge(two, page(2, ['c', 'x']))).toEqual(page(2, ['a', 'b', 'c', 'x']));
  });

  it('keeps the items when a query asks for the total alone', () => {
    const one = page(1, ['a', 'b']);
    expect(merge(one, { total: 6 })).toEqual({ ...one, total: 6 });
    expect(merge(undefined, { total: 6 })).toEqual({ total: 6 });
  });

  it('keys the entry by filter and page size, never by page', () => {
    expect(pagedField(['status', 'pageSize']).keyArgs).toEqual(['status', 'pageSize']);
  });
});
