import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { withLocalePrefix } from '@innerscope/shared/routes';
import { RetryPanel } from '../RetryPanel';
import { StatusPanel } from '../StatusPanel';
import { reportStateMessages } from '../../../features/report/messages';
import { paymentTarget } from '../../../features/report/reportPaths';
import { RetrieveLinksButton } from './RetrieveLinksButton';

/**
 * The report cannot be read here: an unknown order, someone else's, or a link without its key all look the
 * same, so the page reveals nothing about the order. The way forward is to have the links e-mailed.
 */
export function ReportUnavailable({ codeExamId }: { codeExamId: string }) {
  const intl = useIntl();
  return (
    <StatusPanel
      id="report-unavailable-title"
      title={intl.formatMessage(reportStateMessages.unavailableTitle)}
      body={intl.formatMessage(reportStateMessages.unavailableBody)}
      actions={<RetrieveLinksButton codeExamId={codeExamId} label={intl.formatMessage(reportStateMessages.unavailableAction)} />}
    />
  );
}

/** The order is not paid yet: a way to the payment page, never an automatic move there. */
export function ReportPendingPayment({ codeExamId, orderNumber }: { codeExamId: string; orderNumber: string }) {
  const intl = useIntl();
  const location = useLocation();
  const target = paymentTarget(codeExamId, location.search, orderNumber);
  return (
    <StatusPanel
      id="report-pending-title"
      title={intl.formatMessage(reportStateMessages.pendingTitle)}
      body={intl.formatMessage(reportStateMessages.pendingBody)}
      actions={
        <Button
          component={Link}
          to={{ pathname: withLocalePrefix(target.pathname, location.pathname), search: target.search }}
          variant="contained"
          size="large"
        >
          {intl.formatMessage(reportStateMessages.pendingAction)}
        </Button>
      }
    />
  );
}

/** The report could not be loaded (or came back without its contents): offered again. */
export function ReportError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <RetryPanel
      id="report-error-title"
      title={intl.formatMessage(reportStateMessages.errorTitle)}
      body={intl.formatMessage(reportStateMessages.errorBody)}
      retryLabel={intl.formatMessage(reportStateMessages.retry)}
      onRetry={onRetry}
    />
  );
}
