import type { AxisScore } from './scoring';

export interface ResultModel {
  id: string;
  examId: number;
  typeCode: string;
  /** The 16-type axes; empty for other exams. */
  axes: AxisScore[];
  /** The scores JSON of the exam's scoring module (see scoring/<code>.scoring.ts). */
  scores: Record<string, unknown>;
  /** The country given on the report form, when there was one. */
  country?: string | null;
  /** The locale the test was taken in: the default language of the type texts. */
  locale: string;
  completedAt: Date;
}

export interface PersonalityTypeModel {
  code: string;
  locale: string;
  title: string;
  tagline: string;
  description: string;
  keywords: string[];
  famousPeople: string[];
  accent: string;
  population: { total: number; male: number; female: number; source: string };
}
