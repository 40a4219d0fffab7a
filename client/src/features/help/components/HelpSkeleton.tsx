import { Skeleton } from '../../../shared/components/Skeleton';
import { useIntl } from 'react-intl';
import { helpMessages } from '../messages';

/** The sections' shape while the entries load. */
export function HelpSkeleton() {
  const intl = useIntl();
  return (
    <div role="status" aria-busy="true" aria-label={intl.formatMessage(helpMessages.loading)}>
      {[3, 3, 4].map((rows, section) => (
        <div key={section} style={{ marginTop: 32 }}>
          <Skeleton variant="text" width="45%" sx={{ fontSize: '1.5rem' }} />
          {Array.from({ length: rows }, (_, row) => (
            <Skeleton key={row} variant="rounded" height={48} sx={{ mt: 1, borderRadius: 2 }} />
          ))}
        </div>
      ))}
    </div>
  );
}
