import type { AxisScore } from './scoring';

export interface ResultModel {
  id: string;
  examId: number;
  typeCode: string;
  axes: AxisScore[];
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
