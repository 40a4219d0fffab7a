import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../../../shared/components/VisuallyHidden';
import { planTitleMessages } from '../messages';
import { useCheckoutFormat } from '../useCheckoutFormat';
import { PRICE_FONT_SIZE } from './checkoutStyles';

const Line = styled('span')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: theme.spacing(1),
  rowGap: theme.spacing(0.5),
  fontSize: PRICE_FONT_SIZE,
  '& strong': { fontWeight: 700 },
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
}

/** "$19.99 today", with the usual price struck through and "You save" when there is a saving. */
export function PriceLine({ id, today, currency, listAmount, saving = 0 }: PriceLineProps) {
  const intl = useIntl();
  const format = useCheckoutFormat();
  return (
    <Line id={id}>
      <strong>{intl.formatMessage(planTitleMessages.today, { price: format.money(today, currency) })}</strong>
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
