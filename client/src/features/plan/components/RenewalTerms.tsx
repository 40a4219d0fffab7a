import { useIntl } from 'react-intl';
import { termsMessages } from '../messages';
import { firstFullChargeDate, hasTrial, isRecurring, type PricedSku } from '../pricing';
import { useCheckoutFormat } from '../useCheckoutFormat';
import { TermsText, Unbroken } from '../../../shared/components/checkout/checkoutStyles';
import { useUnsubscribeLink } from '../../../shared/components/checkout/useUnsubscribeLink';

export interface RenewalTermsProps {
  readonly sku: PricedSku;
  /** Today's charge, promo code included. */
  readonly dueToday: number;
  readonly codeExamId: string;
  /** The day the page counts from; the first full charge is a trial or a period after it. */
  readonly today: Date;
}

/**
 * What the visitor agrees to, before any payment step and in text as large as the prices: today's charge, the
 * trial, the full price and its period, the date of the first full charge, the automatic renewal and how to
 * cancel it.
 */
export function RenewalTerms({ sku, dueToday, codeExamId, today }: RenewalTermsProps) {
  const intl = useIntl();
  const format = useCheckoutFormat();
  const unsubscribe = useUnsubscribeLink(codeExamId);
  const { currency, amount } = sku.price;
  const todayText = format.money(dueToday, currency);
  const date = firstFullChargeDate(sku, today);
  if (!isRecurring(sku) || !date) {
    return <TermsText>{intl.formatMessage(termsMessages.oneOff, { today: todayText })}</TermsText>;
  }
  const values = {
    today: todayText,
    price: format.money(amount, currency),
    date: <Unbroken>{format.longDate(date)}</Unbroken>,
    days: sku.trialDays,
    unsubscribe,
    ...format.period(sku),
  };
  return (
    <TermsText data-testid="plan-terms">
      {intl.formatMessage(hasTrial(sku) ? termsMessages.trial : termsMessages.noTrial, values)}{' '}
      {intl.formatMessage(termsMessages.noRefund)}
    </TermsText>
  );
}
