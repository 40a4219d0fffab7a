import { ApolloProvider, useApolloClient, useQuery } from '@apollo/client/react';
import { PlanOffersDocument, type PlanOffersQuery, PlanSessionDocument, type PlanSessionQuery } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { usePrimedFromPage } from '../../../app/firstScreen';
import { type Loaded, offersVariables, type PlanMode, PlanOffers, PlanSession, type Session } from '../components/PlanViews';

/** What the page showed before it asked again (the answers it came with), shown while the new answers load. */
export interface PlanBefore {
  readonly session?: PlanSessionQuery;
  readonly offers?: PlanOffersQuery;
}

interface LiveProps {
  readonly sessionId: string;
  readonly examId: number;
  readonly codeExamId: string;
  readonly mode: PlanMode;
  readonly before?: PlanBefore;
}

const retry = (refetch: () => Promise<unknown>) => () => void refetch().catch(() => undefined);

function LiveOffers({ session, email, examId, codeExamId, mode, before }: Omit<LiveProps, 'sessionId'> & { session: Session; email: string }) {
  const variables = offersVariables(examId, session);
  // Prices are read fresh, unless the page came with them (see app/firstScreen).
  const primed = usePrimedFromPage(useApolloClient(), PlanOffersDocument, variables);
  const { data, previousData, error, loading, refetch } = useQuery(PlanOffersDocument, {
    variables,
    fetchPolicy: primed ? 'cache-first' : 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const offers: Loaded<PlanOffersQuery> = { data: data ?? previousData ?? before?.offers, error, loading, refetch: retry(refetch) };
  return <PlanOffers session={session} email={email} examId={examId} codeExamId={codeExamId} mode={mode} offers={offers} />;
}

function LiveSession({ sessionId, examId, codeExamId, mode, before }: LiveProps) {
  const primed = usePrimedFromPage(useApolloClient(), PlanSessionDocument, { id: sessionId });
  // `errorPolicy: 'all'`: a field that fails (the offer's end) must not hide the test it belongs to.
  const { data, previousData, error, loading, refetch } = useQuery(PlanSessionDocument, {
    variables: { id: sessionId },
    fetchPolicy: primed ? 'cache-first' : 'network-only',
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: true,
  });
  const loaded: Loaded<PlanSessionQuery> = { data: data ?? previousData ?? before?.session, error, loading, refetch: retry(refetch) };
  return (
    <PlanSession
      loaded={loaded}
      codeExamId={codeExamId}
      examId={examId}
      renderOffers={(session, email) => (
        <LiveOffers session={session} email={email} examId={examId} codeExamId={codeExamId} mode={mode} before={before} />
      )}
    />
  );
}

/**
 * The plan page through the GraphQL client, whose code is fetched only when the page needs it: it came without its
 * answers, or something on it asks again (a retry, an offer that ended, options that changed).
 */
export default function PlanLive(props: LiveProps) {
  return (
    <ApolloProvider client={getApolloClient()}>
      <LiveSession {...props} />
    </ApolloProvider>
  );
}
