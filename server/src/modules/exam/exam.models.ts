import type { Locale } from '../../shared/locales';

/** An exam as services hand it to resolvers and REST handlers. */
export interface ExamModel {
  id: number;
  code: string;
  kind: string;
  defaultLocale: Locale;
  names: Partial<Record<Locale, string>>;
  languages: Locale[];
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
