import { ApolloProvider } from '@apollo/client/react';
import { getApolloClient } from '../../../app/apollo';
import { SubscriptionPanel } from '../../subscription/SubscriptionPanel';

/** The order's subscriptions beside the report, with the GraphQL client (fetched once the report is on screen). */
export function LiveSubscriptionPanel(props: { orderNumber: string; token: string | null }) {
  return (
    <ApolloProvider client={getApolloClient()}>
      <SubscriptionPanel {...props} />
    </ApolloProvider>
  );
}
