import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { consentMessages } from '../messages';
import { readConsentChoice, saveConsentChoice } from '../consent';

const Banner = styled('section')(({ theme }) => ({
  position: 'fixed',
  left: theme.spacing(1),
  right: theme.spacing(1),
  bottom: `calc(${theme.spacing(1)} + env(safe-area-inset-bottom))`,
  zIndex: theme.zIndex.snackbar,
  maxWidth: 640,
  margin: '0 auto',
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(2),
  padding: theme.spacing(1.5, 1.5, 1.5, 2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  boxShadow: '0 8px 28px rgba(0, 0, 0, 0.18)',
}));

const Text = styled('p')({ margin: 0, flex: 1, fontSize: '0.875rem', lineHeight: 1.5 });

/**
 * The cookie notice, until the visitor presses OK. The choice is kept for a year; analytics consent follows
 * from it (see `analyticsConsent`).
 */
export function CookieConsentBanner() {
  const intl = useIntl();
  const [visible, setVisible] = useState(() => readConsentChoice() === undefined);
  if (!visible) return null;

  const accept = () => {
    saveConsentChoice('accepted');
    setVisible(false);
  };

  return (
    <Banner aria-label={intl.formatMessage(consentMessages.label)}>
      <Text>{intl.formatMessage(consentMessages.message)}</Text>
      <Button variant="contained" onClick={accept} sx={{ flexShrink: 0, minWidth: 72 }}>
        {intl.formatMessage(consentMessages.accept)}
      </Button>
    </Banner>
  );
}
