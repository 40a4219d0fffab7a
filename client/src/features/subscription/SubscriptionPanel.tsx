import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { SubscriptionPanelDocument, type SubscriptionPanelQuery } from '../../__generated__/graphql';
import { useLocale } from '../../i18n/LocaleContext';
import { loadBundle } from '../../i18n/loadMessages';
import { DEFAULT_LOCALE } from '@innerscope/shared/locales';
import { MessageBundleProvider } from '../../i18n/MessageBundleProvider';
import { ErrorBoundary } from '../../shared/components/ErrorBoundary';
import { SubscriptionCard } from './components/SubscriptionCard';
import { panelMessages } from './messages';

export interface SubscriptionPanelProps {
  /** The paid test's order number, as the report page has it (`?order=`). */
  readonly orderNumber: string;
  /** The signed report link's token (`?t=`), for a visitor who is not on the browser that ordered. */
  readonly token?: string | null;
}

const Section = styled('section')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  margin: theme.spacing(4, 0),
  '& ul': { display: 'grid', gap: theme.spacing(1.5), margin: 0, padding: 0, listStyle: 'none' },
}));

const LoadProblem = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1, 2),
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
}));

type Subscriptions = SubscriptionPanelQuery['subscriptions'];

function PanelContent({ subscriptions, orderNumber, token }: { subscriptions: Subscriptions; orderNumber: string; token: string | null }) {
  const intl = useIntl();
  return (
    <Section aria-labelledby="subscription-panel-title" data-testid="subscription-panel">
      <Typography id="subscription-panel-title" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {intl.formatMessage(panelMessages.title, { count: subscriptions.length })}
      </Typography>
      <ul>
        {subscriptions.map((subscription) => (
          <SubscriptionCard key={subscription.id} subscription={subscription} orderNumber={orderNumber} token={token} />
        ))}
      </ul>
    </Section>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Section aria-label={intl.formatMessage(panelMessages.title, { count: 1 })} data-testid="subscription-panel">
      <LoadProblem role="alert">
        <Typography sx={{ flex: '1 1 14rem' }}>{intl.formatMessage(panelMessages.loadError)}</Typography>
        <Button variant="outlined" onClick={onRetry}>
          {intl.formatMessage(panelMessages.retry)}
        </Button>
      </LoadProblem>
    </Section>
  );
}

/**
 * The subscriptions of a paid test, each with its state in words and a cancel button while it may still charge
 * (two clicks: the button, then "Cancel subscription" in the confirmation). Renders nothing while loading and
 * when the test has no subscription, so it can sit on any report. Needs an ApolloProvider around it (the
 * report page has one); it brings its own words (the `subscription` bundle).
 */
export function SubscriptionPanel({ orderNumber, token = null }: SubscriptionPanelProps) {
  const { locale } = useLocale();
  const { data, error, loading, refetch } = useQuery(SubscriptionPanelDocument, {
    variables: { orderNumber, token },
    // A subscription may have been cancelled elsewhere (an e-mailed link) since the cache was filled.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });

  // The words are fetched beside the list, not after it (English too, for words not translated yet).
  useEffect(() => {
    void loadBundle('subscription', locale);
    void loadBundle('subscription', DEFAULT_LOCALE);
  }, [locale]);

  const subscriptions = data?.subscriptions ?? [];
  const failed = Boolean(error) && !loading && !data;
  if (subscriptions.length === 0 && !failed) return null;
  // The panel is a guest on the report: if its words cannot be fetched, it stays out of the way (the footer's
  // "Cancel subscription" link still leads to the unsubscribe page) instead of failing the whole report.
  return (
    <ErrorBoundary resetKey={locale} fallback={() => null}>
      <Suspense fallback={null}>
        <MessageBundleProvider bundle="subscription">
          {failed ? (
            <LoadFailed onRetry={() => void refetch().catch(() => undefined)} />
          ) : (
            <PanelContent subscriptions={subscriptions} orderNumber={orderNumber} token={token} />
          )}
        </MessageBundleProvider>
      </Suspense>
    </ErrorBoundary>
  );
}

export default SubscriptionPanel;
