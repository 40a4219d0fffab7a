import type { FieldPolicy } from '@apollo/client/cache';

/** Every field is optional: a query may ask for the total alone. */
interface Paged {
  readonly items?: readonly unknown[];
  readonly page?: number;
  readonly pageSize?: number;
}

/**
 * A list loaded page by page with "Load more" (`orderPage(page:, pageSize:, status:)`): the pages of one filter and
 * page size are one cache entry. Page 1 starts it over (a refresh), a later page goes after the items before it, so
 * the query that asked for page 1 reads every page loaded so far, and `page` is the last one loaded.
 */
export function pagedField(keyArgs: readonly string[]): FieldPolicy<Paged> {
  return {
    keyArgs: [...keyArgs],
    merge(existing, incoming) {
      const { page, pageSize, items } = incoming;
      if (!existing?.items || !items || !page || !pageSize || page <= 1) return { ...existing, ...incoming };
      return { ...existing, ...incoming, items: [...existing.items.slice(0, (page - 1) * pageSize), ...items] };
    },
  };
}
