import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { type FragmentType, getFragmentData } from '../../../__generated__/fragment-masking';
import { PaymentReceipt_OrderFragmentDoc } from '../../../__generated__/graphql';
import { useLocale } from '../../../i18n/LocaleContext';
import { formatMoney } from '@innerscope/shared/money';
import { cardBrandName } from '@innerscope/shared/cardValidation';
import { successMessages } from '../messages';
import { PaymentSection, SectionTitle } from './PaymentLayout';

const Rows = styled('dl')(({ theme }) => ({
  margin: 0,
  display: 'grid',
  gap: theme.spacing(1),
  '& > div': { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: theme.spacing(2) },
  '& dt': { color: theme.palette.text.secondary, flexShrink: 0 },
  '& dd': { margin: 0, textAlign: 'end', minWidth: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' },
  '& .id': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.875rem' },
  '& .total': { paddingTop: theme.spacing(1), borderTop: `1px solid ${theme.palette.divider}`, fontWeight: 700 },
  '& .total dt': { color: theme.palette.text.primary },
}));

/** The order's display fields (spec section 3): what was paid, when, how, and how it adds up. */
export function OrderReceipt(props: { order: FragmentType<typeof PaymentReceipt_OrderFragmentDoc> }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const order = getFragmentData(PaymentReceipt_OrderFragmentDoc, props.order);
  const money = (amount: number) => formatMoney(amount, order.currency, locale);
  const card = order.paidWith;
  const paidWith =
    card?.brand && card.last4
      ? intl.formatMessage(successMessages.card, { brand: cardBrandName(card.brand), last4: card.last4 })
      : card?.brand
        ? cardBrandName(card.brand)
        : null;

  return (
    <PaymentSection aria-labelledby="payment-receipt-title">
      <SectionTitle id="payment-receipt-title">{intl.formatMessage(successMessages.receipt)}</SectionTitle>
      <Rows>
        <div>
          <dt>{intl.formatMessage(successMessages.orderId)}</dt>
          <dd className="id">{order.orderNumber}</dd>
        </div>
        {order.paidAt && (
          <div>
            <dt>{intl.formatMessage(successMessages.paymentDate)}</dt>
            <dd>{intl.formatDate(order.paidAt, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
          </div>
        )}
        {paidWith && (
          <div>
            <dt>{intl.formatMessage(successMessages.paidWith)}</dt>
            <dd>{paidWith}</dd>
          </div>
        )}
        <div>
          <dt>{intl.formatMessage(successMessages.currency)}</dt>
          <dd>{order.currency.toUpperCase()}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(successMessages.subtotal)}</dt>
          <dd>{money(order.subtotal)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(successMessages.discount)}</dt>
          <dd>{money(order.discount > 0 ? -order.discount : 0)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(successMessages.tax)}</dt>
          <dd>{money(order.tax)}</dd>
        </div>
        <div className="total">
          <dt>{intl.formatMessage(successMessages.total)}</dt>
          <dd>{money(order.total)}</dd>
        </div>
      </Rows>
    </PaymentSection>
  );
}
