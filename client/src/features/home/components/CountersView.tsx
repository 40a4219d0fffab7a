import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { FormattedNumber, useIntl } from 'react-intl';
import type { HomeCountersQuery } from '../../../__generated__/graphql';
import { counterMessages } from '../messages';

export type HomeCounters = HomeCountersQuery['homeCounters'];

const Grid = styled('dl')(({ theme }) => ({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.spacing(1.5),
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
}));

const Item = styled('div')(({ theme }) => ({
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

const Value = styled('dd')(({ theme }) => ({
  margin: 0,
  // Seven-digit totals must fit half of a 360 px screen on one line.
  fontSize: 'clamp(1.25rem, 5.4vw, 1.75rem)',
  fontWeight: 700,
  lineHeight: 1.2,
  color: theme.palette.primary.main,
  whiteSpace: 'nowrap',
}));

const Label = styled('dt')(({ theme }) => ({
  fontSize: '0.875rem',
  lineHeight: 1.4,
  color: theme.palette.text.secondary,
}));

const Detail = styled('span')(({ theme }) => ({
  display: 'block',
  fontSize: '0.8125rem',
  fontWeight: 400,
  color: theme.palette.text.secondary,
}));

function Counter({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Item>
      <Label>{label}</Label>
      <Value>{children}</Value>
    </Item>
  );
}

/** The home figures. The accuracy rating only appears once somebody has rated. */
export function CountersGrid({ counters }: { counters: HomeCounters }) {
  const intl = useIntl();
  const regionName = counters.region
    ? (intl.formatDisplayName(counters.region, { type: 'region', fallback: 'code' }) ?? counters.region)
    : null;
  return (
    <Grid>
      <Counter label={intl.formatMessage(counterMessages.takenToday)}>
        <FormattedNumber value={counters.takenToday} />
      </Counter>
      <Counter
        label={
          regionName
            ? intl.formatMessage(counterMessages.inRegion, { region: regionName })
            : intl.formatMessage(counterMessages.inYourRegion)
        }
      >
        <FormattedNumber value={counters.inRegion} />
      </Counter>
      <Counter label={intl.formatMessage(counterMessages.totalCompleted)}>
        <FormattedNumber value={counters.totalCompleted} />
      </Counter>
      {counters.accuracyRating !== null && (
        <Counter label={intl.formatMessage(counterMessages.accuracy)}>
          {intl.formatMessage(counterMessages.accuracyValue, { rating: counters.accuracyRating })}
          <Detail>{intl.formatMessage(counterMessages.ratingCount, { count: counters.ratingCount })}</Detail>
        </Counter>
      )}
    </Grid>
  );
}

/** Placeholders the size of the figures, so nothing moves when they arrive. */
export function CountersSkeleton() {
  const intl = useIntl();
  return (
    <Grid aria-busy="true" aria-label={intl.formatMessage(counterMessages.loading)}>
      {[0, 1, 2, 3].map((key) => (
        <Item key={key}>
          <Skeleton variant="text" width="70%" sx={{ fontSize: '0.875rem' }} />
          <Skeleton variant="text" width="55%" sx={{ fontSize: 'clamp(1.25rem, 5.4vw, 1.75rem)' }} />
        </Item>
      ))}
    </Grid>
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
