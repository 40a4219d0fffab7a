import { ApolloProvider, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { getFragmentData } from '../../../__generated__';
import { ExamReport_ReportFragmentDoc, IqReportDocument, type IqReportQuery } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { useLocale } from '../../../i18n/LocaleContext';
import { StatusPanel } from '../../../shared/components/StatusPanel';
import { ReportError, ReportPendingPayment, ReportUnavailable } from '../../../shared/components/report/ReportStates';
import { iqReportMessages as m } from '../messages';
import { ReportBody, ReportLoading } from './IqReportPage';

const CODE_EXAM_ID = 'IQ-1803';

interface LiveReportProps {
  readonly orderNumber: string;
  readonly token: string | null;
  /** The report shown before (the one the page came with), kept on screen while another language loads. */
  readonly before: NonNullable<IqReportQuery['report']> | null;
}

function Report({ orderNumber, token, before }: LiveReportProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const variables = { orderNumber, locale, token };
  const { data, previousData, error, loading, refetch } = useQuery(IqReportDocument, { variables, notifyOnNetworkStatusChange: true });
  const report = (data ?? previousData)?.report ?? (loading ? before : undefined);
  const order = getFragmentData(ExamReport_ReportFragmentDoc, report);
  if (report?.iq) return <ReportBody iq={report.iq} firstName={order?.firstName ?? null} />;
  if (data && report === null) return <ReportUnavailable codeExamId={CODE_EXAM_ID} />;
  if (order?.status === 'PENDING_PAYMENT') return <ReportPendingPayment codeExamId={CODE_EXAM_ID} orderNumber={orderNumber} />;
  if (order?.status === 'GENERATING') {
    return <StatusPanel id="iq-generating" role="status" title={intl.formatMessage(m.generating)} body={intl.formatMessage(m.generatingBody)} />;
  }
  if ((error || report) && !loading) return <ReportError onRetry={() => void refetch().catch(() => undefined)} />;
  return <ReportLoading />;
}

/**
 * The matrix test's report through the GraphQL client: for a page that came without its report (see
 * app/firstScreen), in another language than the one it came in, or one still being prepared. Its own chunk, so
 * the page that came with its report shows it without the client's code.
 */
export default function IqReportLive(props: LiveReportProps) {
  return (
    <ApolloProvider client={getApolloClient()}>
      <Report {...props} />
    </ApolloProvider>
  );
}
