import { Skeleton } from '../Skeleton';
import { useIntl } from 'react-intl';
import { reportStateMessages } from '../../../features/report/messages';

/** The report's shape while it loads: the hero, the toolbar, the tabs and the first sections. */
export function ReportSkeleton() {
  const intl = useIntl();
  return (
    <div role="status" aria-busy="true" aria-label={intl.formatMessage(reportStateMessages.loading)}>
      <Skeleton variant="rounded" height={320} sx={{ borderRadius: 3 }} />
      <Skeleton variant="rounded" height={140} sx={{ mt: 2, borderRadius: 2 }} />
      <Skeleton variant="rounded" height={52} sx={{ mt: 3 }} />
      <Skeleton variant="rounded" height={48} sx={{ mt: 3, borderRadius: 2 }} />
      <Skeleton variant="text" width="50%" height={40} sx={{ mt: 3 }} />
      <Skeleton variant="text" width="95%" />
      <Skeleton variant="text" width="90%" />
      <Skeleton variant="text" width="70%" />
      <Skeleton variant="rounded" height={120} sx={{ mt: 2, borderRadius: 2 }} />
    </div>
  );
}
