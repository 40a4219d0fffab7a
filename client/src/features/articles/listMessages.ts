import { defineMessages, type IntlShape, type NoMessageValues } from 'react-intl';
import type { PagedListLabels } from '../../shared/components/PagedList';

type Catalogue<Plain extends string, Valued = NoMessageValues> = Record<Plain, NoMessageValues> & Valued;

/** The words of the content lists (articles and notices): their states and paging. */
export const contentListMessages = defineMessages<Catalogue<'loading' | 'loadFailed' | 'retry' | 'loadMore' | 'loadingMore' | 'noMore' | 'search' | 'clear', { pageOf: { page: number; pageCount: number; total: number } }>>({
  loading: { id: 'articles.list.loading', defaultMessage: 'Loading…', description: 'Accessible label of a list while it loads' },
  loadFailed: { id: 'articles.list.loadFailed', defaultMessage: 'Load failed. Please retry.', description: 'A list or its next page could not be loaded' },
  retry: { id: 'articles.list.retry', defaultMessage: 'Retry', description: 'Button that loads a failed list again' },
  loadMore: { id: 'articles.list.loadMore', defaultMessage: 'Load more', description: 'Button under a list that loads its next page' },
  loadingMore: { id: 'articles.list.loadingMore', defaultMessage: 'Loading…', description: 'The load-more button while the next page loads' },
  noMore: { id: 'articles.list.noMore', defaultMessage: 'No more', description: 'Under the last item of a list' },
  pageOf: {
    id: 'articles.list.pageOf',
    defaultMessage: 'Page {page} of {pageCount} · {total} in all',
    description: 'Under a list: how many pages are shown of how many, and the number of items in all',
  },
  search: { id: 'articles.list.search', defaultMessage: 'Search', description: 'Button that runs a search' },
  clear: { id: 'articles.list.clear', defaultMessage: 'Clear search', description: 'Button that empties the search box and shows the whole list' },
});

/** The state and paging words of a content list (`PagedList`), with the page it shows when there is one. */
export function contentListLabels(intl: IntlShape, page: { page: number; pageCount: number; total: number } | null | undefined): PagedListLabels {
  const m = contentListMessages;
  return {
    loading: intl.formatMessage(m.loading),
    loadFailed: intl.formatMessage(m.loadFailed),
    retry: intl.formatMessage(m.retry),
    loadMore: intl.formatMessage(m.loadMore),
    loadingMore: intl.formatMessage(m.loadingMore),
    noMore: intl.formatMessage(m.noMore),
    pageOf: page ? intl.formatMessage(m.pageOf, { page: page.page, pageCount: page.pageCount, total: page.total }) : '',
  };
}
