import { lazy, Suspense, useState } from 'react';
import type { ReportQuery } from '../../../__generated__/graphql';
import { useFromPage } from '../../../app/firstScreen';
import { useLocale } from '../../../i18n/LocaleContext';
import type { Locale } from '@innerscope/shared/locales';
import { ReportSkeleton } from '../../../shared/components/report/ReportSkeleton';
import { readableReport } from '../readableReport';
import { ReportBody, ReportPageFrame, useLocaleInUrl } from './ReportBody';

export { ReportPageFrame } from './ReportBody';

export interface ReportViewProps {
  readonly codeExamId: string;
  readonly orderNumber: string;
  readonly token: string | null;
}

/** The report through the GraphQL client, whose code is fetched only when the page needs it (see ReportView). */
const LiveReportView = lazy(() => import('./ReportViewLive'));

/**
 * The paid report of an order, in the interface's language: switching one switches the other, and the report
 * already on screen stays there until its new texts are here. The report the page came with (see
 * app/firstScreen) shows at once, without the GraphQL client's code; the client is fetched only when the page
 * came without it, or when the language changes.
 */
export function ReportView({ codeExamId, orderNumber, token }: ReportViewProps) {
  const { locale, switchLocale } = useLocale();
  useLocaleInUrl(locale);
  const answered = useFromPage<ReportQuery>('Report', { orderNumber, locale, token });
  // The language it came in: a switch to another one asks for the report in that one.
  const [firstLocale] = useState(locale);
  const fromPage = readableReport(answered?.report);
  const onLocaleChange = (next: Locale) => void switchLocale(next);
  const shown = fromPage && (
    <ReportPageFrame>
      <ReportBody report={fromPage} locale={locale} token={token} loading={locale !== firstLocale} onLocaleChange={onLocaleChange} />
    </ReportPageFrame>
  );
  if (shown && firstLocale === locale) return shown;
  return (
    <Suspense
      fallback={
        shown ?? (
          <ReportPageFrame>
            <ReportSkeleton />
          </ReportPageFrame>
        )
      }
    >
      <LiveReportView codeExamId={codeExamId} orderNumber={orderNumber} token={token} before={fromPage} />
    </Suspense>
  );
}
