import { ApolloProvider, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router-dom';
import { DepsFreeResultDocument } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { examRouteOf, withLocalePrefix } from '@innerscope/shared/routes';
import { useLocale } from '../../../i18n/LocaleContext';
import { RetryPanel } from '../../../shared/components/RetryPanel';
import { StatusPanel } from '../../../shared/components/StatusPanel';
import { searchWithSession, sessionIdFor } from '../../../state/examSessionRef';
import { sessionState } from '../../../state/sessionState';
import { ResultSkeleton } from '../../../shared/components/report/ResultSkeleton';
import { resultStateMessages } from '../../result/messages';
import { Card, DepressionSummary, DepsPage } from '../../../shared/components/report/DepressionSummary';
import { depsResultMessages } from '../messages';
import { examWordMessages } from '../../exam/answerKinds/examWords';

const EXAM = 'DEPS';

function StartScreen({ codeExamId, notFound }: { codeExamId: string; notFound: boolean }) {
  const intl = useIntl();
  const location = useLocation();
  return (
    <StatusPanel
      id="result-start"
      title={notFound ? intl.formatMessage(resultStateMessages.notFoundTitle) : intl.formatMessage(examWordMessages.startTitle, { exam: EXAM })}
      body={intl.formatMessage(notFound ? examWordMessages.notFoundBody : examWordMessages.startBody, { exam: EXAM })}
      actions={
        <Button component={Link} to={withLocalePrefix(`/answer/question/${codeExamId}`, location.pathname)} variant="contained" size="large">
          {intl.formatMessage(resultStateMessages.startTest)}
        </Button>
      }
    />
  );
}

function Result({ sessionId, examId, codeExamId }: { sessionId: string; examId: number; codeExamId: string }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const location = useLocation();
  const { data, previousData, error, loading, refetch } = useQuery(DepsFreeResultDocument, {
    variables: { id: sessionId, locale },
    notifyOnNetworkStatusChange: true,
  });
  const session = (data ?? previousData)?.examSession;
  if (session === null || (session && session.examId !== examId)) return <StartScreen codeExamId={codeExamId} notFound />;
  if (session && !session.result) {
    return (
      <StatusPanel
        id="result-unfinished"
        title={intl.formatMessage(resultStateMessages.unfinishedTitle)}
        body={intl.formatMessage(resultStateMessages.unfinishedBody)}
        actions={
          <Button component={Link} to={withLocalePrefix(`/answer/question/${codeExamId}`, location.pathname)} variant="contained" size="large">
            {intl.formatMessage(resultStateMessages.continueTest)}
          </Button>
        }
      />
    );
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
    return (
      <RetryPanel
        id="result-error"
        title={intl.formatMessage(resultStateMessages.errorTitle)}
        body={intl.formatMessage(resultStateMessages.errorBody)}
        retryLabel={intl.formatMessage(resultStateMessages.retry)}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
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
  if (!sessionId) return <StartScreen codeExamId={codeExamId} notFound={false} />;
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
