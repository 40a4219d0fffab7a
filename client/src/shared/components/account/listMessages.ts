import { defineMessages, type NoMessageValues } from 'react-intl';

/**
 * What every list of the account pages says (spec section 4): "Load failed. Please retry." with its retry, the
 * paging line and button ("page x of y" and the total, load more) and "No more" under the last item.
 */
export const listMessages = defineMessages<{
  pageOf: { page: number; pageCount: number; total: number };
  loadMore: NoMessageValues;
  loadingMore: NoMessageValues;
  loadFailed: NoMessageValues;
  retry: NoMessageValues;
  noMore: NoMessageValues;
}>({
  pageOf: {
    id: 'account.list.pageOf',
    defaultMessage: 'Page {page, number} of {pageCount, number} · {total, number} in all',
    description: 'Under a list loaded page by page: how many pages are shown of how many, and how many items there are in all',
  },
  loadMore: { id: 'account.list.loadMore', defaultMessage: 'Load more', description: 'Button under a list that shows its next page' },
  loadingMore: { id: 'account.list.loadingMore', defaultMessage: 'Loading…', description: 'The load-more button while the next page loads' },
  loadFailed: { id: 'account.reports.loadFailed', defaultMessage: 'Load failed. Please retry.', description: 'When the list could not be loaded' },
  retry: { id: 'account.reports.retry', defaultMessage: 'Retry', description: 'Button that loads the list again' },
  noMore: { id: 'account.reports.noMore', defaultMessage: 'No more', description: 'Under the last item of a list: everything is shown' },
});
