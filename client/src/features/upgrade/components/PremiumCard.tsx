import CheckIcon from '@mui/icons-material/Check';
import DiamondIcon from '@mui/icons-material/DiamondOutlined';
import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { PRICE_FONT_SIZE, Surface } from '../../../shared/components/checkout/checkoutStyles';
import type { PricedSku } from '../../plan/pricing';
import { useCheckoutFormat } from '../../plan/useCheckoutFormat';
import { privilegeMessages, upgradeMessages } from '../messages';

const Heading = styled('h2')(({ theme }) => ({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  fontSize: '1.25rem',
  lineHeight: 1.3,
  '& svg': { color: theme.palette.primary.main },
}));

/** Never larger than the terms below it (see `PRICE_FONT_SIZE`). */
const Price = styled('p')({ margin: 0, fontSize: PRICE_FONT_SIZE, fontWeight: 700 });

const Privileges = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing(1),
  '& li': { display: 'flex', gap: theme.spacing(1), alignItems: 'flex-start', lineHeight: 1.45 },
  '& svg': { flexShrink: 0, marginTop: 2, color: theme.palette.primary.main },
}));

const SubHeading = styled('h3')(({ theme }) => ({ margin: 0, fontSize: '1rem', color: theme.palette.text.secondary }));

const PRIVILEGES = Object.keys(privilegeMessages) as (keyof typeof privilegeMessages)[];

/** The premium plan: its price and period, and what a premium subscriber gets (spec section 6). */
export function PremiumCard({ premium }: { premium: PricedSku }) {
  const intl = useIntl();
  const format = useCheckoutFormat();
  const { amount, currency } = premium.price;
  return (
    <Surface aria-labelledby="upgrade-premium-title">
      <Heading id="upgrade-premium-title">
        <DiamondIcon aria-hidden />
        {intl.formatMessage(upgradeMessages.premiumName)}
      </Heading>
      <Price data-testid="upgrade-premium-price">
        {intl.formatMessage(upgradeMessages.price, { price: format.money(amount, currency), ...format.period(premium) })}
      </Price>
      <SubHeading id="upgrade-privileges-title">{intl.formatMessage(upgradeMessages.includesTitle)}</SubHeading>
      <Privileges aria-labelledby="upgrade-privileges-title">
        {PRIVILEGES.map((key) => (
          <li key={key}>
            <CheckIcon fontSize="small" aria-hidden />
            {intl.formatMessage(privilegeMessages[key])}
          </li>
        ))}
      </Privileges>
    </Surface>
  );
}
