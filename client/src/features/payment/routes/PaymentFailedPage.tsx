import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router-dom';
import { examRouteOf } from '@innerscope/shared/routes';
import { StatusPanel } from '../../../shared/components/StatusPanel';
import { orderNumberFrom } from '../../checkout/checkoutPaths';
import { SessionExpired } from '../components/SessionExpired';
import { failedMessages, paymentErrorMessages } from '../messages';
import { declineCodeFrom } from '../paymentOutcome';
import { DECLINE_PARAM, METHODS_ANCHOR, stepTo } from '../paymentPaths';
import { declineMessage } from '../paymentProblems';

/**
 * `/paying/failed/{code}-{examId}?order=&code=`: why the payment did not go through, and the way back to the
 * payment page with the same order, to try again or with another method.
 */
function PaymentFailedPage() {
  const intl = useIntl();
  const location = useLocation();
  const { codeExamId } = examRouteOf(useParams()['codeExamId']);
  const orderNumber = orderNumberFrom(location.search);
  if (!orderNumber) return <SessionExpired codeExamId={codeExamId} />;

  const code = declineCodeFrom(new URLSearchParams(location.search).get(DECLINE_PARAM));
  const payment = stepTo('payment', codeExamId, location, orderNumber);
  return (
    <StatusPanel
      id="payment-failed"
      role="alert"
      art={<ErrorOutlineOutlined aria-hidden sx={{ fontSize: 56, color: '#B3261E' }} />}
      title={intl.formatMessage(failedMessages.title)}
      body={intl.formatMessage(declineMessage(code))}
      actions={
        <>
          <Button component={Link} to={payment} variant="contained" size="large">
            {intl.formatMessage(paymentErrorMessages.tryAgain)}
          </Button>
          <Button component={Link} to={{ ...payment, hash: `#${METHODS_ANCHOR}` }} variant="outlined" size="large">
            {intl.formatMessage(paymentErrorMessages.otherMethod)}
          </Button>
        </>
      }
    >
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {intl.formatMessage(failedMessages.notCharged)}
      </Typography>
    </StatusPanel>
  );
}

export default PaymentFailedPage;
