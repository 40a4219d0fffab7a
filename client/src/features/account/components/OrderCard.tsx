import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { type FragmentType, getFragmentData } from '../../../__generated__/fragment-masking';
import { type AccountOrderCard_OrderFragment, AccountOrderCard_OrderFragmentDoc, type OrderStatus } from '../../../__generated__/graphql';
import { useLocale } from '../../../i18n/LocaleContext';
import { formatMoney } from '@innerscope/shared/money';
import { paymentLink, reportLink } from '../accountPaths';
import { reportListMessages, skuMessages } from '../messages';
import { OrderDetails } from './OrderDetails';
import { OrderEmailLine } from './OrderEmailLine';

const Card = styled('li')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(0.75),
  padding: theme.spacing(2.5, 2),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  '& .head': { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: theme.spacing(0.5, 1.5) },
  '& .state': { fontSize: '0.875rem', fontWeight: 600, color: theme.palette.text.secondary },
  '& .failed': { color: '#8C1D18' },
  '& a': { marginTop: theme.spacing(1) },
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3) },
}));

type Sku = AccountOrderCard_OrderFragment['sku'];

/** What the order bought, in words: the report, or the plan by its billing period. */
export function skuName(intl: IntlShape, sku: Sku): string {
  if (sku.kind !== 'plan') return intl.formatMessage(skuMessages.report);
  const count = sku.intervalCount ?? 1;
  switch (sku.interval) {
    case 'DAY':
      return intl.formatMessage(skuMessages.day, { count });
    case 'WEEK':
      return intl.formatMessage(skuMessages.week, { count });
    case 'MONTH':
      return intl.formatMessage(skuMessages.month, { count });
    case 'YEAR':
      return intl.formatMessage(skuMessages.year, { count });
    case null:
    case undefined:
      return intl.formatMessage(skuMessages.plan);
  }
}

function stateOf(status: OrderStatus): MessageDescriptor {
  switch (status) {
    case 'COMPLETED':
      return reportListMessages.ready;
    case 'PAID':
    case 'REPORT_GENERATING':
      return reportListMessages.preparing;
    case 'CREATED':
    case 'PENDING':
      return reportListMessages.awaiting;
    case 'FAILED':
      return reportListMessages.failed;
  }
}

/** One order of the reports list: what it is, when, how much, and the one thing to do with it. */
export function OrderCard(props: { order: FragmentType<typeof AccountOrderCard_OrderFragmentDoc> }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { pathname } = useLocation();
  const order = getFragmentData(AccountOrderCard_OrderFragmentDoc, props.order);
  const paid = order.status === 'PAID' || order.status === 'REPORT_GENERATING' || order.status === 'COMPLETED';
  const date = intl.formatDate(paid ? (order.paidAt ?? order.createdAt) : order.createdAt, { dateStyle: 'medium' });
  const titleId = `order-${order.orderNumber}`;
  return (
    <Card aria-labelledby={titleId}>
      <div className="head">
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {skuName(intl, order.sku)}
        </Typography>
        <span className={order.status === 'FAILED' ? 'state failed' : 'state'}>{intl.formatMessage(stateOf(order.status))}</span>
      </div>
      <Typography color="text.secondary">
        {intl.formatMessage(paid ? reportListMessages.paidOn : reportListMessages.orderedOn, { date })}
      </Typography>
      <Typography>{intl.formatMessage(reportListMessages.total, { amount: formatMoney(order.total, order.currency, locale) })}</Typography>
      {paid && <OrderEmailLine orderNumber={order.orderNumber} email={order.email} />}
      <OrderDetails order={order} paid={paid} />
      {paid ? (
        <Button component={Link} to={reportLink(order.orderNumber, pathname)} variant="contained" size="large" fullWidth>
          {intl.formatMessage(reportListMessages.openReport)}
        </Button>
      ) : (
        <Button component={Link} to={paymentLink(order.orderNumber, pathname)} variant="outlined" size="large" fullWidth>
          {intl.formatMessage(reportListMessages.completePayment)}
        </Button>
      )}
    </Card>
  );
}
