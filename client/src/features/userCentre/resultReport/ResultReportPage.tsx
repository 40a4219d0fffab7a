import { ApolloProvider, useMutation, useQuery } from '@apollo/client/react';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import { Skeleton } from '../../../shared/components/Skeleton';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { HOME_PATH, withLocalePrefix } from '@innerscope/shared/routes';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  MyResultsDocument,
  type MyResultsQuery,
  OpenReportWithPlanDocument,
  type PlanReportErrorCode,
} from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { useLocale } from '../../../i18n/LocaleContext';
import { MessageBundleProvider } from '../../../i18n/MessageBundleProvider';
import { isSignedIn } from '../../../shared/useSignedIn';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { codeExamIdOr, signInFor } from '../../account/accountPaths';
import { Page } from '../../../shared/components/account/accountStyles';
import { DepressionSummary } from '../../../shared/components/report/DepressionSummary';
import { ydgxLevelMessages } from '../../ydgx/messages';
import { resultReportMessages as m } from './messages';

type MemberResult = MyResultsQuery['myResults'][number];

const RESULT_PARAM = 'result';

const List = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: theme.spacing(3, 0, 0),
  padding: 0,
  display: 'grid',
  gap: theme.spacing(1.5),
}));

const Row = styled(Link)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  minHeight: 72,
  padding: theme.spacing(1.5, 2),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  color: 'inherit',
  textDecoration: 'none',
  '& > div': { flex: 1, minWidth: 0, display: 'grid', gap: 2 },
  '& .name': { fontWeight: 700 },
  '& .meta': { fontSize: '0.875rem', color: theme.palette.text.secondary },
  '&:hover': { borderColor: theme.palette.primary.main },
  '&:focus-visible': { outline: `3px solid ${theme.palette.text.primary}`, outlineOffset: 2 },
}));

const Badge = styled('span')(({ theme }) => ({
  flex: 'none',
  padding: theme.spacing(0.25, 1),
  borderRadius: 999,
  fontSize: '0.8125rem',
  fontWeight: 700,
  backgroundColor: '#EFEAE3',
  color: '#4A3F33',
  '&.ready': { backgroundColor: '#E3F0E6', color: '#1E4D2B' },
}));

const Detail = styled('div')(({ theme }) => ({ display: 'grid', gap: theme.spacing(2.5), marginTop: theme.spacing(2) }));

const formatDay = (intl: ReturnType<typeof useIntl>, iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });

/** One line that says what the result was: the type, the band and score, or the relationship style. */
function summaryOf(entry: MemberResult, intl: ReturnType<typeof useIntl>): string {
  const { result } = entry;
  if (result.depression) return `${result.depression.bandTitle} · ${intl.formatMessage(m.score, { score: result.depression.score, max: result.depression.maxScore })}`;
  if (result.psychMap) return result.psychMap.quadrantTitle;
  if (result.type) return `${result.type.code} · ${result.type.title}`;
  return result.typeCode;
}

function reportBadge(entry: MemberResult, intl: ReturnType<typeof useIntl>) {
  if (entry.reportUnlocked && entry.reportStatus === 'COMPLETED') return <Badge className="ready">{intl.formatMessage(m.reportReady)}</Badge>;
  if (entry.reportStatus === 'GENERATING') return <Badge>{intl.formatMessage(m.reportGenerating)}</Badge>;
  return <Badge>{intl.formatMessage(m.noReport)}</Badge>;
}

/** Where the full report of an exam opens with its order, in the page's locale. */
const reportPathOf = (exam: MemberResult['exam'], orderNumber: string, pathname: string) => ({
  pathname: withLocalePrefix(`/report/result/${exam.code}-${exam.id}`, pathname),
  search: `?order=${encodeURIComponent(orderNumber)}`,
});

const PLAN_REPORT_ERRORS: Record<PlanReportErrorCode, MessageDescriptor> = {
  SESSION_NOT_FOUND: m.reportSessionNotFound,
  PLAN_REQUIRED: m.reportPlanRequired,
  SKU_NOT_FOUND: m.reportSkuNotFound,
};

/** "Open the full report" of a result the plan unlocks but no order holds yet: the server makes the order first. */
function OpenWithPlanButton({ entry }: { entry: MemberResult }) {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, { loading }] = useMutation(OpenReportWithPlanDocument);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const onClick = async () => {
    if (loading) return;
    setFailure(null);
    try {
      const { data } = await open({ variables: { examOrderNumber: entry.examOrderNumber } });
      const payload = data?.openReportWithPlan;
      const code = payload?.errors[0]?.code;
      if (payload?.reportOrderNumber && !code) {
        void navigate(reportPathOf(entry.exam, payload.reportOrderNumber, location.pathname));
        return;
      }
      setFailure((code && PLAN_REPORT_ERRORS[code]) || m.reportOpenFailed);
    } catch {
      setFailure(m.reportOpenFailed);
    }
  };
  return (
    <>
      <Button variant="contained" size="large" onClick={() => void onClick()} disabled={loading} aria-busy={loading}>
        {intl.formatMessage(loading ? m.openingReport : m.openReport)}
      </Button>
      {failure && <Typography role="alert">{intl.formatMessage(failure)}</Typography>}
    </>
  );
}

