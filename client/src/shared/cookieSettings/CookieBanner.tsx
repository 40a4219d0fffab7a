import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { ALL, NONE, saveConsent } from '../consent';
import { loadCookieSettingsDialog, openCookieSettings } from '../consentSettings';

const preloadDialog = () => void loadCookieSettingsDialog().catch(() => undefined);
import { cookieSettingsMessages as messages } from './messages';

/**
 * Sticky rather than fixed, and last on the page: it stays in view at the bottom of the screen, yet takes its own
 * room after the footer, so scrolling to the end never leaves anything hidden under it.
 */
const Banner = styled('section')(({ theme }) => ({
  position: 'sticky',
  bottom: `calc(${theme.spacing(1)} + env(safe-area-inset-bottom))`,
  // Above the page, below dialogs: the settings it opens cover it.
  zIndex: theme.zIndex.appBar,
  maxWidth: 760,
  margin: theme.spacing(1, 'auto'),
  marginInline: `max(${theme.spacing(1)}, calc((100% - 760px) / 2))`,
  display: 'grid',
  gridTemplateAreas: '"head" "text" "actions"',
  gap: theme.spacing(0.75),
  padding: theme.spacing(1, 1.5, 1.5, 2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  boxShadow: '0 8px 28px rgba(0, 0, 0, 0.18)',
  // Two short lines: in Japanese they break between phrases.
  '&:lang(ja)': { wordBreak: 'auto-phrase' },
  '& .head': { gridArea: 'head', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.spacing(1) },
  '& h2': { margin: 0, fontSize: '1rem', fontWeight: 700, lineHeight: 1.3 },
  '& p': { gridArea: 'text', margin: 0, fontSize: '0.875rem', lineHeight: 1.45 },
  [theme.breakpoints.up('md')]: {
    '& .head': { justifyContent: 'flex-start', gap: theme.spacing(2) },
    gridTemplateColumns: '1fr auto',
    gridTemplateAreas: '"head actions" "text actions"',
    alignItems: 'center',
    columnGap: theme.spacing(3),
    padding: theme.spacing(1.5, 2, 1.5, 2.5),
  },
}));

/** Reject and Accept side by side: the same size, the same weight. */
const Actions = styled('div')(({ theme }) => ({
  gridArea: 'actions',
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: theme.spacing(1),
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'auto auto' },
}));

/**
 * The question on a first visit: Reject all and Accept all, equally prominent, and Settings for a choice by
 * category. A region with a heading, not a modal: the page stays usable while it waits for an answer.
 */
export function CookieBanner() {
  const intl = useIntl();
  return (
    <Banner aria-labelledby="consent-title">
      <div className="head">
        <h2 id="consent-title">{intl.formatMessage(messages.bannerTitle)}</h2>
        <Button size="small" variant="text" onClick={openCookieSettings} onPointerEnter={preloadDialog} onFocus={preloadDialog} aria-haspopup="dialog" sx={{ minHeight: 40, mr: -0.5 }}>
          {intl.formatMessage(messages.bannerSettings)}
        </Button>
      </div>
      <p>{intl.formatMessage(messages.bannerText)}</p>
      <Actions>
        <Button variant="outlined" onClick={() => saveConsent(NONE)}>
          {intl.formatMessage(messages.rejectAll)}
        </Button>
        <Button variant="outlined" onClick={() => saveConsent(ALL)}>
          {intl.formatMessage(messages.acceptAll)}
        </Button>
      </Actions>
    </Banner>
  );
}
