import { ApolloProvider, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { examRouteOf, withLocalePrefix } from '@innerscope/shared/routes';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router-dom';
import { getFragmentData } from '../../../__generated__';
import { ExamResult_SessionFragmentDoc, IqFreeResultDocument } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { useLocale } from '../../../i18n/LocaleContext';
import { searchWithSession, sessionIdFor } from '../../../state/examSessionRef';
import { sessionState } from '../../../state/sessionState';
import { Card, DepsPage as Page } from '../../../shared/components/report/DepressionSummary';
import { ResultSkeleton } from '../../../shared/components/report/ResultSkeleton';
import { ResultError } from '../../../shared/components/report/ResultStates';
import { StatusPanel } from '../../../shared/components/StatusPanel';
import { IqRange } from '../components/IqRange';
import { iqQuestionMessages, iqResultMessages as m } from '../messages';

/** No result to show: back to the test. */
function Start({ codeExamId }: { codeExamId: string }) {
  const intl = useIntl();
  const location = useLocation();
  return (
    <StatusPanel
      id="iq-result-start"
      title={intl.formatMessage(iqQuestionMessages.title)}
      body={intl.formatMessage(iqQuestionMessages.intro)}
      actions={
        <Button component={Link} to={withLocalePrefix(`/answer/question/${codeExamId}`, location.pathname)} variant="contained" size="large">
          {intl.formatMessage(iqQuestionMessages.tryPractice)}
        </Button>
      }
    />
  );
}

function Result({ sessionId, examId, codeExamId }: { sessionId: string; examId: number; codeExamId: string }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const location = useLocation();
  const { data, previousData, error, loading, refetch } = useQuery(IqFreeResultDocument, {
    variables: { id: sessionId, locale },
    notifyOnNetworkStatusChange: true,
  });
  const session = (data ?? previousData)?.examSession;
  const sessionExamId = getFragmentData(ExamResult_SessionFragmentDoc, session)?.examId;
  if (session === null || (session && sessionExamId !== examId) || (session && !session.result)) return <Start codeExamId={codeExamId} />;
  const result = session?.result?.iq;
  if (result) {
    const buyPath = {
      pathname: withLocalePrefix(`/paying/scheme/${codeExamId}`, location.pathname),
      search: searchWithSession(location.search, sessionId),
    };
    return (
      <Page>
        <header>
          <p style={{ margin: 0, fontWeight: 700, fontSize: '0.875rem' }}>{intl.formatMessage(m.eyebrow)}</p>
          <h1 style={{ margin: '4px 0 0', fontSize: 'clamp(1.75rem, 1.4rem + 1.6vw, 2.5rem)', lineHeight: 1.2 }}>{intl.formatMessage(m.title)}</h1>
        </header>
        <Card aria-label={intl.formatMessage(m.rangeLabel)}>
          <IqRange result={result} />
        </Card>
        <Card aria-labelledby="iq-full-title">
          <h2 id="iq-full-title">{intl.formatMessage(m.fullTitle)}</h2>
          <p>{intl.formatMessage(m.fullBody)}</p>
          <Button component={Link} to={buyPath} variant="contained" size="large">
            {intl.formatMessage(m.fullLink)}
          </Button>
        </Card>
      </Page>
    );
  }
  if ((error && !loading) || session?.result) return <ResultError onRetry={() => void refetch().catch(() => undefined)} />;
  return (
    <Page>
      <ResultSkeleton />
    </Page>
  );
}

function FreeResult() {
  const { examId, codeExamId } = examRouteOf(useParams()['codeExamId']);
  const location = useLocation();
  const sessionId = sessionIdFor(location.search, examId, sessionState.get('examSession'));
  if (!sessionId) return <Start codeExamId={codeExamId} />;
  return <Result sessionId={sessionId} examId={examId} codeExamId={codeExamId} />;
}

/** `/report/result-free-test/IQ-1803`: the IQ range and percentile, with the scale it rests on. */
export default function IqFreeResultPage() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <FreeResult />
    </ApolloProvider>
  );
}
