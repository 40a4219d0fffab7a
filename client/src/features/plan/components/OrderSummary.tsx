import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { summaryMessages } from '../messages';
import type { Promo, Totals } from '../pricing';
import { useCheckoutFormat } from '../useCheckoutFormat';
import { PRICE_FONT_SIZE } from '../../../shared/components/checkout/checkoutStyles';

const List = styled('dl')(({ theme }) => ({
  margin: 0,
  display: 'grid',
  gap: theme.spacing(1),
  '& div': { display: 'flex', justifyContent: 'space-between', gap: theme.spacing(2), alignItems: 'baseline' },
  '& dt, & dd': { margin: 0 },
  '& .total': { fontSize: PRICE_FONT_SIZE, fontWeight: 700 },
  '& .save dd': { color: '#1E5A2E', fontWeight: 700 },
}));

/** Total due today and today's saving, promo code included. */
export function OrderSummary({ totals, promo }: { totals: Totals; promo: Promo | null }) {
  const intl = useIntl();
  const format = useCheckoutFormat();
  const money = (amount: number) => format.money(amount, totals.currency);
  return (
    <section aria-labelledby="plan-summary-title">
      <h2 id="plan-summary-title" style={{ margin: '0 0 8px', fontSize: '1rem' }}>
        {intl.formatMessage(summaryMessages.title)}
      </h2>
      <List>
        {promo && totals.promoDiscount > 0 && (
          <div>
            <dt>{intl.formatMessage(summaryMessages.promo, { code: promo.code })}</dt>
            <dd>{intl.formatMessage(summaryMessages.discount, { amount: money(totals.promoDiscount) })}</dd>
          </div>
        )}
        <div className="total">
          <dt>{intl.formatMessage(summaryMessages.dueToday)}</dt>
          <dd data-testid="plan-due-today">{money(totals.dueToday)}</dd>
        </div>
        {totals.saving > 0 && (
          <div className="save">
            <dt>{intl.formatMessage(summaryMessages.youSave)}</dt>
            <dd data-testid="plan-you-save">{money(totals.saving)}</dd>
          </div>
        )}
      </List>
    </section>
  );
}
