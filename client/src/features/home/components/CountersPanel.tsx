import { ApolloProvider, useQuery } from '@apollo/client/react';
import { HomeCountersDocument } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { HOME_EXAM_ID } from '@innerscope/shared/routes';
import { useLocale } from '../../../i18n/LocaleContext';
import { countryFor } from '@innerscope/shared/locales';
import { CountersError, CountersSkeleton } from './CountersView';
import { HomeFigures } from './HomeFigures';

function LiveCounters() {
  const { locale } = useLocale();
  const country = countryFor(locale, navigator.language);
  const { data, loading, error, refetch } = useQuery(HomeCountersDocument, {
    variables: { examId: HOME_EXAM_ID, country },
    notifyOnNetworkStatusChange: true,
  });
  if (data) return <HomeFigures data={data} />;
  if (loading || !error) return <CountersSkeleton />;
  // The hook keeps the error for display; the promise's rejection carries nothing more.
  return <CountersError onRetry={() => void refetch().catch(() => undefined)} />;
}

/**
 * The home figures with their data. This module is loaded after the first paint, so the GraphQL client is
 * not part of the code the home page needs to appear.
 */
export default function CountersPanel() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <LiveCounters />
    </ApolloProvider>
  );
}
