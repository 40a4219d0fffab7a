import type { Db, Executor } from '../../db/connection';
import { AppError } from '../../shared/errors';
import { randomId } from '../../shared/ids';
import { DEFAULT_LOCALE, normalizeLocale, type Locale } from '../../shared/locales';
import { ttlCache } from '../../shared/ttlCache';
import type { ExamModel, HelpEntryModel, ProtocolModel } from './exam.models';
import type { CrisisFile, ExamLocaleContent } from './examContent.models';
import * as contentRepo from './examContent.repository';
import * as repo from './exam.repository';
import type { MatrixBank } from '@innerscope/shared/iq/types';

/** Parses a locale tag or short form; unknown tags are the caller's mistake, with a stable code. */
export function requireLocale(input: string | null | undefined): Locale {
  const locale = normalizeLocale(input);
  if (!locale) throw new AppError('UNKNOWN_LOCALE', `Unknown locale "${input ?? ''}"`, { field: 'locale' });
  return locale;
}

/** Rows in the locale, or in English when that locale has none yet. */
async function withFallback<T>(load: (l: Locale) => Promise<T[]>, locale: Locale): Promise<T[]> {
  const rows = await load(locale);
  return rows.length || locale === DEFAULT_LOCALE ? rows : load(DEFAULT_LOCALE);
}

export function createExamService(deps: { db: Db }) {
  const { db } = deps;
  // Exams change only with a deploy (seeds); every test step reads one, so keep them a minute in memory.
  const examCache = ttlCache<number, ExamModel | null>(60_000);
  const findExam = (examId: number) =>
    Number.isSafeInteger(examId) ? examCache.get(examId, () => repo.findExam(db, examId)) : Promise.resolve(null);

  async function requireExam(examId: number): Promise<ExamModel> {
    const exam = await findExam(examId);
    if (!exam) throw new AppError('EXAM_NOT_FOUND', `No exam ${examId}`, { field: 'examId' });
    return exam;
  }

  const contentCache = ttlCache<string, unknown>(5 * 60_000);
  /** A content document in a locale, else in English while that locale is not written. */
  async function contentOf<T>(examId: number, locale: Locale, kind: 'items' | 'report'): Promise<T | null> {
    const load = (l: Locale) => contentCache.get(`${examId}:${l}:${kind}`, () => contentRepo.findContent<T>(db, examId, l, kind)) as Promise<T | null>;
    return (await load(locale)) ?? (locale === DEFAULT_LOCALE ? null : load(DEFAULT_LOCALE));
  }

  return {
    findExam,
    requireExam,

    /** The matrix reasoning test's item bank (keys included: for the server only), or null before it is seeded. */
    matrixBank: (examId: number): Promise<MatrixBank | null> =>
      contentCache.get(`${examId}:*:bank`, () => contentRepo.findContent<MatrixBank>(db, examId, '*', 'bank')) as Promise<MatrixBank | null>,

    /** The other exams offered to visitors than this one, in id order (a report's "additional tests"). */
    async otherExams(examId: number): Promise<ExamModel[]> {
      const ids = await repo.listOtherExamIds(db, examId);
      return (await Promise.all(ids.map((id) => findExam(id)))).filter((e): e is ExamModel => e !== null);
    },

    /** Whether an exam is a health exam (see ExamModel.healthData); false for an unknown one. */
    isHealthExam: async (examId: number): Promise<boolean> => (await findExam(examId))?.healthData ?? false,

    /** The exams offered to visitors (and hidden ones too when asked, for staff and tests), in id order. */
    async listExams(includeHidden = false): Promise<ExamModel[]> {
      const ids = await repo.listExamIds(db, includeHidden);
      return (await Promise.all(ids.map((id) => findExam(id)))).filter((e): e is ExamModel => e !== null);
    },

    /** Instructions, labels per kind, tips and attribution of an exam in a locale (English while missing). */
    itemContent: (examId: number, locale: Locale) => contentOf<ExamLocaleContent>(examId, locale, 'items'),

    /** The report texts of an exam written as data, in a locale (English while missing). */
    reportContent: <T>(examId: number, locale: Locale) => contentOf<T>(examId, locale, 'report'),

    /** The reviewed crisis lines an exam carries (the depression screen's), or null. */
    crisisTable: (examId: number) =>
      contentCache.get(`${examId}:*:crisis`, () => contentRepo.findContent<CrisisFile>(db, examId, '*', 'crisis')) as Promise<CrisisFile | null>,

    /** The exam's name in a locale, falling back to its default locale. */
    examName(exam: ExamModel, locale: Locale | null): string {
      return exam.names[locale ?? exam.defaultLocale] ?? exam.names[exam.defaultLocale] ?? exam.code;
    },

    async protocols(examId: number, locale: Locale): Promise<ProtocolModel[]> {
      await requireExam(examId);
      return withFallback((l) => repo.listProtocols(db, examId, l), locale);
    },

    async protocol(id: number): Promise<ProtocolModel> {
      const p = Number.isSafeInteger(id) ? await repo.findProtocol(db, id) : null;
      if (!p) throw new AppError('NOT_FOUND', `No protocol ${id}`, { field: 'id' });
      return p;
    },

    async helpEntries(examId: number, locale: Locale): Promise<HelpEntryModel[]> {
      await requireExam(examId);
      return withFallback((l) => repo.listHelp(db, examId, l), locale);
    },

    async helpEntry(id: number): Promise<HelpEntryModel> {
      const h = Number.isSafeInteger(id) ? await repo.findHelp(db, id) : null;
      if (!h) throw new AppError('NOT_FOUND', `No help entry ${id}`, { field: 'id' });
      return h;
    },

    /** A new log id correlating one visit's requests; 128 random bits, nothing personal stored with it. */
    async generateLogId(appExamId: number | null): Promise<string> {
      if (appExamId !== null) await requireExam(appExamId);
      const id = randomId(16);
      await repo.insertLogId(db, id, appExamId);
      return id;
    },
  };
}

export type ExamService = ReturnType<typeof createExamService>;

/** Whether a test session belongs to a mental-health exam, whose results are health data (the access policy asks). */
export const isHealthDataSession = (db: Executor, sessionId: string) => repo.isHealthDataSession(db, sessionId);
