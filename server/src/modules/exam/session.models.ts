import type { Locale } from '../../shared/locales';
import type { ResultModel } from '../scoring/scoring.models';

export interface QuestionModel {
  id: string;
  part: number;
  position: number;
  text: string;
}

export interface QuestionSetModel {
  examId: number;
  locale: Locale;
  labels: string[];
  parts: number;
  questions: QuestionModel[];
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
}
