import { ApolloProvider } from '@apollo/client/react';
import type { ComponentProps } from 'react';
import { getApolloClient } from '../../../app/apollo';
import { RetrieveScreen } from '../../retrieve/components/RetrieveScreen';
import { DownloadView } from '../components/DownloadView';

/**
 * The report route's pages that talk to the server as they go (the PDF download page and the retrieve form), with
 * the GraphQL client: a chunk of their own, so the report itself shows without the client's code.
 */
export function LiveDownloadView(props: ComponentProps<typeof DownloadView>) {
  return (
    <ApolloProvider client={getApolloClient()}>
      <DownloadView {...props} />
    </ApolloProvider>
  );
}

export function LiveRetrieveScreen() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <RetrieveScreen />
    </ApolloProvider>
  );
}
