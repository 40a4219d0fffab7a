import { ApolloProvider } from '@apollo/client/react';
import CircularProgress from '@mui/material/CircularProgress';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { getApolloClient } from '../../../app/apollo';
import { StatusPanel } from '../StatusPanel';
import { PdfDownloadActions, PdfDownloadError, pdfLink } from './PdfDownloadParts';
import { ReportPendingPayment, ReportUnavailable } from './ReportStates';
import { downloadMessages, headerMessages } from '../../../features/report/messages';
import { reportRefFrom } from '../../../features/report/reportPaths';
import { useDownloadOnce, useReportPdf } from '../../../features/report/useReportPdf';
import { iqReportMessages } from '../../../features/iq/messages';

export type PdfExam = 'DEPS' | 'YDGX' | 'IQ';

export const examPdfMessages = defineMessages<{
  title: { exam: PdfExam };
  about: { exam: PdfExam };
}>({
  title: {
    id: 'report.examPdf.title',
    defaultMessage: '{exam, select, DEPS {Your screen summary as a PDF} other {Your psychological map as a PDF}}',
    description: 'Title of the PDF download page of the depression screen (DEPS) or the psychological map (other)',
  },
  about: {
    id: 'report.examPdf.about',
    defaultMessage:
      '{exam, select, DEPS {One page to take to a doctor or counsellor: your score, what you answered and questions you may want to ask.} other {Your whole map on paper: traits, thinking style, relationships, motives and well-being.}}',
    description: 'What the PDF of the depression screen (DEPS) or of the psychological map (other) holds',
  },
});

const CODE_EXAM_IDS: Readonly<Record<PdfExam, string>> = { DEPS: 'DEPS-1801', YDGX: 'YDGX-1802', IQ: 'IQ-1803' };

function Download({ exam, orderNumber, token }: { exam: PdfExam; orderNumber: string; token: string | null }) {
  const intl = useIntl();
  const codeExamId = CODE_EXAM_IDS[exam];
  const { data, report, error, loading, retry, pdf, checkAgain, backTo } = useReportPdf({ codeExamId, orderNumber, token });
  const url = pdf.status === 'ready' ? pdf.url : null;
  useDownloadOnce(url);

  if (data && report === null) return <ReportUnavailable codeExamId={codeExamId} />;
  if (report?.status === 'PENDING_PAYMENT') return <ReportPendingPayment codeExamId={codeExamId} orderNumber={orderNumber} />;
  if (!report && error && !loading) return <PdfDownloadError onRetry={retry} />;
  const slow = pdf.status === 'slow';
  return (
    <StatusPanel
      id="report-download-title"
      role="status"
      title={exam === 'IQ' ? intl.formatMessage(iqReportMessages.pdfTitle) : intl.formatMessage(examPdfMessages.title, { exam })}
      body={
        <>
          <span style={{ display: 'block', marginBottom: 8 }}>{exam === 'IQ' ? intl.formatMessage(iqReportMessages.pdfAbout) : intl.formatMessage(examPdfMessages.about, { exam })}</span>
          {url
            ? intl.formatMessage(downloadMessages.starting, { link: pdfLink(url) })
            : intl.formatMessage(slow ? headerMessages.slow : downloadMessages.preparing)}
        </>
      }
      actions={<PdfDownloadActions slow={slow} onCheckAgain={checkAgain} backTo={backTo} />}
    >
      {!url && !slow && <CircularProgress sx={{ mt: 3 }} aria-label={intl.formatMessage(headerMessages.preparing)} />}
    </StatusPanel>
  );
}

function Route({ exam }: { exam: PdfExam }) {
  const location = useLocation();
  const ref = reportRefFrom(location.search);
  if (!ref) return <ReportUnavailable codeExamId={CODE_EXAM_IDS[exam]} />;
  return <Download exam={exam} {...ref} />;
}

/**
 * `/report/result-download/DEPS-1801` and `/YDGX-1802`, opened from the report e-mail: the exam's own PDF (the
 * depression screen's one page for a doctor, the map's full report), downloaded as soon as it exists, with a
 * link to start it by hand and the way back to the report on screen.
 */
export function ExamPdfDownload({ exam }: { exam: PdfExam }) {
  return (
    <ApolloProvider client={getApolloClient()}>
      <Route exam={exam} />
    </ApolloProvider>
  );
}
