import { ApolloProvider, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router-dom';
import { getFragmentData } from '../../../__generated__';
import { ExamResult_SessionFragmentDoc, DepsFreeResultDocument } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { examRouteOf, withLocalePrefix } from '@innerscope/shared/routes';
import { useLocale } from '../../../i18n/LocaleContext';
import { searchWithSession, sessionIdFor } from '../../../state/examSessionRef';
import { sessionState } from '../../../state/sessionState';
import { ResultSkeleton } from '../../../shared/components/report/ResultSkeleton';
import { ExamResultStart, ResultError, ResultUnfinished } from '../../../shared/components/report/ResultStates';
import { Card, DepressionSummary, DepsPage } from '../../../shared/components/report/DepressionSummary';
import { depsResultMessages } from '../messages';

const EXAM = 'DEPS';

function Result({ sessionId, examId, codeExamId }: { sessionId: string; examId: number; codeExamId: string }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const location = useLocation();
  const { data, previousData, error, loading, refetch } = useQuery(DepsFreeResultDocument, {
    variables: { id: sessionId, locale },
    notifyOnNetworkStatusChange: true,
  });
  const session = (data ?? previousData)?.examSession;
  const sessionExamId = getFragmentData(ExamResult_SessionFragmentDoc, session)?.examId;
  if (session === null || (session && sessionExamId !== examId)) return <ExamResultStart exam={EXAM} codeExamId={codeExamId} notFound />;
  if (session && !session.result) {
    return <ResultUnfinished testPath={withLocalePrefix(`/answer/question/${codeExamId}`, location.pathname)} />;
  }
  const depression = session?.result?.depression;
  if (depression) {
    const reportPath = {
      pathname: withLocalePrefix(`/paying/buyreport/${codeExamId}`, location.pathname),
      search: searchWithSession('', sessionId),
    };
    return (
      <DepsPage>
        <DepressionSummary result={depression} />
        <Card aria-labelledby="deps-full-title">
          <h2 id="deps-full-title">{intl.formatMessage(depsResultMessages.fullReportTitle)}</h2>
          <p>{intl.formatMessage(depsResultMessages.fullReportBody)}</p>
          <Link to={reportPath}>{intl.formatMessage(depsResultMessages.fullReportLink)}</Link>
        </Card>
      </DepsPage>
    );
  }
  if ((error && !loading) || session?.result) {
    return <ResultError onRetry={() => void refetch().catch(() => undefined)} />;
  }
  return (
    <DepsPage>
      <ResultSkeleton />
    </DepsPage>
  );
}

function Page() {
  const { examId, codeExamId } = examRouteOf(useParams()['codeExamId']);
  const location = useLocation();
  const sessionId = sessionIdFor(location.search, examId, sessionState.get('examSession'));
  if (!sessionId) return <ExamResultStart exam={EXAM} codeExamId={codeExamId} notFound={false} />;
  return <Result sessionId={sessionId} examId={examId} codeExamId={codeExamId} />;
}

/**
 * `/report/result-free-test/DEPS-1801`: the depression screen's free result, whole: crisis resources first when
 * item 9 was answered above 0, the score and band, next steps, the wellbeing index. No countdown, no social proof,
 * no upsell, no tracking.
 */
export default function DepsFreeResultPage() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <Page />
    </ApolloProvider>
  );
}
