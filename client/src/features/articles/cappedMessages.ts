import { defineMessages, type NoMessageValues } from 'react-intl';

type Catalogue<Plain extends string, Valued = NoMessageValues> = Record<Plain, NoMessageValues> & Valued;

/** A search that matched more articles than it ranks: the total shown is a lower bound, and the pages end early. */
export const cappedSearchMessages = defineMessages<Catalogue<never, { pageOf: { page: number; pageCount: number; total: number }; noMore: { total: number } }>>({
  pageOf: {
    id: 'articles.list.pageOfCapped',
    defaultMessage: 'Page {page} of {pageCount} · more than {total} results',
    description: 'Under a search result list that matched more articles than are shown: pages shown of how many, and that there are more than {total} matches',
  },
  noMore: {
    id: 'articles.list.noMoreCapped',
    defaultMessage: 'These are the best {total} matches. Add a word to narrow the search.',
    description: 'Under the last page of a search that matched more articles than are shown; {total} is how many are shown',
  },
});
