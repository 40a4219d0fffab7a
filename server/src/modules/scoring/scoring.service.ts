import type { Db, Executor } from '../../db/connection';
import { DEFAULT_LOCALE, type Locale } from '../../shared/locales';
import { ttlCache } from '../../shared/ttlCache';
import * as results from './result.repository';
import type { PersonalityTypeModel } from './scoring.models';
import { createExamService } from '../exam/exam.service';
import { createExamResultService } from '../report/examResults.service';
import { createIqScaleService } from './iqScale.service';
import * as types from './types.repository';
import * as memberResults from './memberResults.repository';

export function createScoringService(deps: { db: Db }) {
  const cache = ttlCache<Locale, Map<string, PersonalityTypeModel>>(5 * 60_000);
  const byLocale = (locale: Locale) =>
    cache.get(locale, async () => new Map((await types.listTypes(deps.db, locale)).map((t) => [t.code, t])));

  const exam = createExamService(deps);
  const examResults = createExamResultService({ db: deps.db, exam, iqScale: createIqScaleService({ db: deps.db }) });
  return {
    exam,
    examResults,

    /** The results of every exam taken with a verified address, newest first, with their report order if any. */
    async memberResults(email: string) {
      const rows = await memberResults.listByEmail(deps.db, email);
      const found = await Promise.all(
        rows.map(async (r) => {
          const [examModel, result] = await Promise.all([exam.findExam(r.exam_id), results.findBySession(deps.db, r.session_id)]);
          return examModel && result ? { ...r, exam: examModel, result } : null;
        }),
      );
      return found.filter((x) => x !== null);
    },

    /** A type's texts in a locale, or in English when that locale has none; null for an unknown code. */
    async personalityType(code: string, locale: Locale): Promise<PersonalityTypeModel | null> {
      const upper = code.toUpperCase();
      return (await byLocale(locale)).get(upper) ?? (await byLocale(DEFAULT_LOCALE)).get(upper) ?? null;
    },

    async personalityTypes(locale: Locale): Promise<PersonalityTypeModel[]> {
      const list = [...(await byLocale(locale)).values()];
      return list.length ? list : [...(await byLocale(DEFAULT_LOCALE)).values()];
    },
  };
}

export type ScoringService = ReturnType<typeof createScoringService>;

/** The four-letter type scored for a test session, or null before it is scored. */
export const resultTypeCode = (db: Executor, sessionId: string) => results.findResultTypeCode(db, sessionId);

/** The result scored for a test session, or null before it is scored (the test and report services ask). */
export const findSessionResult = (db: Executor, sessionId: string) => results.findBySession(db, sessionId);

/** Saves a test session's scored result; a re-submission replaces the scores (one result per session). */
export const saveSessionResult = (db: Executor, row: Parameters<typeof results.upsertForSession>[1]) => results.upsertForSession(db, row);

/** Records the report form's country, gender and age band on a session's result, for the statistics. */
export const saveResultDemographics = (db: Executor, sessionId: string, d: Parameters<typeof results.updateDemographics>[2]) =>
  results.updateDemographics(db, sessionId, d);
