import type { ReportQuery } from '../../__generated__/graphql';

export type LoadedReport = NonNullable<ReportQuery['report']>;

type Present<T, K extends keyof T> = T & { [P in K]-?: NonNullable<T[P]> };

/**
 * The fields the server withholds while payment is pending that the page itself reads; the components check
 * the fields of their own fragments.
 */
const CONTENT_FIELDS = ['typeCode', 'type', 'personal', 'relationships', 'career'] as const;

/** A report that may be read: paid, with its contents. */
export type ReadableReport = Present<LoadedReport, (typeof CONTENT_FIELDS)[number]>;

/** The report when it can be shown (paid and complete), else null. */
export function readableReport(report: LoadedReport | null | undefined): ReadableReport | null {
  if (!report || report.status === 'PENDING_PAYMENT') return null;
  return CONTENT_FIELDS.every((field) => report[field] !== null && report[field] !== undefined)
    ? (report as ReadableReport)
    : null;
}
