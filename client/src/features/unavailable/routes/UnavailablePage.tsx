import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { HOME_PATH } from '../../../app/routes.table';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { unavailableMessages } from '../messages';

const Panel = styled('section')(({ theme }) => ({
  maxWidth: 560,
  margin: '0 auto',
  padding: theme.spacing(8, 3),
  textAlign: 'center',
}));

/** Stands in for pages the site does not offer yet: says so plainly and leads home. */
export default function UnavailablePage() {
  const intl = useIntl();
  const to = useLocalizedTo();
  return (
    <Panel aria-labelledby="unavailable-title">
      <Typography id="unavailable-title" variant="h2" component="h1" sx={{ mb: 1.5 }}>
        {intl.formatMessage(unavailableMessages.title)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {intl.formatMessage(unavailableMessages.body)}
      </Typography>
      <Button component={Link} to={to(HOME_PATH)} variant="contained" size="large">
        {intl.formatMessage(unavailableMessages.home)}
      </Button>
    </Panel>
  );
}
