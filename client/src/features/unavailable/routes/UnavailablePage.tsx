import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { HOME_PATH } from '@innerscope/shared/routes';
import { StatusPanel } from '../../../shared/components/StatusPanel';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { unavailableMessages } from '../messages';

/** Stands in for pages the site does not offer yet: says so plainly and leads home. */
export default function UnavailablePage() {
  const intl = useIntl();
  const to = useLocalizedTo();
  return (
    <StatusPanel
      id="unavailable-title"
      title={intl.formatMessage(unavailableMessages.title)}
      body={intl.formatMessage(unavailableMessages.body)}
      actions={
        <Button component={Link} to={to(HOME_PATH)} variant="contained" size="large">
          {intl.formatMessage(unavailableMessages.home)}
        </Button>
      }
    />
  );
}
