import { lazy, Suspense, useState } from 'react';
import { styled } from '@mui/material/styles';
import { withLocalePrefix } from '@innerscope/shared/routes';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { getFragmentData } from '../../../__generated__';
import { ExamReport_ReportFragmentDoc, type DepsReportQuery } from '../../../__generated__/graphql';
import { useFromPage } from '../../../app/firstScreen';
import { useLocale } from '../../../i18n/LocaleContext';
import { MessageBundleProvider } from '../../../i18n/MessageBundleProvider';
import { ReportSkeleton } from '../../../shared/components/report/ReportSkeleton';
import { ReportUnavailable } from '../../../shared/components/report/ReportStates';
import { reportRefFrom } from '../../report/reportPaths';
import { Card, DepressionSummary, DepsPage } from '../../../shared/components/report/DepressionSummary';
import { ScoreBars } from '../../../shared/components/report/ScoreBars';
import { TrendChart } from '../components/TrendChart';
import { depsReportMessages } from '../messages';

const CODE_EXAM_ID = 'DEPS-1801';

export type Depression = NonNullable<NonNullable<DepsReportQuery['report']>['depression']>;

const Title = styled('header')(({ theme }) => ({
  '& h1': { margin: 0, fontSize: 'clamp(1.625rem, 1.3rem + 1.5vw, 2.25rem)', lineHeight: 1.2 },
  '& p': { margin: theme.spacing(0.5, 0, 0), color: theme.palette.text.secondary },
}));

const Detail = styled('div')(({ theme }) => ({
  fontSize: '0.9375rem',
  '& p': { margin: 0 },
  '& ul': { margin: theme.spacing(0.5, 0, 0), paddingInlineStart: theme.spacing(2.5) },
}));

/** A download or a way on: a large, plain link. */
const Action = styled('a')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 48,
  marginTop: theme.spacing(1),
  padding: theme.spacing(1, 2.5),
  borderRadius: 999,
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  fontWeight: 700,
  textDecoration: 'none',
}));

function ReportBody({ depression, firstName, completedAt }: { depression: Depression; firstName: string | null; completedAt: string | null }) {
  const intl = useIntl();
  const location = useLocation();
  const m = depsReportMessages;
  const { symptoms, patterns, selfHelpPlan, doctorTalk, retest } = depression;
  return (
    <DepsPage>
      <Title>
        <h1>{intl.formatMessage(m.title)}</h1>
        {firstName && <p>{intl.formatMessage(m.greeting, { name: firstName })}</p>}
        {completedAt && <p>{intl.formatDate(completedAt, { dateStyle: 'long' })}</p>}
      </Title>
      <DepressionSummary result={depression.result} heading="h2" />
      <Card aria-labelledby="deps-symptoms-title">
        <h2 id="deps-symptoms-title">{intl.formatMessage(m.symptoms)}</h2>
        <p>{intl.formatMessage(m.symptomsIntro)}</p>
        <ScoreBars
          caption={intl.formatMessage(m.symptomTable)}
          headers={[intl.formatMessage(m.symptomHeader), intl.formatMessage(m.answerHeader)]}
          bars={symptoms.map((symptom) => ({
            key: symptom.item,
            label: symptom.name,
            value: symptom.score,
            max: 3,
            valueText: intl.formatMessage(m.symptomScore, { score: symptom.score }),
            detail: (
              <Detail>
                <p>{symptom.text}</p>
                {symptom.tips.length > 0 && (
                  <ul>
                    {symptom.tips.map((tip) => (
                      <li key={tip}>{tip}</li>
                    ))}
                  </ul>
                )}
              </Detail>
            ),
          }))}
        />
      </Card>
      <Card aria-labelledby="deps-patterns-title">
        <h2 id="deps-patterns-title">{intl.formatMessage(m.patterns)}</h2>
        <ScoreBars
          caption={intl.formatMessage(m.patterns)}
          headers={[intl.formatMessage(m.symptomHeader), intl.formatMessage(m.answerHeader)]}
          color="#5B6E3A"
          bars={patterns.map((pattern) => ({
            key: pattern.key,
            label: pattern.title,
            value: pattern.score,
            max: pattern.maxScore,
            valueText: intl.formatMessage(m.patternScore, { score: pattern.score, max: pattern.maxScore }),
            detail: (
              <Detail>
                <p>{pattern.body}</p>
              </Detail>
            ),
          }))}
        />
      </Card>
      <Card aria-labelledby="deps-plan-title">
        <h2 id="deps-plan-title">{intl.formatMessage(m.selfHelp)}</h2>
        <ol>
          {selfHelpPlan.map((step) => (
            <li key={step.title}>
              <strong>{step.title}</strong>
              <br />
              {step.text}
            </li>
          ))}
        </ol>
      </Card>
      <Card aria-labelledby="deps-doctor-title">
        <h2 id="deps-doctor-title">{doctorTalk.title || intl.formatMessage(m.doctorTalk)}</h2>
        <p>{doctorTalk.intro}</p>
        <h3>{intl.formatMessage(m.checklist)}</h3>
        <ul>
          {doctorTalk.checklist.map((entry) => (
            <li key={entry}>{entry}</li>
          ))}
        </ul>
        <h3>{intl.formatMessage(m.phrases)}</h3>
        <ul>
          {doctorTalk.phrases.map((phrase) => (
            <li key={phrase}>“{phrase}”</li>
          ))}
        </ul>
        {doctorTalk.pdfUrl ? (
          <Action href={doctorTalk.pdfUrl} download>
            {intl.formatMessage(m.doctorPdf)}
          </Action>
        ) : (
          <p role="status">{intl.formatMessage(m.doctorPdfPending)}</p>
        )}
      </Card>
      <Card aria-labelledby="deps-retest-title">
        <h2 id="deps-retest-title">{retest.title}</h2>
        <p>{retest.body}</p>
        <p>
          <strong>{intl.formatMessage(m.retestDue, { date: intl.formatDate(retest.dueAt, { dateStyle: 'long' }) })}</strong>
        </p>
        {retest.trend.length > 1 && (
          <>
            <h3>{intl.formatMessage(m.trend)}</h3>
            <TrendChart points={retest.trend} />
          </>
        )}
        <p>
          <Link to={withLocalePrefix(`/answer/question/${CODE_EXAM_ID}`, location.pathname)}>{intl.formatMessage(m.retestLink)}</Link>
        </p>
      </Card>
    </DepsPage>
  );
}

