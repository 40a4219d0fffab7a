import type { Locale } from '../../shared/locales';
import type { ResultModel } from '../scoring/scoring.models';
import type { ItemKind } from './itemKinds';
import type { MatrixItemView, PracticeItemView } from './matrixView';

export interface QuestionModel {
  id: string;
  part: number;
  position: number;
  text: string;
  kind: ItemKind;
  block: string | null;
  /** The matrix to complete, on the matrix reasoning test; null elsewhere. */
  matrix?: MatrixItemView | null;
}

export interface ExamPartDetailModel {
  part: number;
  blocks: string[];
  kinds: ItemKind[];
  instructions: { block: string; text: string }[];
  tip: string | null;
}

export interface QuestionSetModel {
  examId: number;
  locale: Locale;
  labels: string[];
  parts: number;
  questions: QuestionModel[];
  partDetails: ExamPartDetailModel[];
  scales: { kind: ItemKind; min: number; max: number; labels: string[] }[];
  attribution: string | null;
  /** The matrix reasoning test's practice item, shown with feedback before the timed items; null elsewhere. */
  practice?: PracticeItemView | null;
}

export interface ReportFormModel {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  birthYear: number | null;
  gender: string | null;
  country: string | null;
}

export interface ExamSessionModel {
  id: string;
  examId: number;
  locale: Locale;
  answers: Record<string, number>;
  totalCount: number;
  examOrderNumber: string | null;
  submittedAt: Date | null;
  form: ReportFormModel | null;
  result: ResultModel | null;
  /** A timed exam's parallel form, its limit and when answers close; null on untimed exams. */
  timing?: SessionTimingModel | null;
  /** The health-data consent given on a health exam (when, and to which text); null until given and on other exams. */
  healthConsent?: { at: Date; version: string } | null;
}

export interface SessionTimingModel {
  form: string;
  limitSeconds: number;
  startedAt: Date;
  deadline: Date;
  /** The items of the session's form, in order. */
  questionIds: string[];
}
