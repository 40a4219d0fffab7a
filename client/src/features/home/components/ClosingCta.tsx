import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { closingMessages } from '../messages';
import { StartTestButton } from './StartTestButton';

const Section = styled('section')(({ theme }) => ({
  maxWidth: 1120,
  margin: '0 auto',
  padding: theme.spacing(2, 2, 8),
}));

const Panel = styled('div')(({ theme }) => ({
  padding: theme.spacing(4, 3),
  borderRadius: 24,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  textAlign: 'center',
}));

/** The last nudge before the footer. */
export function ClosingCta() {
  const intl = useIntl();
  return (
    <Section aria-labelledby="closing-title">
      <Panel>
        <Typography id="closing-title" variant="h2" sx={{ mb: 1.5 }}>
          {intl.formatMessage(closingMessages.title)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {intl.formatMessage(closingMessages.body)}
        </Typography>
        <StartTestButton />
      </Panel>
    </Section>
  );
}
