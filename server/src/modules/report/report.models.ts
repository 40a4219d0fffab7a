import type { Level } from '../scoring/scoring';
import type { AxisScore } from '../scoring/scoring';
import type { PersonalityTypeModel } from '../scoring/scoring.models';
import type { ExamModel } from '../exam/exam.models';
import type { ReportDepthModel } from './report.depth';
import type { ReadingItemModel } from './report.reading';
import type { DepressionReportModel, IqReportModel, PsychMapReportModel } from './examReport.models';

export type ReportStatus = 'PENDING_PAYMENT' | 'GENERATING' | 'COMPLETED';

export interface GrowthSectionModel {
  intro: string;
  strengths: string[];
  challenges: string[];
  tips: string[];
  fields: string[];
}

/** Comparisons with everyone who took the test: only from real results, never from a sample. */
export interface ReportStatsModel {
  source: 'LIVE';
  sampleSize: number;
  benchmark: { axis: string; pole: string; percent: number; percentile: number }[];
  topCountries: { country: string; percent: number }[];
  latestRanking: { code: string; percent: number }[];
}

/** A report as read: the shape of the GraphQL Report, also what the PDF and the e-mail are made from. */
export interface ReportModel {
  orderNumber: string;
  orderId: string;
  examId: number;
  /** The exam's code (BMBTI when not given). */
  examCode?: string;
  status: ReportStatus;
  locale: string;
  firstName: string | null;
  typeCode: string | null;
  type: PersonalityTypeModel | null;
  axes: AxisScore[];
  poles: { pole: string; name: string; summary: string; percent: number; level: Level; quick: string; text: string }[];
  /** The reference range (the middle half of results) is null until there are enough results to give one. */
  table: { axis: string; dimension: string; score: number; rangeLow: number | null; rangeHigh: number | null; interpretation: string }[];
  personal: GrowthSectionModel | null;
  relationships: GrowthSectionModel | null;
  career: GrowthSectionModel | null;
  furtherReading: ReadingItemModel[];
  advancedGuide: { intro: string; steps: string[] } | null;
  /** Written for the person's scores; null in locales whose depth texts are not complete (never another language). */
  depth: ReportDepthModel | null;
  stats: ReportStatsModel | null;
  additionalTests: ExamModel[];
  completedAt: Date | null;
  pdfUrl: string | null;
  /** The depression screen's report (DEPS); null for other exams and before payment. */
  depression?: DepressionReportModel | null;
  /** The psychological map's report (YDGX); null for other exams and before payment. */
  psychMap?: PsychMapReportModel | null;
  /** The matrix reasoning test's report (IQ); null for other exams and before payment. */
  iq?: IqReportModel | null;
}
