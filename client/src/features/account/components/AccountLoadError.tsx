import { useIntl } from 'react-intl';
import { RetryPanel } from '../../../shared/components/RetryPanel';
import { listMessages } from '../../../shared/components/account/listMessages';

/** An account page whose data did not load: "Load failed. Please retry." with its retry button. */
export function AccountLoadError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <RetryPanel
      id="account-load-error"
      title={intl.formatMessage(listMessages.loadFailed)}
      body=""
      retryLabel={intl.formatMessage(listMessages.retry)}
      onRetry={onRetry}
    />
  );
}
