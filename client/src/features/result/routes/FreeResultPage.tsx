import { ApolloProvider, useQuery } from '@apollo/client/react';
import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router-dom';
import { FreeResultDocument } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { examRouteOf, withLocalePrefix } from '@innerscope/shared/routes';
import { useLocale } from '../../../i18n/LocaleContext';
import { ResultError, ResultStartPanel, ResultUnfinished } from '../../../shared/components/report/ResultStates';
import { searchWithSession, sessionIdFor } from '../../../state/examSessionRef';
import { sessionState } from '../../../state/sessionState';
import { AxisScores } from '../components/AxisScores';
import { LockedSections } from '../components/LockedSections';
import { ResultSkeleton } from '../../../shared/components/report/ResultSkeleton';
import { TypeDescription, TypeHero } from '../components/TypeHero';
import { resultStateMessages } from '../messages';

const Page = styled('div')(({ theme }) => ({
  maxWidth: 760,
  margin: '0 auto',
  padding: theme.spacing(2, 2, 8),
  display: 'grid',
  gap: theme.spacing(4),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4, 3, 10) },
}));

/** Where the statements are, for the states that send the visitor back to the test. */
function useTestPath(codeExamId: string) {
  const location = useLocation();
  return { pathname: withLocalePrefix(`/answer/question/${codeExamId}`, location.pathname), search: location.search };
}

function StartTest({ codeExamId, notFound }: { codeExamId: string; notFound: boolean }) {
  const intl = useIntl();
  const testPath = useTestPath(codeExamId);
  return (
    <ResultStartPanel
      title={intl.formatMessage(notFound ? resultStateMessages.notFoundTitle : resultStateMessages.startTitle)}
      body={intl.formatMessage(notFound ? resultStateMessages.notFoundBody : resultStateMessages.startBody)}
      testPath={testPath}
    />
  );
}

function FreeResult({ sessionId, examId, codeExamId }: { sessionId: string; examId: number; codeExamId: string }) {
  const { locale } = useLocale();
  const location = useLocation();
  const testPath = useTestPath(codeExamId);
  const { data, previousData, error, loading, refetch } = useQuery(FreeResultDocument, {
    variables: { id: sessionId, locale },
    notifyOnNetworkStatusChange: true,
  });
  // After a language switch the result stays on screen until its new texts are here.
  const session = (data ?? previousData)?.examSession;

  if (session === null || (session && session.examId !== examId)) return <StartTest codeExamId={codeExamId} notFound />;
  if (session && !session.result) return <ResultUnfinished testPath={testPath} />;
  const result = session?.result;
  if (result?.type) {
    const planPath = {
      pathname: withLocalePrefix(`/paying/scheme/${codeExamId}`, location.pathname),
      search: searchWithSession(location.search, sessionId),
    };
    return (
      <Page>
        <TypeHero type={result.type} />
        <TypeDescription type={result.type} />
        <AxisScores result={result} accent={result.type.accent} />
        <LockedSections planPath={planPath} />
      </Page>
    );
  }
  if ((error && !loading) || result) {
    return <ResultError onRetry={() => void refetch().catch(() => undefined)} />;
  }
  return (
    <Page>
      <ResultSkeleton />
    </Page>
  );
}

function FreeResultPage() {
  const { examId, codeExamId } = examRouteOf(useParams()['codeExamId']);
  const location = useLocation();
  // Readable only with the visitor's own key to it: the link's `?s=` or this tab's session.
  const sessionId = sessionIdFor(location.search, examId, sessionState.get('examSession'));
  if (!sessionId) return <StartTest codeExamId={codeExamId} notFound={false} />;
  return <FreeResult sessionId={sessionId} examId={examId} codeExamId={codeExamId} />;
}

/** `/report/result-free-test/{code}-{examId}`: the type and the five indicators, with the paid report as a teaser. */
export default function FreeResultRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <FreeResultPage />
    </ApolloProvider>
  );
}
