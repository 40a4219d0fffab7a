import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import Switch from '@mui/material/Switch';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { ALL, type ConsentChoices, effectiveChoices, globalPrivacyControl, NONE, type OptionalCategory, saveConsent } from '../consent';
import { cookieSettingsMessages as messages } from './messages';

const Body = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  '& p': { margin: 0 },
}));

const Note = styled('p')(({ theme }) => ({
  padding: theme.spacing(1.5, 2),
  borderRadius: 12,
  backgroundColor: theme.palette.action.hover,
  fontWeight: 600,
}));

const Category = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  columnGap: theme.spacing(2),
  rowGap: theme.spacing(0.5),
  paddingTop: theme.spacing(2),
  borderTop: `1px solid ${theme.palette.divider}`,
  '& h3, & label': { margin: 0, fontSize: '1rem', fontWeight: 700 },
  '& .description': { gridColumn: '1 / -1', color: theme.palette.text.secondary, fontSize: '0.9375rem' },
  '& .always': { fontSize: '0.875rem', fontWeight: 600, color: theme.palette.text.secondary },
}));

const ACTIONS_SX = {
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: 1,
  px: { xs: 2, sm: 3 },
  py: 2,
  '& > :not(style) ~ :not(style)': { ml: 0 },
  '& > *': { paddingInline: 1.5 },
  '& .wide': { gridColumn: '1 / -1' },
} as const;

const CATEGORY_MESSAGES = {
  analytics: { title: messages.analytics, description: messages.analyticsDescription },
  marketing: { title: messages.marketing, description: messages.marketingDescription },
} as const satisfies Record<OptionalCategory, unknown>;

function OptionalRow({
  category,
  checked,
  disabled,
  onChange,
}: {
  category: OptionalCategory;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const intl = useIntl();
  const id = `cookie-${category}`;
  return (
    <Category>
      <label htmlFor={id}>{intl.formatMessage(CATEGORY_MESSAGES[category].title)}</label>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        slotProps={{ input: { 'aria-describedby': `${id}-description` } }}
      />
      <p id={`${id}-description`} className="description">
        {intl.formatMessage(CATEGORY_MESSAGES[category].description)}
      </p>
    </Category>
  );
}

/**
 * The cookie settings: the necessary cookies explained, a switch for each optional category, and the same
 * Accept all and Reject all as the banner. A modal dialog (focus stays inside, Escape closes it without saving).
 */
export function CookieSettingsDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const gpc = globalPrivacyControl();
  // Switches start as the stored choice, or off: nothing optional is ever ticked in advance.
  const [choices, setChoices] = useState<ConsentChoices>(() => effectiveChoices());
  const choose = (next: ConsentChoices) => {
    saveConsent(next);
    onClose();
  };
  let actions: ReactNode;
  if (gpc) {
    actions = (
      <Button variant="contained" onClick={() => choose(NONE)} className="wide">
        {intl.formatMessage(messages.save)}
      </Button>
    );
  } else {
    actions = (
      <>
        <Button variant="outlined" onClick={() => choose(NONE)}>
          {intl.formatMessage(messages.rejectAll)}
        </Button>
        <Button variant="outlined" onClick={() => choose(ALL)}>
          {intl.formatMessage(messages.acceptAll)}
        </Button>
        <Button variant="contained" onClick={() => choose(choices)} className="wide">
          {intl.formatMessage(messages.save)}
        </Button>
      </>
    );
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby="cookie-settings-title" aria-describedby="cookie-settings-intro" fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle id="cookie-settings-title" component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, pr: 7 }}>
        {intl.formatMessage(messages.title)}
      </DialogTitle>
      <IconButton aria-label={intl.formatMessage(messages.close)} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <Body>
          <p id="cookie-settings-intro">{intl.formatMessage(messages.intro)}</p>
          {gpc && <Note>{intl.formatMessage(messages.gpc)}</Note>}
          <Category>
            <h3 id="cookie-necessary">{intl.formatMessage(messages.necessary)}</h3>
            <span className="always">{intl.formatMessage(messages.alwaysOn)}</span>
            <p className="description">{intl.formatMessage(messages.necessaryDescription)}</p>
          </Category>
          {(['analytics', 'marketing'] as const).map((category) => (
            <OptionalRow
              key={category}
              category={category}
              checked={choices[category]}
              disabled={gpc}
              onChange={(checked) => setChoices((previous) => ({ ...previous, [category]: checked }))}
            />
          ))}
        </Body>
      </DialogContent>
      {/* Reject all and Accept all side by side, the same size and weight; saving the switches below them. */}
      <DialogActions sx={ACTIONS_SX}>{actions}</DialogActions>
    </Dialog>
  );
}
