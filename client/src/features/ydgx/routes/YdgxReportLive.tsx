import { ApolloProvider, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { getFragmentData } from '../../../__generated__';
import { ExamReport_ReportFragmentDoc, YdgxReportDocument, type YdgxReportQuery } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { useLocale } from '../../../i18n/LocaleContext';
import { StatusPanel } from '../../../shared/components/StatusPanel';
import { ReportError, ReportPendingPayment, ReportUnavailable } from '../../../shared/components/report/ReportStates';
import { ydgxReportMessages } from '../messages';
import { ReportLoading, ShownReport } from './YdgxReportPage';

const CODE_EXAM_ID = 'YDGX-1802';

interface LiveReportProps {
  readonly orderNumber: string;
  readonly token: string | null;
  /** The map shown before (the one the page came with), kept on screen while another language loads. */
  readonly before: NonNullable<YdgxReportQuery['report']> | null;
}

function Report({ orderNumber, token, before }: LiveReportProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { data, previousData, error, loading, refetch } = useQuery(YdgxReportDocument, {
    variables: { orderNumber, locale, token },
    notifyOnNetworkStatusChange: true,
  });
  const loaded = data ?? previousData;
  const report = loaded ? loaded.report : loading ? before : undefined;
  const order = getFragmentData(ExamReport_ReportFragmentDoc, report);
  if (report?.psychMap) return <ShownReport report={{ ...report, psychMap: report.psychMap }} />;
  if (data && report === null) return <ReportUnavailable codeExamId={CODE_EXAM_ID} />;
  if (order?.status === 'PENDING_PAYMENT') return <ReportPendingPayment codeExamId={CODE_EXAM_ID} orderNumber={orderNumber} />;
  if (order?.status === 'GENERATING') {
    return (
      <StatusPanel
        id="ydgx-generating"
        role="status"
        title={intl.formatMessage(ydgxReportMessages.generating)}
        body={intl.formatMessage(ydgxReportMessages.generatingBody)}
      />
    );
  }
  if ((error || report) && !loading) {
    return <ReportError onRetry={() => void refetch().catch(() => undefined)} />;
  }
  return <ReportLoading />;
}

/**
 * The psychological map through the GraphQL client: for a page that came without its report (see
 * app/firstScreen), in another language than the one it came in, or one still being prepared. Its own chunk, so
 * the page that came with its report shows it without the client's code.
 */
export default function YdgxReportLive(props: LiveReportProps) {
  return (
    <ApolloProvider client={getApolloClient()}>
      <Report {...props} />
    </ApolloProvider>
  );
}
