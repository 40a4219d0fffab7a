import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { type ReactNode, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { ReportPdfDocument } from '../../../__generated__/graphql';
import { withLocalePrefix } from '@innerscope/shared/routes';
import { useLocale } from '../../../i18n/LocaleContext';
import { RetryPanel } from '../../../shared/components/RetryPanel';
import { StatusPanel } from '../../../shared/components/StatusPanel';
import { reportPath } from '../../checkout/checkoutPaths';
import { downloadMessages, headerMessages, reportStateMessages } from '../messages';
import { startDownload } from '../startDownload';
import { usePdfUrl } from '../usePdfUrl';
import { ReportPendingPayment, ReportUnavailable } from '../../../shared/components/report/ReportStates';

/** The PDF link inside the "tap here" sentence. */
function pdfLink(url: string) {
  return (chunks: ReactNode[]) => (
    <a key="link" href={url} download style={{ fontWeight: 700 }}>
      {chunks}
    </a>
  );
}

function DownloadReady({ url, backTo }: { url: string; backTo: { pathname: string; search: string } }) {
  const intl = useIntl();
  const started = useRef<string | null>(null);
  useEffect(() => {
    // Once per link, even if the page renders again.
    if (started.current === url) return;
    started.current = url;
    startDownload(url);
  }, [url]);
  return (
    <StatusPanel
      id="report-download-title"
      role="status"
      title={intl.formatMessage(downloadMessages.title)}
      body={intl.formatMessage(downloadMessages.starting, { link: pdfLink(url) })}
      actions={
        <Button component={Link} to={backTo} variant="outlined" size="large">
          {intl.formatMessage(downloadMessages.back)}
        </Button>
      }
    />
  );
}

function DownloadWaiting({
  slow,
  onCheckAgain,
  backTo,
}: {
  slow: boolean;
  onCheckAgain: () => void;
  backTo: { pathname: string; search: string };
}) {
  const intl = useIntl();
  return (
    <StatusPanel
      id="report-download-title"
      role="status"
      title={intl.formatMessage(downloadMessages.title)}
      body={intl.formatMessage(slow ? headerMessages.slow : downloadMessages.preparing)}
      actions={
        <>
          {slow && (
            <Button variant="contained" size="large" onClick={onCheckAgain}>
              {intl.formatMessage(headerMessages.checkAgain)}
            </Button>
          )}
          <Button component={Link} to={backTo} variant="outlined" size="large">
            {intl.formatMessage(downloadMessages.back)}
          </Button>
        </>
      }
    >
      {!slow && <CircularProgress sx={{ mt: 3 }} aria-label={intl.formatMessage(headerMessages.preparing)} />}
    </StatusPanel>
  );
}

export interface DownloadViewProps {
  readonly codeExamId: string;
  readonly orderNumber: string;
  readonly token: string | null;
}

/**
 * `/report/result-download/...`, opened from the report e-mail: starts the PDF's download as soon as it exists,
 * with a link to start it by hand and a way to the report on screen.
 */
export function DownloadView({ codeExamId, orderNumber, token }: DownloadViewProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const location = useLocation();
  const { data, error, loading, refetch } = useQuery(ReportPdfDocument, {
    variables: { orderNumber, locale, token },
    fetchPolicy: 'no-cache',
    notifyOnNetworkStatusChange: true,
  });
  const report = data?.reportPdf;
  const { pdf, checkAgain } = usePdfUrl({
    orderNumber,
    locale,
    token,
    known: report && report.status !== 'PENDING_PAYMENT' ? report.url : undefined,
  });
  const backTo = { pathname: withLocalePrefix(reportPath(codeExamId), location.pathname), search: location.search };

  if (data && report === null) return <ReportUnavailable codeExamId={codeExamId} />;
  if (report?.status === 'PENDING_PAYMENT') return <ReportPendingPayment codeExamId={codeExamId} orderNumber={orderNumber} />;
  if (report) {
    if (pdf.status === 'ready') return <DownloadReady url={pdf.url} backTo={backTo} />;
    return <DownloadWaiting slow={pdf.status === 'slow'} onCheckAgain={checkAgain} backTo={backTo} />;
  }
  if (error && !loading) {
    return (
      <RetryPanel
        id="report-download-error"
        title={intl.formatMessage(reportStateMessages.errorTitle)}
        body={intl.formatMessage(reportStateMessages.errorBody)}
        retryLabel={intl.formatMessage(reportStateMessages.retry)}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  return <DownloadWaiting slow={false} onCheckAgain={checkAgain} backTo={backTo} />;
}
