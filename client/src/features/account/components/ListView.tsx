import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { reportListMessages } from '../messages';

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
}

/**
 * Every list of the account pages behaves alike (spec section 4): skeletons while loading, "Load failed. Please
 * retry." with a retry button, an empty state with a way forward, and "No more" under the last item.
 */
export function ListView<T>({ status, items, keyOf, renderItem, empty, onRetry, label, loadingLabel }: ListViewProps<T>) {
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
        <Typography>{intl.formatMessage(reportListMessages.loadFailed)}</Typography>
        {onRetry && (
          <Button variant="contained" size="large" onClick={onRetry}>
            {intl.formatMessage(reportListMessages.retry)}
          </Button>
        )}
      </Box>
    );
  }
  if (items.length === 0) return <Box>{empty}</Box>;
  return (
    <>
      <List aria-label={label}>{items.map((item) => <Fragment key={keyOf(item)}>{renderItem(item)}</Fragment>)}</List>
      <End>{intl.formatMessage(reportListMessages.noMore)}</End>
    </>
  );
}

