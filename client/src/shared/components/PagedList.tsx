import Button from '@mui/material/Button';
import { Skeleton } from './Skeleton';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';

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

const Footer = styled('div')(({ theme }) => ({
  display: 'grid',
  justifyItems: 'center',
  gap: theme.spacing(1.5),
  marginTop: theme.spacing(2),
  '& .note': { margin: 0, fontSize: '0.875rem', color: theme.palette.text.secondary, textAlign: 'center' },
}));

/** The words a paged list speaks, from the feature that shows it. */
export interface PagedListLabels {
  readonly loading: string;
  readonly loadFailed: string;
  readonly retry: string;
  readonly loadMore: string;
  readonly loadingMore: string;
  readonly noMore: string;
  /** "Page x of y · n in all". */
  readonly pageOf: string;
}

export interface PagedListProps<T> {
  readonly status: 'loading' | 'error' | 'ready';
  readonly items: readonly T[];
  readonly keyOf: (item: T) => string;
  /** Renders one `<li>`. */
  readonly renderItem: (item: T) => ReactNode;
  readonly empty: ReactNode;
  readonly onRetry: () => void;
  readonly label: string;
  readonly labels: PagedListLabels;
  readonly paging: { page: number; pageCount: number; onLoadMore: () => void; loadingMore: boolean; moreFailed: boolean } | null;
}

/**
 * A list loaded page by page, in each of its states: skeletons while loading; "load failed" with a retry; an empty
 * state with a way forward; then "page x of y" and "load more" (or its retry) until the last page, then "no more".
 */
export function PagedList<T>({ status, items, keyOf, renderItem, empty, onRetry, label, labels, paging }: PagedListProps<T>) {
  if (status === 'loading') {
    return (
      <div role="status" aria-busy="true" aria-label={labels.loading}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={112} sx={{ mb: 1.5, borderRadius: 2 }} />
        ))}
      </div>
    );
  }
  if (status === 'error') {
    return (
      <Box role="alert">
        <Typography>{labels.loadFailed}</Typography>
        <Button variant="contained" size="large" onClick={onRetry}>
          {labels.retry}
        </Button>
      </Box>
    );
  }
  if (items.length === 0) return <Box>{empty}</Box>;
  const more = paging !== null && paging.page < paging.pageCount;
  return (
    <>
      <List aria-label={label}>{items.map((item) => <Fragment key={keyOf(item)}>{renderItem(item)}</Fragment>)}</List>
      <Footer>
        <p className="note" role="status">{labels.pageOf}</p>
        {more && paging.moreFailed && (
          <Typography role="alert" sx={{ fontWeight: 600 }}>
            {labels.loadFailed}
          </Typography>
        )}
        {more ? (
          <Button variant="outlined" size="large" onClick={paging.onLoadMore} disabled={paging.loadingMore} sx={{ minWidth: 200 }}>
            {paging.loadingMore ? labels.loadingMore : paging.moreFailed ? labels.retry : labels.loadMore}
          </Button>
        ) : (
          <p className="note">{labels.noMore}</p>
        )}
      </Footer>
    </>
  );
}
