import { useIntl } from 'react-intl';
import { TermsText } from '../../../shared/components/checkout/checkoutStyles';
import { useUnsubscribeLink } from '../../../shared/components/checkout/useUnsubscribeLink';
import { chargeToday, firstFullChargeDate, type PricedSku } from '../../plan/pricing';
import { useCheckoutFormat } from '../../plan/useCheckoutFormat';
import { upgradeTermsMessages } from '../messages';

export interface UpgradeTermsProps {
  readonly premium: PricedSku & { readonly interval: NonNullable<PricedSku['interval']> };
  /** Whether the plan being replaced is in its trial, which ends with it. */
  readonly endsTrial: boolean;
  readonly codeExamId: string;
  /** The day the page counts from: premium is billed today and renews a period later. */
  readonly today: Date;
}

/**
 * What the upgrade does, before the button and in text as large as the price: today's charge, the end of the
 * current plan (and trial), the renewal of premium and its next date, no refund for a started period, and how
 * to cancel.
 */
export function UpgradeTerms({ premium, endsTrial, codeExamId, today }: UpgradeTermsProps) {
  const intl = useIntl();
  const format = useCheckoutFormat();
  const unsubscribe = useUnsubscribeLink(codeExamId);
  const { currency, amount } = premium.price;
  const next = firstFullChargeDate(premium, today) ?? today;
  const values = {
    today: format.money(chargeToday(premium), currency),
    price: format.money(amount, currency),
    date: format.longDate(next),
    unsubscribe,
    ...format.period(premium),
  };
  return (
    <TermsText data-testid="upgrade-terms">
      {intl.formatMessage(endsTrial ? upgradeTermsMessages.replacesTrial : upgradeTermsMessages.replacesPlan, values)}
    </TermsText>
  );
}
