import type { Locale } from '../../shared/locales';
import type { ExamPartModel } from './examContent.models';

/** An exam as services hand it to resolvers and REST handlers. */
export interface ExamModel {
  id: number;
  code: string;
  kind: string;
  defaultLocale: Locale;
  names: Partial<Record<Locale, string>>;
  languages: Locale[];
  category: string;
  minutes: number;
  /** Offered to visitors; a hidden exam can still be taken by its id. */
  live: boolean;
  itemCount: number;
  parts: ExamPartModel[];
  /**
   * A mental-health exam (the depression screen): its results are health data, and its purchase path shows no
   * countdown, no social proof and no upsell steps.
   */
  healthData: boolean;
  /** Exam settings such as published norms. */
  settings: { norms?: { source: string; short?: Partial<Record<string, string>>; n: number; dimensions: Record<string, { mean: number; sd: number }> } };
}

export interface ProtocolModel {
  id: number;
  examId: number;
  kind: string;
  locale: Locale;
  title: string;
  body: string;
  version: string;
  updatedAt: Date;
}

export interface HelpEntryModel {
  id: number;
  examId: number;
  category: string;
  locale: Locale;
  title: string;
  body: string;
}
