import { LockIcon } from './LockIcon';
import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { securityMessages } from '../messages';

const Tips = styled('aside')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: theme.spacing(1.5),
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: `color-mix(in srgb, ${theme.palette.primary.main} 7%, ${theme.palette.background.paper})`,
  color: theme.palette.text.primary,
  '& h2': { margin: 0, fontSize: '1rem', fontWeight: 700 },
  '& ul': { margin: theme.spacing(0.75, 0, 0), paddingLeft: theme.spacing(2.25), fontSize: '0.9375rem' },
  '& li + li': { marginTop: theme.spacing(0.5) },
}));

/** How the payment is kept safe, in a few words beside a lock. */
export function SecurityTips() {
  const intl = useIntl();
  return (
    <Tips aria-labelledby="payment-security-title">
      <LockIcon aria-hidden sx={{ color: 'primary.main', mt: 0.25 }} />
      <div>
        <h2 id="payment-security-title">{intl.formatMessage(securityMessages.title)}</h2>
        <ul>
          <li>{intl.formatMessage(securityMessages.encrypted)}</li>
          <li>{intl.formatMessage(securityMessages.processor)}</li>
          <li>{intl.formatMessage(securityMessages.cancel)}</li>
        </ul>
      </div>
    </Tips>
  );
}
