import { Skeleton } from '../../../shared/components/Skeleton';
import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { questionMessages } from '../messages';

const Card = styled('div')(({ theme }) => ({
  marginTop: theme.spacing(2),
  padding: theme.spacing(2.5, 2, 1.5),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4, 4, 2.5) },
}));

const Circles = styled('div')({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  justifyItems: 'center',
  alignItems: 'center',
  minHeight: 72,
});

const CIRCLES = [52, 44, 37, 32, 37, 44, 52];

/** The question page's shape while the statements and the saved answers load, so nothing moves when they come. */
export function QuestionSkeleton() {
  const intl = useIntl();
  return (
    <div aria-busy="true" aria-label={intl.formatMessage(questionMessages.loading)} role="status">
      <Skeleton variant="text" width="40%" sx={{ fontSize: '0.9375rem' }} />
      <Skeleton variant="rounded" height={8} sx={{ borderRadius: 999, mt: 1 }} />
      <div style={{ height: 20 }} />
      <Card>
        <Skeleton variant="text" width="35%" sx={{ fontSize: '0.875rem', mb: 1 }} />
        <div style={{ minHeight: '5.8em', fontSize: 'clamp(1.25rem, 1rem + 1.4vw, 1.625rem)' }}>
          <Skeleton variant="text" width="95%" />
          <Skeleton variant="text" width="70%" />
        </div>
        <Circles style={{ marginTop: 20 }}>
          {CIRCLES.map((size, index) => (
            <Skeleton key={index} variant="circular" width={size} height={size} />
          ))}
        </Circles>
        <div style={{ height: 24 }} />
      </Card>
    </div>
  );
}
