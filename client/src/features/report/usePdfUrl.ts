import { useCallback, useEffect, useState } from 'react';

/** How often to ask whether the PDF is ready, and for how long before saying it is late. */
export const PDF_POLL_INTERVAL_MS = 3_000;
export const PDF_POLL_LIMIT_MS = 120_000;

export type PdfState =
  | { readonly status: 'ready'; readonly url: string }
  | { readonly status: 'preparing' }
  /** Not ready after the polling limit: asking stops until the reader asks again. */
  | { readonly status: 'slow' };

interface Polled {
  readonly key: string;
  readonly url: string | null;
  readonly slow: boolean;
}

export interface PdfUrlInput {
  readonly orderNumber: string;
  readonly locale: string;
  readonly token: string | null;
  /** The report's `pdfUrl` as last loaded: undefined before it is known, null while the PDF is being made. */
  readonly known: string | null | undefined;
}

/**
 * The report's PDF link. While the server is still making the PDF (the report's `pdfUrl` is null), asks for it
 * every 3 seconds with a small query of its own, for at most 2 minutes. The polls never touch the cache, so
 * they cannot overwrite the report they belong to. A PDF is per language: a new locale starts over.
 */
export function usePdfUrl({ orderNumber, locale, token, known }: PdfUrlInput): { pdf: PdfState; checkAgain: () => void } {
  const key = `${orderNumber}\n${locale}\n${token ?? ''}`;
  const [polled, setPolled] = useState<Polled>({ key, url: null, slow: false });
  const [round, setRound] = useState(0);
  const current = polled.key === key ? polled : { key, url: null, slow: false };
  const url = known ?? current.url;
  const polling = known === null && !current.url && !current.slow;

  useEffect(() => {
    if (!polling) return;
    let cancelled = false;
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      attempts += 1;
      let found: string | null = null;
      try {
        // The client's code comes with the first check: a report that came with its PDF never needs it.
        const { queryReportPdfUrl } = await import('./reportPdfQuery');
        found = await queryReportPdfUrl({ orderNumber, locale, token });
      } catch {
        // A failed check is just a check that found nothing; the next one may get through.
      }
      if (cancelled) return;
      if (found) setPolled({ key, url: found, slow: false });
      else if (attempts * PDF_POLL_INTERVAL_MS >= PDF_POLL_LIMIT_MS) setPolled({ key, url: null, slow: true });
      else timer = setTimeout(() => void check(), PDF_POLL_INTERVAL_MS);
    };
    // "Check again" asks at once; otherwise the report that just loaded said "not yet" a moment ago.
    timer = setTimeout(() => void check(), round > 0 ? 0 : PDF_POLL_INTERVAL_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [polling, key, orderNumber, locale, token, round]);

  const checkAgain = useCallback(() => {
    setPolled({ key, url: null, slow: false });
    setRound((value) => value + 1);
  }, [key]);

  if (url) return { pdf: { status: 'ready', url }, checkAgain };
  return { pdf: current.slow ? { status: 'slow' } : { status: 'preparing' }, checkAgain };
}
