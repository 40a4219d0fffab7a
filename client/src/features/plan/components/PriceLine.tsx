import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../../../shared/components/VisuallyHidden';
import { offerMessages, planTitleMessages } from '../messages';
import { hasTrial, isRecurring, type PricedSku } from '../pricing';
import { useCheckoutFormat } from '../useCheckoutFormat';
import { PRICE_FONT_SIZE } from '../../../shared/components/checkout/checkoutStyles';

const Line = styled('span')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: theme.spacing(1),
  rowGap: theme.spacing(0.5),
  fontSize: PRICE_FONT_SIZE,
  // Japanese lines break between phrases, so a price never parts from its period ("￥2,980／4週間").
  '&:lang(ja)': { wordBreak: 'auto-phrase' },
  '& strong': { fontWeight: 700 },
  // A card's cost over time reads under its title, as its detail.
  '& .cost': { fontWeight: 500 },
  '& s': { color: theme.palette.text.secondary },
  '& .save': {
    padding: theme.spacing(0, 1),
    borderRadius: 999,
    fontSize: '0.875rem',
    fontWeight: 700,
    backgroundColor: '#E6F2E8',
    color: '#1E5A2E',
  },
}));

export interface PriceLineProps {
  readonly id?: string;
  /** Charged today, minor units. */
  readonly today: number;
  readonly currency: string;
  /** The usual price and the saving on it, when there is one. */
  readonly listAmount?: number | null;
  readonly saving?: number;
  /**
   * The offer whose cost over time the line states, so options compare side by side: "$1.00 today, then $29.99 a
   * month after the 7-day trial", "$19.99 today, then $19.99 every 4 weeks", "One payment of $9.99". Without it,
   * only today's charge.
   */
  readonly over?: PricedSku;
}

/** What an offer costs, with the usual price struck through and "You save" when there is a saving. */
export function PriceLine({ id, today, currency, listAmount, saving = 0, over }: PriceLineProps) {
  const intl = useIntl();
  const format = useCheckoutFormat();
  const todayText = format.money(today, currency);
  let cost = intl.formatMessage(planTitleMessages.today, { price: todayText });
  if (over && !isRecurring(over)) cost = intl.formatMessage(offerMessages.oncePayment, { price: todayText });
  else if (over) {
    const values = { today: todayText, price: format.money(over.price.amount, currency), ...format.period(over) };
    cost = hasTrial(over)
      ? intl.formatMessage(offerMessages.todayThenTrial, { ...values, days: over.trialDays })
      : intl.formatMessage(offerMessages.todayThen, values);
  }
  return (
    <Line id={id}>
      {over ? <span className="cost">{cost}</span> : <strong>{cost}</strong>}
      {saving > 0 && listAmount != null && (
        <>
          <span>
            <VisuallyHidden>{intl.formatMessage(planTitleMessages.usualPrice, { price: format.money(listAmount, currency) })}</VisuallyHidden>
            <s aria-hidden="true">{format.money(listAmount, currency)}</s>
          </span>
          <span className="save">{intl.formatMessage(planTitleMessages.youSave, { amount: format.money(saving, currency) })}</span>
        </>
      )}
    </Line>
  );
}
