import { useIntl } from 'react-intl';
import { RetryPanel } from '../../../shared/components/RetryPanel';
import { reportListMessages } from '../messages';

/** An account page whose data did not load: "Load failed. Please retry." with its retry button. */
export function AccountLoadError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <RetryPanel
      id="account-load-error"
      title={intl.formatMessage(reportListMessages.loadFailed)}
      body=""
      retryLabel={intl.formatMessage(reportListMessages.retry)}
      onRetry={onRetry}
    />
  );
}
