import { defineMessages, type NoMessageValues } from 'react-intl';

/** The paging line and button every long list shares (spec: "page x of y" and the total, load more, no more). */
export const listMessages = defineMessages<{
  pageOf: { page: number; pageCount: number; total: number };
  loadMore: NoMessageValues;
  loadingMore: NoMessageValues;
}>({
  pageOf: {
    id: 'account.list.pageOf',
    defaultMessage: 'Page {page, number} of {pageCount, number} · {total, number} in all',
    description: 'Under a list loaded page by page: how many pages are shown of how many, and how many items there are in all',
  },
  loadMore: { id: 'account.list.loadMore', defaultMessage: 'Load more', description: 'Button under a list that shows its next page' },
  loadingMore: { id: 'account.list.loadingMore', defaultMessage: 'Loading…', description: 'The load-more button while the next page loads' },
});
