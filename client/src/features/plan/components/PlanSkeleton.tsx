import type { MessageDescriptor } from 'react-intl';
import { CheckoutSkeleton } from '../../../shared/components/checkout/CheckoutSkeleton';
import { planMessages } from '../messages';

/** The plan page's shape while the test and the plans load. */
export function PlanSkeleton({ label = planMessages.loading }: { label?: MessageDescriptor }) {
  return <CheckoutSkeleton label={label} />;
}
