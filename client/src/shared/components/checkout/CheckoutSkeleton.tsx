import { Skeleton } from '../Skeleton';
import { type MessageDescriptor, useIntl } from 'react-intl';

/** A checkout page's shape (heading, offers, button) while it loads; `label` says what is loading. */
export function CheckoutSkeleton({ label }: { label: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <div role="status" aria-busy="true" aria-label={intl.formatMessage(label)}>
      <Skeleton variant="text" width="55%" />
      <Skeleton variant="text" width="80%" sx={{ fontSize: '2rem' }} />
      <Skeleton variant="text" width="90%" />
      <Skeleton variant="rounded" height={64} sx={{ mt: 3, borderRadius: 2 }} />
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} variant="rounded" height={150} sx={{ mt: 1.5, borderRadius: 2 }} />
      ))}
      <Skeleton variant="rounded" height={56} sx={{ mt: 3, borderRadius: 999 }} />
    </div>
  );
}
