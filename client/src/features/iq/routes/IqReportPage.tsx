import { ApolloProvider, useApolloClient, useQuery } from '@apollo/client/react';
import { styled } from '@mui/material/styles';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { getFragmentData } from '../../../__generated__';
import { ExamReport_ReportFragmentDoc, IqReportDocument, type IqReportQuery } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { primeFromPage } from '../../../app/firstScreen';
import { useLocale } from '../../../i18n/LocaleContext';
import { MessageBundleProvider } from '../../../i18n/MessageBundleProvider';
import { StatusPanel } from '../../../shared/components/StatusPanel';
import { Card, DepsPage as Page } from '../../../shared/components/report/DepressionSummary';
import { VisuallyHidden } from '../../../shared/components/VisuallyHidden';
import { ReportSkeleton } from '../../../shared/components/report/ReportSkeleton';
import { ReportError, ReportPendingPayment, ReportUnavailable } from '../../../shared/components/report/ReportStates';
import { reportRefFrom } from '../../report/reportPaths';
import { IqRange } from '../components/IqRange';
import { TimeChart } from '../components/TimeChart';
import { iqReportMessages as m } from '../messages';

const CODE_EXAM_ID = 'IQ-1803';

type IqReport = NonNullable<NonNullable<IqReportQuery['report']>['iq']>;

const Rules = styled('ul')(({ theme }) => ({
  '&&': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.spacing(2) },
  '& .row': { display: 'flex', justifyContent: 'space-between', gap: theme.spacing(1), fontWeight: 700 },
  '& .meter': { display: 'block', height: 8, borderRadius: 4, backgroundColor: '#E2DDD5', overflow: 'hidden', margin: '6px 0' },
  '& .meter > i': { display: 'block', height: '100%', backgroundColor: '#3E5C9A' },
  '& p': { margin: 0, lineHeight: 1.6 },
}));

const Small = styled('p')(({ theme }) => ({ margin: theme.spacing(1, 0, 0), fontSize: '0.875rem', color: theme.palette.text.secondary }));

function ReportBody({ iq, firstName }: { iq: IqReport; firstName: string | null }) {
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

function Report({ orderNumber, token }: { orderNumber: string; token: string | null }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const variables = { orderNumber, locale, token };
  // The report the page came with, if any (see app/firstScreen), is read from the cache: no request.
  const client = useApolloClient();
  useState(() => primeFromPage(client, IqReportDocument, variables));
  const { data, previousData, error, loading, refetch } = useQuery(IqReportDocument, { variables, notifyOnNetworkStatusChange: true });
  const report = (data ?? previousData)?.report;
  const order = getFragmentData(ExamReport_ReportFragmentDoc, report);
  if (report?.iq) return <ReportBody iq={report.iq} firstName={order?.firstName ?? null} />;
  if (data && report === null) return <ReportUnavailable codeExamId={CODE_EXAM_ID} />;
  if (order?.status === 'PENDING_PAYMENT') return <ReportPendingPayment codeExamId={CODE_EXAM_ID} orderNumber={orderNumber} />;
  if (order?.status === 'GENERATING') {
    return <StatusPanel id="iq-generating" role="status" title={intl.formatMessage(m.generating)} body={intl.formatMessage(m.generatingBody)} />;
  }
  if ((error || report) && !loading) return <ReportError onRetry={() => void refetch().catch(() => undefined)} />;
  return (
    <Page>
      <ReportSkeleton />
    </Page>
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
    <ApolloProvider client={getApolloClient()}>
      {/* The range's words are the free result's, in the funnel's bundle. */}
      <MessageBundleProvider bundle="funnel">
        <ReportRoute />
      </MessageBundleProvider>
    </ApolloProvider>
  );
}