type LoadedReport = NonNullable<DepsReportQuery['report']>;

/** A report that can be shown: its body, with the buyer's name and the date from the order's fields. */
export function ShownReport({ report }: { report: LoadedReport & { depression: Depression } }) {
  const order = getFragmentData(ExamReport_ReportFragmentDoc, report);
  return <ReportBody depression={report.depression} firstName={order?.firstName ?? null} completedAt={order?.completedAt ?? null} />;
}

export function ReportLoading() {
  return (
    <DepsPage>
      <ReportSkeleton />
    </DepsPage>
  );
}

/** The report through the GraphQL client, whose code is fetched only when the page needs it (see Report). */
const LiveReport = lazy(() => import('./DepsReportLive'));

/**
 * The report the page came with (see app/firstScreen) shows at once, without the GraphQL client's code. The client
 * is fetched only when the page came without it, or when the language changes: the report shown stays until the
 * new one is here.
 */
function Report({ orderNumber, token }: { orderNumber: string; token: string | null }) {
  const { locale } = useLocale();
  const answered = useFromPage<DepsReportQuery>('DepsReport', { orderNumber, locale, token })?.report;
  // The language it came in: a switch to another one asks for the report in that one.
  const [firstLocale] = useState(locale);
  const fromPage = answered?.depression ? { locale: firstLocale, report: { ...answered, depression: answered.depression } } : null;
  const shown = fromPage && <ShownReport report={fromPage.report} />;
  if (fromPage && fromPage.locale === locale) return shown;
  return (
    <Suspense fallback={shown ?? <ReportLoading />}>
      <LiveReport orderNumber={orderNumber} token={token} before={fromPage?.report ?? null} />
    </Suspense>
  );
}

function Page() {
  const location = useLocation();
  const ref = reportRefFrom(location.search);
  if (!ref) return <ReportUnavailable codeExamId={CODE_EXAM_ID} />;
  return <Report orderNumber={ref.orderNumber} token={ref.token} />;
}

/**
 * `/report/result/DEPS-1801?order=...`: the paid depression report. The free result comes first, with the crisis
 * lines before everything when item 9 was answered above 0; then each question, the patterns, a self-help plan,
 * how to talk to a doctor (with its one-page PDF) and the retest with the trend. No upsell and no tracking.
 */
export default function DepsReportPage() {
  // The free result's words (the score, the bands, the crisis lines) are the funnel's.
  return (
    <MessageBundleProvider bundle="funnel">
      <Page />
    </MessageBundleProvider>
  );
}
