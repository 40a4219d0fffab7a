import Button from '@mui/material/Button';
import { Skeleton } from '../Skeleton';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { listMessages } from './listMessages';

export type ListStatus = 'loading' | 'error' | 'ready';

const List = styled('ul')(({ theme }) => ({ display: 'grid', gap: theme.spacing(1.5), margin: 0, padding: 0, listStyle: 'none' }));

const Box = styled('div')(({ theme }) => ({
  display: 'grid',
  justifyItems: 'center',
  gap: theme.spacing(2),
  padding: theme.spacing(4, 2),
  borderRadius: theme.shape.borderRadius,
  border: `1px dashed ${theme.palette.divider}`,
  textAlign: 'center',
}));

const End = styled('p')(({ theme }) => ({
  margin: theme.spacing(2, 0, 0),
  textAlign: 'center',
  fontSize: '0.875rem',
  color: theme.palette.text.secondary,
}));

/** Where a list loaded page by page stands: pages shown so far, of how many, and the items in all. */
export interface ListPaging {
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
  readonly onLoadMore: () => void;
  readonly loadingMore: boolean;
  /** The next page failed: its retry replaces the button. */
  readonly moreFailed?: boolean;
}

export interface ListViewProps<T> {
  readonly status: ListStatus;
  readonly items: readonly T[];
  readonly keyOf: (item: T) => string;
  /** Renders one `<li>`. */
  readonly renderItem: (item: T) => ReactNode;
  /** What an empty list says, and its way forward. */
  readonly empty?: ReactNode;
  readonly onRetry?: () => void;
  /** The list's accessible name. */
  readonly label?: string;
  readonly loadingLabel: string;
  readonly paging?: ListPaging;
  /** "No more" under a complete list; off for short fixed lists. */
  readonly showEnd?: boolean;
}

const Paging = styled('div')(({ theme }) => ({ display: 'grid', justifyItems: 'center', gap: theme.spacing(1.5), marginTop: theme.spacing(2) }));

/** "Page x of y · n in all", then "Load more" (or its retry) while pages remain, else "No more". */
function PagingFooter({ paging }: { paging: ListPaging }) {
  const intl = useIntl();
  const more = paging.page < paging.pageCount;
  return (
    <Paging>
      <End role="status" style={{ margin: 0 }}>
        {intl.formatMessage(listMessages.pageOf, { page: paging.page, pageCount: paging.pageCount, total: paging.total })}
      </End>
      {more && paging.moreFailed && (
        <Typography role="alert" sx={{ fontWeight: 600 }}>
          {intl.formatMessage(listMessages.loadFailed)}
        </Typography>
      )}
      {more ? (
        <Button variant="outlined" size="large" onClick={paging.onLoadMore} disabled={paging.loadingMore} sx={{ minWidth: 200 }}>
          {intl.formatMessage(paging.loadingMore ? listMessages.loadingMore : paging.moreFailed ? listMessages.retry : listMessages.loadMore)}
        </Button>
      ) : (
        <End style={{ margin: 0 }}>{intl.formatMessage(listMessages.noMore)}</End>
      )}
    </Paging>
  );
}

/**
 * Every list of the account pages behaves alike (spec section 4): skeletons while loading, "Load failed. Please
 * retry." with a retry button, an empty state with a way forward, and "No more" under the last item; a list loaded
 * page by page shows "Page x of y" with the total and "Load more" until its last page.
 */
export function ListView<T>({ status, items, keyOf, renderItem, empty, onRetry, label, loadingLabel, paging, showEnd = true }: ListViewProps<T>) {
  const intl = useIntl();
  if (status === 'loading') {
    return (
      <div role="status" aria-busy="true" aria-label={loadingLabel}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={168} sx={{ mb: 1.5, borderRadius: 2 }} />
        ))}
      </div>
    );
  }
  if (status === 'error') {
    return (
      <Box role="alert">
        <Typography>{intl.formatMessage(listMessages.loadFailed)}</Typography>
        {onRetry && (
          <Button variant="contained" size="large" onClick={onRetry}>
            {intl.formatMessage(listMessages.retry)}
          </Button>
        )}
      </Box>
    );
  }
  if (items.length === 0) return <Box>{empty}</Box>;
  return (
    <>
      <List aria-label={label}>{items.map((item) => <Fragment key={keyOf(item)}>{renderItem(item)}</Fragment>)}</List>
      {paging ? <PagingFooter paging={paging} /> : showEnd && <End>{intl.formatMessage(listMessages.noMore)}</End>}
    </>
  );
}

