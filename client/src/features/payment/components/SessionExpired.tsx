import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { StatusPanel } from '../../../shared/components/StatusPanel';
import { sessionMessages } from '../messages';
import { startOverTo } from '../paymentPaths';

/** A payment page without an order it can find: the way back is the test. */
export function SessionExpired({ codeExamId }: { codeExamId: string }) {
  const intl = useIntl();
  const location = useLocation();
  return (
    <StatusPanel
      id="payment-session-expired"
      title={intl.formatMessage(sessionMessages.expiredTitle)}
      body={intl.formatMessage(sessionMessages.expiredBody)}
      actions={
        <Button component={Link} to={startOverTo(codeExamId, location)} variant="contained" size="large">
          {intl.formatMessage(sessionMessages.startOver)}
        </Button>
      }
    />
  );
}
