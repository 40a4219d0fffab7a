import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import { Skeleton } from '../../../shared/components/Skeleton';
import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { counterMessages } from '../messages';

export const Grid = styled('dl')(({ theme }) => ({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.spacing(1.5),
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
}));

export const Item = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: theme.spacing(0.5),
  minHeight: 104,
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
}));

/** Placeholders the size of the figures, so nothing moves when they arrive. */
export function CountersSkeleton() {
  const intl = useIntl();
  return (
    <div role="status" aria-busy="true" aria-label={intl.formatMessage(counterMessages.loading)}>
      <Grid aria-busy="true">
        {[0, 1, 2, 3].map((key) => (
          <Item key={key}>
            <Skeleton variant="text" width="70%" sx={{ fontSize: '0.875rem' }} />
            <Skeleton variant="text" width="55%" sx={{ fontSize: 'clamp(1.25rem, 5.4vw, 1.75rem)' }} />
          </Item>
        ))}
      </Grid>
      {/* The line that says how the report arrives. */}
      <Skeleton variant="text" width="60%" height={32} sx={{ mt: 1.5 }} />
    </div>
  );
}

const ErrorBox = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(1.5),
  minHeight: 104,
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
}));

/** Shown when the figures could not be loaded, with a way to try again. */
export function CountersError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <ErrorBox role="alert">
      <span>{intl.formatMessage(counterMessages.error)}</span>
      <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onRetry}>
        {intl.formatMessage(counterMessages.retry)}
      </Button>
    </ErrorBox>
  );
}
