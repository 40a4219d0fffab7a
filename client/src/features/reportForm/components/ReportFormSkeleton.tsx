import { Skeleton } from '../../../shared/components/Skeleton';
import { useIntl } from 'react-intl';
import { reportFormMessages } from '../messages';

/** The form's shape while the saved test is checked. */
export function ReportFormSkeleton() {
  const intl = useIntl();
  return (
    <div role="status" aria-busy="true" aria-label={intl.formatMessage(reportFormMessages.loading)}>
      <Skeleton variant="text" width="35%" />
      <Skeleton variant="text" width="85%" sx={{ fontSize: '2rem' }} />
      <Skeleton variant="text" width="70%" />
      <Skeleton variant="rounded" height={520} sx={{ mt: 3, borderRadius: 2 }} />
    </div>
  );
}
