import { ApolloProvider, useApolloClient, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { ReportDocument } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { usePrimedFromPage } from '../../../app/firstScreen';
import { useLocale } from '../../../i18n/LocaleContext';
import { type Locale, NATIVE_NAMES } from '@innerscope/shared/locales';
import { ReportSkeleton } from '../../../shared/components/report/ReportSkeleton';
import { ReportError, ReportPendingPayment, ReportUnavailable } from '../../../shared/components/report/ReportStates';
import { reportStateMessages } from '../messages';
import { type ReadableReport, readableReport } from '../readableReport';
import { ReportBody, ReportPageFrame } from './ReportBody';
import type { ReportViewProps } from './ReportView';

/** A problem beside the report that leaves it readable (a language switch that failed). */
const Notice = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(1),
  padding: theme.spacing(1.5, 2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: '#FFF4E5',
  color: '#663C00',
  '& p': { margin: 0, flex: '1 1 240px' },
}));

interface LiveReportViewProps extends ReportViewProps {
  /** The report the page came with, kept on screen while the report in another language loads. */
  readonly before: ReadableReport | null;
}

/**
 * The paid report through the GraphQL client: for a page that came without its report, or in another language
 * than the one it came in. A switch that fails keeps the report as it was.
 */
function LiveReport({ codeExamId, orderNumber, token, before: cameWith }: LiveReportViewProps) {
  const intl = useIntl();
  const { locale, switchLocale } = useLocale();
  const variables = { orderNumber, locale, token };
  // The report the page came with, if any (see app/firstScreen), is read from the cache: no request.
  const client = useApolloClient();
  usePrimedFromPage(client, ReportDocument, variables);
  const { data, previousData, error, loading, refetch } = useQuery(ReportDocument, {
    variables,
    notifyOnNetworkStatusChange: true,
  });
  const retry = () => void refetch().catch(() => undefined);
  const onLocaleChange = (next: Locale) => void switchLocale(next);

  const current = data?.report;
  const shown = readableReport(current);
  const before = readableReport(previousData?.report) ?? cameWith;
  const previous = before?.orderNumber === orderNumber ? before : null;

  if (shown) {
    return (
      <ReportPageFrame>
        <ReportBody report={shown} locale={locale} token={token} loading={loading} onLocaleChange={onLocaleChange} />
      </ReportPageFrame>
    );
  }
  // A report that was readable a moment ago stays: while another language loads, or if loading it failed.
  const failedSwitch = previous && !loading && (error || data);
  if (previous && (loading || failedSwitch)) {
    return (
      <ReportPageFrame>
        {failedSwitch && (
          <Notice role="alert">
            <p>{intl.formatMessage(reportStateMessages.switchFailed, { language: NATIVE_NAMES[locale] })}</p>
            <Button color="inherit" onClick={retry}>
              {intl.formatMessage(reportStateMessages.retry)}
            </Button>
          </Notice>
        )}
        <ReportBody
          report={previous}
          locale={locale}
          token={token}
          loading={loading}
          onLocaleChange={onLocaleChange}
        />
      </ReportPageFrame>
    );
  }
  if (data && current === null) return <ReportUnavailable codeExamId={codeExamId} />;
  if (current?.status === 'PENDING_PAYMENT') return <ReportPendingPayment codeExamId={codeExamId} orderNumber={orderNumber} />;
  // A paid report without its contents would be the server's fault: offered again like any failed load.
  if ((error || current) && !loading) {
    return <ReportError onRetry={retry} />;
  }
  return (
    <ReportPageFrame>
      <ReportSkeleton />
    </ReportPageFrame>
  );
}

/** Its own chunk: the page that came with its report shows it without the client's code (see ReportView). */
export default function ReportViewLive(props: LiveReportViewProps) {
  return (
    <ApolloProvider client={getApolloClient()}>
      <LiveReport {...props} />
    </ApolloProvider>
  );
}
