import { Skeleton } from '../Skeleton';
import { useIntl } from 'react-intl';
import { resultMessages } from '../../../features/result/messages';

/** The result's shape while it loads: the hero, then the five bars. */
export function ResultSkeleton() {
  const intl = useIntl();
  return (
    <div role="status" aria-busy="true" aria-label={intl.formatMessage(resultMessages.loading)}>
      <Skeleton variant="rounded" height={300} sx={{ borderRadius: 3 }} />
      <Skeleton variant="text" width="90%" sx={{ mt: 3 }} />
      <Skeleton variant="text" width="80%" />
      <Skeleton variant="text" width="60%" />
      {[0, 1, 2, 3, 4].map((key) => (
        <Skeleton key={key} variant="rounded" height={104} sx={{ mt: 2, borderRadius: 2 }} />
      ))}
    </div>
  );
}
