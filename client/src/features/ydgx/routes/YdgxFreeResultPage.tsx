import { ApolloProvider, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { examRouteOf, withLocalePrefix } from '@innerscope/shared/routes';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router-dom';
import { getFragmentData } from '../../../__generated__';
import { ExamResult_SessionFragmentDoc, YdgxFreeResultDocument, type YdgxFreeResultQuery } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { useLocale } from '../../../i18n/LocaleContext';
import { searchWithSession, sessionIdFor } from '../../../state/examSessionRef';
import { sessionState } from '../../../state/sessionState';
import { Card, DepsPage as Page } from '../../../shared/components/report/DepressionSummary';
import { HiddenTable } from '../../../shared/components/report/HiddenTable';
import { ResultSkeleton } from '../../../shared/components/report/ResultSkeleton';
import { ExamResultStart, ResultError } from '../../../shared/components/report/ResultStates';
import { ydgxLevelMessages, ydgxResultMessages, ydgxThinkingMessages } from '../messages';

const EXAM = 'YDGX';

type Teaser = NonNullable<NonNullable<NonNullable<YdgxFreeResultQuery['examSession']>['result']>['psychMap']>;

const LEVEL_STEPS = { LOW: 1, MEDIUM: 2, HIGH: 3 } as const;

const Traits = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing(2),
  '& li': { display: 'grid', gap: theme.spacing(0.5) },
  '& .row': { display: 'flex', justifyContent: 'space-between', gap: theme.spacing(1), fontWeight: 700 },
  '& .short': { margin: 0, fontSize: '0.9375rem', color: theme.palette.text.secondary },
}));

/** Three steps, the reached ones filled: the level without a figure (the figures are in the full map). */
const Steps = styled('span')({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: 4,
  height: 10,
  '& i': { borderRadius: 5, backgroundColor: '#E2DDD5' },
  '& i.on': { backgroundColor: '#3E5C9A' },
});

const Big = styled('p')({ margin: '0 0 4px', fontSize: '1.5rem', fontWeight: 800 });

function TeaserView({ teaser, planPath }: { teaser: Teaser; planPath: { pathname: string; search: string } }) {
  const intl = useIntl();
  const m = ydgxResultMessages;
  return (
    <Page>
      <header>
        <p style={{ margin: 0, fontWeight: 700, fontSize: '0.875rem' }}>{intl.formatMessage(m.eyebrow)}</p>
        <h1 style={{ margin: '4px 0 0', fontSize: 'clamp(1.75rem, 1.4rem + 1.6vw, 2.5rem)', lineHeight: 1.2 }}>{intl.formatMessage(m.title)}</h1>
      </header>
      <Card aria-labelledby="ydgx-big5-title">
        <h2 id="ydgx-big5-title">{intl.formatMessage(m.bigFive)}</h2>
        <p>{intl.formatMessage(m.bigFiveIntro)}</p>
        <Traits>
          {teaser.bigFive.map((trait) => (
            <li key={trait.dimension}>
              <span className="row">
                <span>{trait.name}</span>
                <span>{intl.formatMessage(ydgxLevelMessages[trait.level])}</span>
              </span>
              <Steps aria-hidden>
                {[1, 2, 3].map((step) => (
                  <i key={step} className={step <= LEVEL_STEPS[trait.level] ? 'on' : undefined} />
                ))}
              </Steps>
              <p className="short">{trait.short}</p>
            </li>
          ))}
        </Traits>
        <HiddenTable
          caption={intl.formatMessage(m.bigFive)}
          headers={[intl.formatMessage(m.traitHeader), intl.formatMessage(m.levelHeader)]}
          rows={teaser.bigFive.map((trait) => [trait.name, intl.formatMessage(ydgxLevelMessages[trait.level])])}
        />
      </Card>
      <Card aria-labelledby="ydgx-quadrant-title">
        <h2 id="ydgx-quadrant-title">{intl.formatMessage(m.quadrant)}</h2>
        <Big>{teaser.quadrantTitle}</Big>
      </Card>
      <Card aria-labelledby="ydgx-thinking-title">
        <h2 id="ydgx-thinking-title">{intl.formatMessage(m.thinking)}</h2>
        <Big>{intl.formatMessage(ydgxThinkingMessages[teaser.thinking])}</Big>
      </Card>
      <Card aria-labelledby="ydgx-full-title">
        <h2 id="ydgx-full-title">{intl.formatMessage(m.fullReportTitle)}</h2>
        <p>{intl.formatMessage(m.fullReportBody)}</p>
        <Button component={Link} to={planPath} variant="contained" size="large">
          {intl.formatMessage(m.fullReportLink)}
        </Button>
      </Card>
      <p style={{ margin: 0, fontSize: '0.875rem', opacity: 0.85 }}>{teaser.disclaimer}</p>
    </Page>
  );
}

function Result({ sessionId, examId, codeExamId }: { sessionId: string; examId: number; codeExamId: string }) {
  const { locale } = useLocale();
  const location = useLocation();
  const { data, previousData, error, loading, refetch } = useQuery(YdgxFreeResultDocument, {
    variables: { id: sessionId, locale },
    notifyOnNetworkStatusChange: true,
  });
  const session = (data ?? previousData)?.examSession;
  const sessionExamId = getFragmentData(ExamResult_SessionFragmentDoc, session)?.examId;
  if (session === null || (session && sessionExamId !== examId)) return <ExamResultStart exam={EXAM} codeExamId={codeExamId} notFound />;
  if (session && !session.result) return <ExamResultStart exam={EXAM} codeExamId={codeExamId} notFound={false} />;
  const teaser = session?.result?.psychMap;
  if (teaser) {
    const planPath = {
      pathname: withLocalePrefix(`/paying/scheme/${codeExamId}`, location.pathname),
      search: searchWithSession(location.search, sessionId),
    };
    return <TeaserView teaser={teaser} planPath={planPath} />;
  }
  if ((error && !loading) || session?.result) {
    return <ResultError onRetry={() => void refetch().catch(() => undefined)} />;
  }
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
  if (!sessionId) return <ExamResultStart exam={EXAM} codeExamId={codeExamId} notFound={false} />;
  return <Result sessionId={sessionId} examId={examId} codeExamId={codeExamId} />;
}

/** `/report/result-free-test/YDGX-1802`: the Big Five levels, the relationship quadrant's name and the thinking style. */
export default function YdgxFreeResultPage() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <FreeResult />
    </ApolloProvider>
  );
}
