import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, type To } from 'react-router-dom';
import { RetryPanel } from '../RetryPanel';
import { downloadMessages, headerMessages, reportStateMessages } from '../../../features/report/messages';

/** The PDF link inside the "tap here" sentence. */
export function pdfLink(url: string) {
  return (chunks: ReactNode[]) => (
    <a key="link" href={url} download style={{ fontWeight: 700 }}>
      {chunks}
    </a>
  );
}

/** A download page's ways on: asking again when the PDF is late, and back to the report on screen. */
export function PdfDownloadActions({ slow = false, onCheckAgain, backTo }: { slow?: boolean; onCheckAgain?: () => void; backTo: To }) {
  const intl = useIntl();
  return (
    <>
      {slow && onCheckAgain && (
        <Button variant="contained" size="large" onClick={onCheckAgain}>
          {intl.formatMessage(headerMessages.checkAgain)}
        </Button>
      )}
      <Button component={Link} to={backTo} variant="outlined" size="large">
        {intl.formatMessage(downloadMessages.back)}
      </Button>
    </>
  );
}

/** The order could not be read for its PDF: offered again. */
export function PdfDownloadError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <RetryPanel
      id="report-download-error"
      title={intl.formatMessage(reportStateMessages.errorTitle)}
      body={intl.formatMessage(reportStateMessages.errorBody)}
      retryLabel={intl.formatMessage(reportStateMessages.retry)}
      onRetry={onRetry}
    />
  );
}
