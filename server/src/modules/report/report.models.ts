import type { Level } from '../scoring/scoring';
import type { AxisScore } from '../scoring/scoring';
import type { PersonalityTypeModel } from '../scoring/scoring.models';
import type { ExamModel } from '../exam/exam.models';

export type ReportStatus = 'PENDING_PAYMENT' | 'GENERATING' | 'COMPLETED';

export interface GrowthSectionModel {
  intro: string;
  strengths: string[];
  challenges: string[];
  tips: string[];
  fields: string[];
}

export interface ReportStatsModel {
  source: 'LIVE' | 'SAMPLE';
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
  status: ReportStatus;
  locale: string;
  firstName: string | null;
  typeCode: string | null;
  type: PersonalityTypeModel | null;
  axes: AxisScore[];
  poles: { pole: string; name: string; summary: string; percent: number; level: Level; quick: string; text: string }[];
  table: { axis: string; dimension: string; score: number; rangeLow: number; rangeHigh: number; interpretation: string }[];
  personal: GrowthSectionModel | null;
  relationships: GrowthSectionModel | null;
  career: GrowthSectionModel | null;
  furtherReading: { title: string; summary: string }[];
  advancedGuide: { intro: string; steps: string[] } | null;
  stats: ReportStatsModel | null;
  additionalTests: ExamModel[];
  completedAt: Date | null;
  pdfUrl: string | null;
}
