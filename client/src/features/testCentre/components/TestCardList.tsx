import Button from '@mui/material/Button';
import { Skeleton } from '../../../shared/components/Skeleton';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { FragmentType } from '../../../__generated__/fragment-masking';
import { testCentreMessages as m } from '../messages';
import { TestCard, type TestCardFragment } from './TestCard';

export type ListStatus = 'loading' | 'error' | 'ready';

export const CardGrid = styled('ul')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 230px), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

const Box = styled('div')(({ theme }) => ({
  display: 'grid',
  justifyItems: 'center',
  gap: theme.spacing(2),
  padding: theme.spacing(3, 2),
  borderRadius: theme.shape.borderRadius,
  border: `1px dashed ${theme.palette.divider}`,
  textAlign: 'center',
}));

export interface TestCardListProps {
  readonly status: ListStatus;
  readonly cards: readonly FragmentType<typeof TestCardFragment>[];
  /** What an empty list says. */
  readonly empty: string;
  readonly onRetry: () => void;
  /** The list's accessible name. */
  readonly label: string;
  /** How many skeleton cards stand in while loading. */
  readonly skeletons?: number;
}

/**
 * Every list of the test centre behaves alike: skeleton cards while loading, "Load failed" with a retry, an empty
 * state that says why, else the cards.
 */
export function TestCardList({ status, cards, empty, onRetry, label, skeletons = 4 }: TestCardListProps) {
  const intl = useIntl();
  if (status === 'loading') {
    return (
      <CardGrid role="status" aria-busy="true" aria-label={intl.formatMessage(m.loading)}>
        {Array.from({ length: skeletons }, (_, i) => (
          <li key={i}>
            <Skeleton variant="rounded" height={132} sx={{ borderRadius: 2 }} />
          </li>
        ))}
      </CardGrid>
    );
  }
  if (status === 'error') {
    return (
      <Box role="alert">
        <Typography>{intl.formatMessage(m.loadFailed)}</Typography>
        <Button variant="contained" onClick={onRetry}>
          {intl.formatMessage(m.retry)}
        </Button>
      </Box>
    );
  }
  if (cards.length === 0) {
    return (
      <Box>
        <Typography color="text.secondary">{empty}</Typography>
      </Box>
    );
  }
  return (
    <CardGrid aria-label={label}>
      {cards.map((card, i) => (
        <TestCard key={i} card={card} />
      ))}
    </CardGrid>
  );
}

/** Where a query stands, as a list shows it: data wins, an error with nothing to show is an error. */
export function statusOf(query: { data?: unknown; error?: unknown; loading: boolean }): ListStatus {
  if (query.data) return 'ready';
  return query.error && !query.loading ? 'error' : 'loading';
}
