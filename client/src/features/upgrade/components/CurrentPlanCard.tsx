import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import type { BillingInterval, SubscriptionStatus } from '../../../__generated__/graphql';
import { Surface } from '../../../shared/components/checkout/checkoutStyles';
import { useCheckoutFormat } from '../../plan/useCheckoutFormat';
import { currentPlanMessages } from '../messages';

/** The fields of the current subscription the card puts in words. */
export interface CurrentPlan {
  readonly status: SubscriptionStatus;
  readonly amount: number;
  readonly currency: string;
  readonly interval: BillingInterval;
  readonly intervalCount: number;
  readonly currentPeriodEnd: string;
  readonly nextChargeAt?: string | null;
}

const Heading = styled('h2')({ margin: 0, fontSize: '1rem' });
const Line = styled('p')({ margin: 0 });

export interface CurrentPlanCardProps {
  readonly plan: CurrentPlan;
  /** The trial length the buyer agreed to; 0 when it is not known. */
  readonly trialDays: number;
}

/** The plan the upgrade replaces: "You are on the 7-day trial, then $29.99 a month", and what happens next. */
export function CurrentPlanCard({ plan, trialDays }: CurrentPlanCardProps) {
  const intl = useIntl();
  const format = useCheckoutFormat();
  const values = {
    price: format.money(plan.amount, plan.currency),
    interval: plan.interval,
    count: Math.max(1, plan.intervalCount),
  };
  const date = (iso: string) => format.longDate(new Date(iso));
  const plain =
    plan.status !== 'TRIALING'
      ? intl.formatMessage(currentPlanMessages.plan, values)
      : trialDays > 0
        ? intl.formatMessage(currentPlanMessages.trial, { ...values, days: trialDays })
        : intl.formatMessage(currentPlanMessages.trialNoDays, values);
  const next = (() => {
    switch (plan.status) {
      case 'TRIALING':
        return intl.formatMessage(currentPlanMessages.trialEnds, { date: date(plan.currentPeriodEnd) });
      case 'ACTIVE':
        return intl.formatMessage(currentPlanMessages.nextCharge, { date: date(plan.nextChargeAt ?? plan.currentPeriodEnd) });
      case 'CANCELLED':
        return intl.formatMessage(currentPlanMessages.cancelled, { date: date(plan.currentPeriodEnd) });
      case 'PAST_DUE':
        return intl.formatMessage(currentPlanMessages.pastDue);
      case 'EXPIRED':
        return null;
    }
  })();
  return (
    <Surface aria-labelledby="upgrade-current-title">
      <Heading id="upgrade-current-title">{intl.formatMessage(currentPlanMessages.title)}</Heading>
      <Line data-testid="upgrade-current-plan">{plain}</Line>
      {next && <Line sx={{ color: 'text.secondary' }}>{next}</Line>}
    </Surface>
  );
}
