import { Skeleton } from '../../../shared/components/Skeleton';

/** A shape while something of the payment page loads, named for screen readers. */
export function PaymentSkeleton({ label, height = 420 }: { label: string; height?: number }) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      <Skeleton variant="text" width="60%" sx={{ fontSize: '1.75rem' }} />
      <Skeleton variant="rounded" height={height} sx={{ mt: 2, borderRadius: 2 }} />
    </div>
  );
}
