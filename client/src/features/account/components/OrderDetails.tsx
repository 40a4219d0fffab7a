import ExpandMore from '@mui/icons-material/ExpandMore';
import { styled } from '@mui/material/styles';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { AccountOrderCard_OrderFragment } from '../../../__generated__/graphql';
import { useLocale } from '../../../i18n/LocaleContext';
import { formatMoney } from '@innerscope/shared/money';
import { orderDetailMessages as m } from '../orderDetailMessages';

const Fold = styled('details')(({ theme }) => ({
  marginTop: theme.spacing(0.5),
  '& summary': {
    minHeight: 44,
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    listStyle: 'none',
    cursor: 'pointer',
    fontWeight: 600,
    color: theme.palette.primary.main,
  },
  '& summary::-webkit-details-marker': { display: 'none' },
  '& summary svg': { transition: 'transform 150ms' },
  '&[open] summary svg': { transform: 'rotate(180deg)' },
  '& summary:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2, borderRadius: 4 },
  '& dl': { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: theme.spacing(0.75, 2), margin: theme.spacing(1, 0, 0) },
  '& dt': { color: theme.palette.text.secondary },
  // Order and transaction references are long and unbroken: they wrap anywhere rather than widen the card.
  '& dd': { margin: 0, textAlign: 'end', overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' },
  '& .total': { fontWeight: 700 },
}));

type Order = Pick<AccountOrderCard_OrderFragment, 'orderNumber' | 'transactionId' | 'paidAt' | 'currency' | 'subtotal' | 'discount' | 'tax' | 'total'>;

/** The receipt lines of an order, folded away under the card: order and transaction ids, date, and the amounts. */
export function OrderDetails({ order, paid }: { order: Order; paid: boolean }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  const rows: [MessageDescriptor, string, string?][] = [
    [m.orderId, order.orderNumber],
    [m.transactionId, order.transactionId ?? intl.formatMessage(m.notPaid)],
    [m.paymentDate, paid && order.paidAt ? intl.formatDate(order.paidAt, { dateStyle: 'medium', timeStyle: 'short' }) : intl.formatMessage(m.notPaid)],
    [m.currency, order.currency],
    [m.subtotal, money(order.subtotal)],
    [m.discount, order.discount > 0 ? `−${money(order.discount)}` : money(0)],
    [m.tax, money(order.tax)],
    [m.total, money(order.total), 'total'],
    ...(paid ? ([[m.amountPaid, money(order.total)]] as [MessageDescriptor, string][]) : []),
  ];
  return (
    <Fold>
      <summary>
        {intl.formatMessage(m.show)}
        <ExpandMore aria-hidden fontSize="small" />
      </summary>
      <dl>
        {rows.map(([label, value, className]) => (
          <div key={label.id} style={{ display: 'contents' }}>
            <dt>{intl.formatMessage(label)}</dt>
            <dd className={className}>{value}</dd>
          </div>
        ))}
      </dl>
    </Fold>
  );
}
