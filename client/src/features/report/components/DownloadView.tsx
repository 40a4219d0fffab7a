import CircularProgress from '@mui/material/CircularProgress';
import { useIntl } from 'react-intl';
import type { To } from 'react-router-dom';
import { StatusPanel } from '../../../shared/components/StatusPanel';
import { PdfDownloadActions, PdfDownloadError, pdfLink } from '../../../shared/components/report/PdfDownloadParts';
import { ReportPendingPayment, ReportUnavailable } from '../../../shared/components/report/ReportStates';
import { downloadMessages, headerMessages } from '../messages';
import { useDownloadOnce, useReportPdf } from '../useReportPdf';

function DownloadReady({ url, backTo }: { url: string; backTo: To }) {
  const intl = useIntl();
  useDownloadOnce(url);
  return (
    <StatusPanel
      id="report-download-title"
      role="status"
      title={intl.formatMessage(downloadMessages.title)}
      body={intl.formatMessage(downloadMessages.starting, { link: pdfLink(url) })}
      actions={<PdfDownloadActions backTo={backTo} />}
    />
  );
}

function DownloadWaiting({ slow, onCheckAgain, backTo }: { slow: boolean; onCheckAgain: () => void; backTo: To }) {
  const intl = useIntl();
  return (
    <StatusPanel
      id="report-download-title"
      role="status"
      title={intl.formatMessage(downloadMessages.title)}
      body={intl.formatMessage(slow ? headerMessages.slow : downloadMessages.preparing)}
      actions={<PdfDownloadActions slow={slow} onCheckAgain={onCheckAgain} backTo={backTo} />}
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
  const { data, report, error, loading, retry, pdf, checkAgain, backTo } = useReportPdf({ codeExamId, orderNumber, token });

  if (data && report === null) return <ReportUnavailable codeExamId={codeExamId} />;
  if (report?.status === 'PENDING_PAYMENT') return <ReportPendingPayment codeExamId={codeExamId} orderNumber={orderNumber} />;
  if (report) {
    if (pdf.status === 'ready') return <DownloadReady url={pdf.url} backTo={backTo} />;
    return <DownloadWaiting slow={pdf.status === 'slow'} onCheckAgain={checkAgain} backTo={backTo} />;
  }
  if (error && !loading) return <PdfDownloadError onRetry={retry} />;
  return <DownloadWaiting slow={false} onCheckAgain={checkAgain} backTo={backTo} />;
}