function ResultDetail({ entry }: { entry: MemberResult }) {
  const intl = useIntl();
  const location = useLocation();
  const { result, exam } = entry;
  const reportPath =
    entry.reportUnlocked && entry.reportOrderNumber && entry.reportStatus === 'COMPLETED'
      ? reportPathOf(exam, entry.reportOrderNumber, location.pathname)
      : null;
  const opensWithPlan = entry.reportUnlocked && !entry.reportOrderNumber;
  return (
    <Detail>
      <Typography color="text.secondary">{intl.formatMessage(m.takenOn, { date: formatDay(intl, result.completedAt) })}</Typography>
      {result.depression && <DepressionSummary result={result.depression} heading="h2" />}
      {result.psychMap && (
        <section aria-labelledby="map-title">
          <Typography id="map-title" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            {result.psychMap.quadrantTitle}
          </Typography>
          <ul style={{ margin: 0, paddingInlineStart: 20, display: 'grid', gap: 6 }}>
            {result.psychMap.bigFive.map((trait) => (
              <li key={trait.dimension}>
                <strong>{trait.name}</strong>: {intl.formatMessage(ydgxLevelMessages[trait.level])}. {trait.short}
              </li>
            ))}
          </ul>
        </section>
      )}
      {!result.depression && !result.psychMap && result.type && (
        <section aria-labelledby="type-title">
          <Typography id="type-title" variant="h4" component="h2" sx={{ fontWeight: 800 }}>
            {result.type.code} · {result.type.title}
          </Typography>
          <Typography sx={{ mt: 1 }}>{result.type.tagline}</Typography>
        </section>
      )}
      {reportPath && (
        <Button component={Link} to={reportPath} variant="contained" size="large">
          {intl.formatMessage(m.openReport)}
        </Button>
      )}
      {opensWithPlan && <OpenWithPlanButton entry={entry} />}
    </Detail>
  );
}

function Results() {
  const intl = useIntl();
  const { locale } = useLocale();
  const location = useLocation();
  const to = useLocalizedTo();
  const { data, error, loading, refetch } = useQuery(MyResultsDocument, {
    variables: { locale },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  // The opened result lives in the URL, so a reload, a link or the back button opens it again.
  const opened = new URLSearchParams(location.search).get(RESULT_PARAM);
  const results = data?.myResults;
  const listPath = { pathname: location.pathname, search: '' };

  if (opened && results) {
    const entry = results.find((candidate) => candidate.examOrderNumber === opened);
    return (
      <Page>
        <Link to={listPath}>
          ← {intl.formatMessage(m.back)}
        </Link>
        <Typography id="results-title" variant="h2" component="h1" sx={{ mt: 2 }}>
          {entry ? entry.exam.name : intl.formatMessage(m.title)}
        </Typography>
        {entry ? <ResultDetail entry={entry} /> : <Typography sx={{ mt: 2 }}>{intl.formatMessage(m.notFound)}</Typography>}
      </Page>
    );
  }
  return (
    <Page>
      <Typography id="results-title" variant="h2" component="h1" sx={{ mb: 1 }}>
        {intl.formatMessage(m.title)}
      </Typography>
      <Typography color="text.secondary">{intl.formatMessage(m.intro)}</Typography>
      {results && results.length === 0 && (
        <div style={{ marginTop: 24, display: 'grid', gap: 12 }}>
          <Typography>{intl.formatMessage(m.empty)}</Typography>
          <Button component={Link} to={to(HOME_PATH)} variant="contained" size="large">
            {intl.formatMessage(m.takeTest)}
          </Button>
        </div>
      )}
      {results && results.length > 0 && (
        <List aria-labelledby="results-title">
          {results.map((entry) => (
            <li key={entry.examOrderNumber}>
              <Row
                to={{ pathname: location.pathname, search: `?${RESULT_PARAM}=${encodeURIComponent(entry.examOrderNumber)}` }}
                aria-label={intl.formatMessage(m.open, { exam: entry.exam.name, date: formatDay(intl, entry.result.completedAt) })}
              >
                <div>
                  <span className="name">{entry.exam.name}</span>
                  <span>{summaryOf(entry, intl)}</span>
                  <span className="meta">{formatDay(intl, entry.result.completedAt)}</span>
                </div>
                {reportBadge(entry, intl)}
                <ChevronRight aria-hidden />
              </Row>
            </li>
          ))}
        </List>
      )}
      {!results && error && !loading && (
        <div role="alert" style={{ marginTop: 24, display: 'grid', gap: 12 }}>
          <Typography>{intl.formatMessage(m.error)}</Typography>
          <Button variant="outlined" onClick={() => void refetch().catch(() => undefined)}>
            {intl.formatMessage(m.retry)}
          </Button>
        </div>
      )}
      {!results && !error && (
        <div role="status" aria-busy="true" aria-label={intl.formatMessage(m.loading)} style={{ marginTop: 24, display: 'grid', gap: 12 }}>
          <Skeleton variant="rounded" height={72} />
          <Skeleton variant="rounded" height={72} />
        </div>
      )}
    </Page>
  );
}

function ResultReport() {
  const intl = useIntl();
  const location = useLocation();
  const codeExamId = codeExamIdOr(useParams()['codeExamId']);
  if (!isSignedIn()) {
    return (
      <Page>
        <Typography id="results-title" variant="h2" component="h1" sx={{ mb: 2 }}>
          {intl.formatMessage(m.title)}
        </Typography>
        <Typography role="status" sx={{ mb: 2 }}>
          {intl.formatMessage(m.signInFirst)}
        </Typography>
        <Button component={Link} to={signInFor(codeExamId, location)} variant="contained" size="large">
          {intl.formatMessage(m.signIn)}
        </Button>
      </Page>
    );
  }
  return <Results />;
}

/**
 * `/userCenter/resultReport`: a signed-in member's results of every test, newest first; one opens in place
 * (`?result=`) with its free result and, where unlocked, the way to its full report.
 */
export default function ResultReportPage() {
  return (
    <ApolloProvider client={getApolloClient()}>
      {/* A result shows in the free result's words, which are the funnel's. */}
      <MessageBundleProvider bundle="funnel">
        <ResultReport />
      </MessageBundleProvider>
    </ApolloProvider>
  );
}
