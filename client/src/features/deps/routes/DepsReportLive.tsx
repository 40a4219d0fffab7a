import { ApolloProvider, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { getFragmentData } from '../../../__generated__';
import { DepsReportDocument, ExamReport_ReportFragmentDoc, type DepsReportQuery } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { useLocale } from '../../../i18n/LocaleContext';
import { StatusPanel } from '../../../shared/components/StatusPanel';
import { ReportError, ReportPendingPayment, ReportUnavailable } from '../../../shared/components/report/ReportStates';
import { depsReportMessages } from '../messages';
import { ReportLoading, ShownReport } from './DepsReportPage';

const CODE_EXAM_ID = 'DEPS-1801';

interface LiveReportProps {
  readonly orderNumber: string;
  readonly token: string | null;
  /** The report shown before (the one the page came with), kept on screen while another language loads. */
  readonly before: NonNullable<DepsReportQuery['report']> | null;
}

function Report({ orderNumber, token, before }: LiveReportProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { data, previousData, error, loading, refetch } = useQuery(DepsReportDocument, {
    variables: { orderNumber, locale, token },
    notifyOnNetworkStatusChange: true,
  });
  const loaded = data ?? previousData;
  const report = loaded ? loaded.report : loading ? before : undefined;
  const order = getFragmentData(ExamReport_ReportFragmentDoc, report);
  if (report?.depression) return <ShownReport report={{ ...report, depression: report.depression }} />;
  if (data && report === null) return <ReportUnavailable codeExamId={CODE_EXAM_ID} />;
  if (order?.status === 'PENDING_PAYMENT') return <ReportPendingPayment codeExamId={CODE_EXAM_ID} orderNumber={orderNumber} />;
  if (order?.status === 'GENERATING') {
    return (
      <StatusPanel
        id="deps-generating"
        role="status"
        title={intl.formatMessage(depsReportMessages.generating)}
        body={intl.formatMessage(depsReportMessages.generatingBody)}
      />
    );
  }
  if ((error || report) && !loading) {
    return <ReportError onRetry={() => void refetch().catch(() => undefined)} />;
  }
  return <ReportLoading />;
}

/**
 * The depression report through the GraphQL client: for a page that came without its report (see
 * app/firstScreen), in another language than the one it came in, or one still being prepared. Its own chunk, so
 * the page that came with its report shows it without the client's code.
 */
export default function DepsReportLive(props: LiveReportProps) {
  return (
    <ApolloProvider client={getApolloClient()}>
      <Report {...props} />
    </ApolloProvider>
  );
}
