import { useQuery } from '@apollo/client/react';
import { withLocalePrefix } from '@innerscope/shared/routes';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { ReportPdfDocument } from '../../__generated__/graphql';
import { useLocale } from '../../i18n/LocaleContext';
import { reportPath } from '../checkout/checkoutPaths';
import { startDownload } from './startDownload';
import { usePdfUrl } from './usePdfUrl';

/**
 * What a download page needs of an order's PDF: the order's state (never cached, the link is short-lived), the
 * PDF's link as soon as it exists, and the way back to the report on screen.
 */
export function useReportPdf({ codeExamId, orderNumber, token }: { codeExamId: string; orderNumber: string; token: string | null }) {
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
  const retry = () => void refetch().catch(() => undefined);
  return { data, report, error, loading, retry, pdf, checkAgain, backTo };
}

/** Starts the PDF's download once per link, even if the page renders again. */
export function useDownloadOnce(url: string | null) {
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!url || started.current === url) return;
    started.current = url;
    startDownload(url);
  }, [url]);
}
