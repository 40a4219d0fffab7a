import { styled } from '@mui/material/styles';
import { useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { type FragmentType, getFragmentData } from '../../../__generated__/fragment-masking';
import {
  PaymentOrderSummary_OrderFragmentDoc,
  type PaymentOrderSummary_OrderFragment,
} from '../../../__generated__/graphql';
import { useLocale } from '../../../i18n/LocaleContext';
import { formatMoney } from '@innerscope/shared/money';
import { examReportItemMessages, summaryMessages } from '../messages';
import { EmailEditor } from './EmailEditor';
import { PaymentSection, PRICE_FONT_SIZE, SectionTitle } from './PaymentLayout';

const Item = styled('div')(({ theme }) => ({
  '& .name': { margin: 0, fontWeight: 700, fontSize: PRICE_FONT_SIZE },
  '& .note': { margin: theme.spacing(0.5, 0, 0), fontSize: '0.9375rem', color: theme.palette.text.secondary },
}));

const Rows = styled('dl')(({ theme }) => ({
  margin: 0,
  display: 'grid',
  gap: theme.spacing(0.75),
  fontSize: PRICE_FONT_SIZE,
  '& > div': { display: 'flex', justifyContent: 'space-between', gap: theme.spacing(2) },
  '& dt, & dd': { margin: 0 },
  '& dd': { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  '& .total': {
    paddingTop: theme.spacing(1),
    borderTop: `1px solid ${theme.palette.divider}`,
    fontWeight: 700,
  },
}));

/** Same size as the prices, never smaller (UX: honest terms). */
const Terms = styled('div')(({ theme }) => ({
  padding: theme.spacing(1.5, 2),
  borderRadius: 12,
  backgroundColor: `color-mix(in srgb, ${theme.palette.secondary.main} 14%, ${theme.palette.background.paper})`,
  fontSize: PRICE_FONT_SIZE,
  lineHeight: 1.55,
  '& p': { margin: 0 },
  '& p + p': { marginTop: theme.spacing(0.75) },
}));

/** Spaces made non-breaking, so a date or an amount never breaks across lines ("2026년 12월 / 4일"). */
const whole = (text: string) => text.replace(/ /g, '\u00A0');

type Summary = PaymentOrderSummary_OrderFragment;

function itemName(intl: IntlShape, sku: Summary['sku'], examCode: string): string {
  if (sku.kind === 'plan') return intl.formatMessage(summaryMessages.itemPlan);
  if (sku.kind === 'package') return intl.formatMessage(summaryMessages.itemPackage, { step: sku.step ?? 'other' });
  const named = Object.hasOwn(examReportItemMessages, examCode) ? examReportItemMessages[examCode as keyof typeof examReportItemMessages] : null;
  return intl.formatMessage(named ?? summaryMessages.itemReport);
}

/** What the plan costs after today, stated before any payment field; null for one-off purchases. */
function renewalTerms(intl: IntlShape, order: Summary, money: (amount: number) => string): string | null {
  const { consent } = order;
  if (order.sku.kind !== 'plan' || consent.renewalAmount === null || !consent.firstChargeAt) return null;
  const renewal = intl.formatMessage(summaryMessages.renewal, {
    amount: money(consent.renewalAmount),
    interval: consent.interval ?? 'other',
    count: consent.intervalCount ?? 1,
  });
  const values = {
    today: whole(money(order.total)),
    renewal: whole(renewal),
    date: whole(intl.formatDate(consent.firstChargeAt, { dateStyle: 'long' })),
    days: consent.trialDays,
  };
  return intl.formatMessage(consent.trialDays > 0 ? summaryMessages.trialTerms : summaryMessages.renewTerms, values);
}

export interface OrderSummaryProps {
  readonly order: FragmentType<typeof PaymentOrderSummary_OrderFragmentDoc>;
  /** While a payment is on its way the e-mail cannot be changed. */
  readonly busy: boolean;
  /** The code of the exam the order is for (`DEPS`): a one-off report is named for it. */
  readonly examCode: string;
}

/** What is bought, what is due today and, for plans, what happens after: all before any payment field. */
export function OrderSummary(props: OrderSummaryProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const order = getFragmentData(PaymentOrderSummary_OrderFragmentDoc, props.order);
  const [email, setEmail] = useState<string | null>(null);
  const money = (amount: number) => formatMoney(amount, order.currency, locale);
  const terms = renewalTerms(intl, order, money);
  const delivered = order.sku.kind !== 'package';

  return (
    <PaymentSection aria-labelledby="payment-summary-title">
      <SectionTitle id="payment-summary-title">{intl.formatMessage(summaryMessages.title)}</SectionTitle>
      <Item>
        <p className="name">{itemName(intl, order.sku, props.examCode)}</p>
        {delivered && <p className="note">{intl.formatMessage(summaryMessages.reportIncluded)}</p>}
      </Item>
      <Rows>
        {(order.discount > 0 || order.tax > 0) && (
          <div>
            <dt>{intl.formatMessage(summaryMessages.subtotal)}</dt>
            <dd>{money(order.subtotal)}</dd>
          </div>
        )}
        {order.discount > 0 && (
          <div>
            <dt>{intl.formatMessage(summaryMessages.discount, { code: order.promoCode ?? 'none' })}</dt>
            <dd>{money(-order.discount)}</dd>
          </div>
        )}
        {order.tax > 0 && (
          <div>
            <dt>{intl.formatMessage(summaryMessages.tax)}</dt>
            <dd>{money(order.tax)}</dd>
          </div>
        )}
        <div className="total">
          <dt>{intl.formatMessage(summaryMessages.dueToday)}</dt>
          <dd>{money(order.total)}</dd>
        </div>
      </Rows>
      {terms && (
        <Terms>
          <p>{terms}</p>
          <p>{intl.formatMessage(summaryMessages.cancelAnyTime)}</p>
        </Terms>
      )}
      <EmailEditor
        orderNumber={order.orderNumber}
        email={email ?? order.email}
        onSaved={setEmail}
        disabled={props.busy}
      />
    </PaymentSection>
  );
}
