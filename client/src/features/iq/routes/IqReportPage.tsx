import { styled } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { getFragmentData } from '../../../__generated__';
import { ExamReport_ReportFragmentDoc, type IqReportQuery } from '../../../__generated__/graphql';
import { useFromPage } from '../../../app/firstScreen';
import { useLocale } from '../../../i18n/LocaleContext';
import { MessageBundleProvider } from '../../../i18n/MessageBundleProvider';
import { Card, DepsPage as Page } from '../../../shared/components/report/DepressionSummary';
import { VisuallyHidden } from '../../../shared/components/VisuallyHidden';
import { ReportSkeleton } from '../../../shared/components/report/ReportSkeleton';
import { ReportUnavailable } from '../../../shared/components/report/ReportStates';
import { reportRefFrom } from '../../report/reportPaths';
import { IqRange } from '../components/IqRange';
import { TimeChart } from '../components/TimeChart';
import { iqReportMessages as m } from '../messages';

const CODE_EXAM_ID = 'IQ-1803';

export type IqReport = NonNullable<NonNullable<IqReportQuery['report']>['iq']>;

const Rules = styled('ul')(({ theme }) => ({
  '&&': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.spacing(2) },
  '& .row': { display: 'flex', justifyContent: 'space-between', gap: theme.spacing(1), fontWeight: 700 },
  '& .meter': { display: 'block', height: 8, borderRadius: 4, backgroundColor: '#E2DDD5', overflow: 'hidden', margin: '6px 0' },
  '& .meter > i': { display: 'block', height: '100%', backgroundColor: '#3E5C9A' },
  '& p': { margin: 0, lineHeight: 1.6 },
}));

const Small = styled('p')(({ theme }) => ({ margin: theme.spacing(1, 0, 0), fontSize: '0.875rem', color: theme.palette.text.secondary }));

export function ReportBody({ iq, firstName }: { iq: IqReport; firstName: string | null }) {
  const intl = useIntl();
  return (
    <Page>
      <header>
        <h1 style={{ margin: 0, fontSize: 'clamp(1.625rem, 1.3rem + 1.5vw, 2.25rem)', lineHeight: 1.2 }}>{iq.title}</h1>
        {firstName && <p style={{ margin: '4px 0 0' }}>{intl.formatMessage(m.greeting, { name: firstName })}</p>}
        <Small>{intl.formatMessage(m.generated, { date: intl.formatDate(iq.generatedAt as string, { dateStyle: 'long' }) })}</Small>
      </header>
      <Card aria-labelledby="iq-report-result">
        <h2 id="iq-report-result">{iq.headings.result}</h2>
        <IqRange result={iq.result} showRaw={false} />
        <Small>{iq.answeredText}</Small>
      </Card>
      <Card aria-labelledby="iq-report-rules">
        <h2 id="iq-report-rules">{iq.headings.rules}</h2>
        <Rules>
          {iq.rules.map((rule) => (
            <li key={rule.rule}>
              <span className="row">
                <span>{rule.title}</span>
                <span>
                  {intl.formatMessage(m.level, { level: rule.level })} · {rule.right} / {rule.total}
                </span>
              </span>
              <span className="meter" aria-hidden>
                <i style={{ width: `${(rule.right / Math.max(1, rule.total)) * 100}%` }} />
              </span>
              <p>{rule.text}</p>
            </li>
          ))}
        </Rules>
      </Card>
      <Card aria-labelledby="iq-report-time">
        <h2 id="iq-report-time">{iq.headings.time}</h2>
        <p>{iq.timeProfile.text}</p>
        {iq.timeProfile.points.some((p) => p.seconds != null) && (
          <>
            <Small>{intl.formatMessage(m.timeChart)}</Small>
            <TimeChart points={iq.timeProfile.points} />
            <VisuallyHidden as="p">{iq.timeProfile.textEquivalent}</VisuallyHidden>
          </>
        )}
      </Card>
      <Card aria-labelledby="iq-report-practice">
        <h2 id="iq-report-practice">{iq.headings.practice}</h2>
        <ul>
          {iq.practice.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </Card>
      <Card aria-labelledby="iq-report-limits">
        <h2 id="iq-report-limits">{iq.headings.limits}</h2>
        <ul>
          {iq.limits.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </Card>
    </Page>
  );
}

export function ReportLoading() {
  return (
    <Page>
      <ReportSkeleton />
    </Page>
  );
}

/** The report through the GraphQL client, whose code is fetched only when the page needs it (see Report). */
const LiveReport = lazy(() => import('./IqReportLive'));

/**
 * The report the page came with (see app/firstScreen) shows at once, without the GraphQL client's code. The client
 * is fetched only when the page came without it, or when the language changes: the report shown stays until the
 * new one is here.
 */
function Report({ orderNumber, token }: { orderNumber: string; token: string | null }) {
  const { locale } = useLocale();
  const answered = useFromPage<IqReportQuery>('IqReport', { orderNumber, locale, token })?.report;
  const [firstLocale] = useState(locale);
  const order = getFragmentData(ExamReport_ReportFragmentDoc, answered);
  const shown = answered?.iq ? <ReportBody iq={answered.iq} firstName={order?.firstName ?? null} /> : null;
  if (shown && firstLocale === locale) return shown;
  return (
    <Suspense fallback={shown ?? <ReportLoading />}>
      <LiveReport orderNumber={orderNumber} token={token} before={answered?.iq ? answered : null} />
    </Suspense>
  );
}

function ReportRoute() {
  const location = useLocation();
  const ref = reportRefFrom(location.search);
  if (!ref) return <ReportUnavailable codeExamId={CODE_EXAM_ID} />;
  return <Report orderNumber={ref.orderNumber} token={ref.token} />;
}

/**
 * `/report/result/IQ-1803?order=...`: the paid report: the range, the rule kinds solved and missed, the time
 * profile, how to practise and what the test can and cannot say.
 */
export default function IqReportPage() {
  return (
    // The range's words are the free result's, in the funnel's bundle.
    <MessageBundleProvider bundle="funnel">
      <ReportRoute />
    </MessageBundleProvider>
  );
}
