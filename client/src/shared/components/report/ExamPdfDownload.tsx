import { ApolloProvider, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { withLocalePrefix } from '@innerscope/shared/routes';
import { type ReactNode, useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { ReportPdfDocument } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { useLocale } from '../../../i18n/LocaleContext';
import { RetryPanel } from '../RetryPanel';
import { StatusPanel } from '../StatusPanel';
import { reportPath } from '../../../features/checkout/checkoutPaths';
import { ReportPendingPayment, ReportUnavailable } from './ReportStates';
import { downloadMessages, headerMessages, reportStateMessages } from '../../../features/report/messages';
import { reportRefFrom } from '../../../features/report/reportPaths';
import { startDownload } from '../../../features/report/startDownload';
import { usePdfUrl } from '../../../features/report/usePdfUrl';

export type PdfExam = 'DEPS' | 'YDGX';

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

const CODE_EXAM_IDS: Readonly<Record<PdfExam, string>> = { DEPS: 'DEPS-1801', YDGX: 'YDGX-1802' };

function pdfLink(url: string) {
  return (chunks: ReactNode[]) => (
    <a key="link" href={url} download style={{ fontWeight: 700 }}>
      {chunks}
    </a>
  );
}

function Download({ exam, orderNumber, token }: { exam: PdfExam; orderNumber: string; token: string | null }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const location = useLocation();
  const codeExamId = CODE_EXAM_IDS[exam];
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
  const url = pdf.status === 'ready' ? pdf.url : null;
  const started = useRef<string | null>(null);
  useEffect(() => {
    // Once per link, even if the page renders again.
    if (!url || started.current === url) return;
    started.current = url;
    startDownload(url);
  }, [url]);

  if (data && report === null) return <ReportUnavailable codeExamId={codeExamId} />;
  if (report?.status === 'PENDING_PAYMENT') return <ReportPendingPayment codeExamId={codeExamId} orderNumber={orderNumber} />;
  if (!report && error && !loading) {
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
  const backTo = { pathname: withLocalePrefix(reportPath(codeExamId), location.pathname), search: location.search };
  const slow = pdf.status === 'slow';
  return (
    <StatusPanel
      id="report-download-title"
      role="status"
      title={intl.formatMessage(examPdfMessages.title, { exam })}
      body={
        <>
          <span style={{ display: 'block', marginBottom: 8 }}>{intl.formatMessage(examPdfMessages.about, { exam })}</span>
          {url
            ? intl.formatMessage(downloadMessages.starting, { link: pdfLink(url) })
            : intl.formatMessage(slow ? headerMessages.slow : downloadMessages.preparing)}
        </>
      }
      actions={
        <>
          {slow && (
            <Button variant="contained" size="large" onClick={checkAgain}>
              {intl.formatMessage(headerMessages.checkAgain)}
            </Button>
          )}
          <Button component={Link} to={backTo} variant="outlined" size="large">
            {intl.formatMessage(downloadMessages.back)}
          </Button>
        </>
      }
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
