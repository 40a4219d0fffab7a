import type { Db, Executor } from '../../db/connection';
import type { Clock } from '../../shared/clock';
import { normalizeCountry } from '../../shared/country';
import { isValidEmail, canonicalEmail } from '../../shared/email';
import { isPublicId, randomId } from '../../shared/ids';
import { normalizeLocale, type Locale } from '../../shared/locales';
import { HEALTH_CONSENT_VERSIONS } from '@innerscope/shared/examKinds';
import { ttlCache } from '../../shared/ttlCache';
import { scorerFor, type ExamScore, type ScorableItem } from '../scoring/registry';
import { findSessionResult, saveResultDemographics, saveSessionResult } from '../scoring/scoring.service';
import { inRange, KIND_RANGE } from './itemKinds';
import { describeParts } from './parts';
import { bankItems, matrixView, practiceView } from './matrixView';
import { answersCloseAt, deadlineOf, nextForm, timedExamOf } from './timedForms';
import type { ExamService } from './exam.service';
import * as questionsRepo from './questions.repository';
import { examError, ExamRejection, type ExamError } from './session.errors';
import type { ResultModel } from '../scoring/scoring.models';
import type { ExamSessionModel, QuestionSetModel, ReportFormModel, SessionTimingModel } from './session.models';
import * as repo from './session.repository';
import { notePartnerCompletion } from '../partners/partnerCompletion';

export interface AnswerInput {
  questionId: string;
  value: number;
  /** Milliseconds the person spent on the item (timed exams record them for the time profile). */
  ms?: number | null;
}

/** Who starts a session, so a timed exam's retake gets the next form. */
export interface SessionStarter {
  viewerKeyHash: string | null;
  userId: string | null;
}

export interface ReportFormInput {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  birthYear?: number | null;
  gender?: string | null;
  country?: string | null;
}

/** The country a result's crisis lines are chosen by: the report form's, whether given before or after submitting. */
const withFormCountry = (result: ResultModel | null, row: repo.SessionRow): ResultModel | null =>
  result && { ...result, country: result.country ?? row.country?.trim() ?? null };

type Outcome = { session: ExamSessionModel | null; errors: ExamError[] };

const GENDERS = new Set(['male', 'female']);

const consentOf = (row: repo.SessionRow) =>
  row.health_consent_at && row.health_consent_version ? { at: new Date(row.health_consent_at), version: row.health_consent_version } : null;

const consentRequired = (): ExamError[] => [
  examError('HEALTH_CONSENT_REQUIRED', 'healthConsent', 'Answers to a health screen are taken only after consent to the processing of health data'),
];

/** Age bands kept with results for norms; the year of birth itself stays with the session. */
export function ageBand(birthYear: number | null, now: Date): string | null {
  if (!birthYear) return null;
  const age = now.getUTCFullYear() - birthYear;
  if (age < 18) return 'under-18';
  for (const [max, band] of [[24, '18-24'], [34, '25-34'], [44, '35-44'], [54, '45-54'], [64, '55-64']] as const) {
    if (age <= max) return band;
  }
  return '65+';
}

/** Checks the report form of spec section 5; returns the cleaned form or the errors, field by field. */
export function validateReportForm(input: ReportFormInput, now: Date): { form: ReportFormModel; errors: ExamError[] } {
  const errors: ExamError[] = [];
  const trim = (v: string | null | undefined) => (v == null ? null : v.trim());
  const firstName = trim(input.firstName);
  const lastName = trim(input.lastName);
  // The full report form sends a first name (possibly empty); the e-mail-only step sends none.
  if (firstName !== null && firstName === '') errors.push(examError('NAME_REQUIRED', 'firstName', 'Please input name'));
  if ((firstName?.length ?? 0) > 100 || (lastName?.length ?? 0) > 100) {
    errors.push(examError('NAME_REQUIRED', 'firstName', 'Name is too long'));
  }
  const rawEmail = trim(input.email) ?? '';
  if (!rawEmail) errors.push(examError('EMAIL_REQUIRED', 'email', 'Please input email address'));
  else if (!isValidEmail(rawEmail)) errors.push(examError('INVALID_EMAIL', 'email', 'Please input correct email address'));
  const year = now.getUTCFullYear();
  if (input.birthYear != null && (!Number.isInteger(input.birthYear) || input.birthYear < year - 110 || input.birthYear > year - 10)) {
    errors.push(examError('INVALID_BIRTH_YEAR', 'birthYear', 'Year of birth is not valid'));
  }
  const gender = trim(input.gender)?.toLowerCase() || null;
  if (gender && !GENDERS.has(gender)) errors.push(examError('INVALID_GENDER', 'gender', 'Gender is not valid'));
  const country = input.country ? normalizeCountry(input.country) : null;
  if (input.country && !country) errors.push(examError('INVALID_COUNTRY', 'country', 'Country is not valid'));
  return {
    form: {
      firstName: firstName || null,
      lastName: lastName || null,
      email: rawEmail && isValidEmail(rawEmail) ? canonicalEmail(rawEmail) : null,
      birthYear: input.birthYear ?? null,
      gender,
      country,
    },
    errors,
  };
}

/** The fields of a question its exam's scoring module reads. */
const scorableOf = (items: readonly questionsRepo.QuestionRow[]): ScorableItem[] =>
  items.map((i) => ({ code: i.code, kind: i.kind, axis: i.axis, keyed: i.keyed, block: i.block, dimension: i.dimension, difficulty: i.difficulty }));

/** The items a session answers: its form's on a timed exam with parallel forms, else all of them. */
const itemsOfSession = <T extends { block: string | null }>(items: readonly T[], form: string | null): T[] =>
  form ? items.filter((i) => i.block === form) : [...items];

export function createSessionService(deps: { db: Db; clock: Clock; exam: ExamService }) {
  const { db, clock } = deps;
  const questionCache = ttlCache<string, questionsRepo.QuestionRow[]>(5 * 60_000);
  const labelCache = ttlCache<string, string[] | null>(5 * 60_000);
  const questionsOf = (examId: number, locale: Locale) =>
    questionCache.get(`${examId}:${locale}`, () => questionsRepo.listQuestions(db, examId, locale));

  async function checkExam(examId: number, localeInput: string): Promise<{ locale: Locale } | { errors: ExamError[] }> {
    const locale = normalizeLocale(localeInput);
    if (!locale) return { errors: [examError('UNKNOWN_LOCALE', 'locale', `Unknown locale "${localeInput}"`)] };
    const exam = await deps.exam.findExam(examId);
    if (!exam) return { errors: [examError('EXAM_NOT_FOUND', 'examId', `No exam ${examId}`)] };
    if (!exam.languages.includes(locale)) return { errors: [examError('UNKNOWN_LOCALE', 'locale', `Exam ${examId} is not offered in ${locale}`)] };
    return { locale };
  }

  /** Checks answers against the exam's items; returns them as a code-to-value map, or the errors. */
  async function checkAnswers(examId: number, locale: Locale, answers: AnswerInput[]) {
    const items = await questionsOf(examId, locale);
    const byCode = new Map(items.map((i) => [i.code, i]));
    const errors: ExamError[] = [];
    const map: Record<string, number> = {};
    if (answers.length > items.length) errors.push(examError('TOO_MANY_ANSWERS', 'answers', `At most ${items.length} answers`));
    for (const a of answers) {
      const item = byCode.get(a.questionId);
      if (!item) errors.push(examError('UNKNOWN_QUESTION', `answers.${a.questionId}`, `Unknown question ${a.questionId}`));
      else if (!inRange(item.kind, a.value)) {
        const [min, max] = KIND_RANGE[item.kind];
        errors.push(examError('ANSWER_OUT_OF_RANGE', `answers.${a.questionId}`, `Answers go from ${min} to ${max}`));
      } else map[a.questionId] = a.value;
    }
    return { map, errors, items };
  }

  /** Scores a complete answer set through the exam's scoring module. */
  async function scoreAnswers(examId: number, items: questionsRepo.QuestionRow[], answers: Record<string, number>): Promise<ExamScore> {
    return (await scorerOfExam(examId)).score(scorableOf(items), answers);
  }

  /** The exam's scoring module; an exam without one is a deployment fault, not a visitor's mistake. */
  async function scorerOfExam(examId: number) {
    const exam = await deps.exam.requireExam(examId);
    const scorer = scorerFor(exam.code);
    if (!scorer) throw new Error(`No scoring module for ${exam.code}`);
    return scorer;
  }

  /** A timed exam's clock and form for a session; null on untimed exams. */
  async function timingOf(row: repo.SessionRow, items: readonly questionsRepo.QuestionRow[]): Promise<SessionTimingModel | null> {
    const exam = await deps.exam.findExam(row.exam_id);
    const timed = exam ? timedExamOf(exam.code) : null;
    if (!exam || !timed || !row.form) return null;
    const startedAt = new Date(row.started_at);
    return {
      form: row.form,
      limitSeconds: exam.minutes * 60,
      startedAt,
      deadline: deadlineOf(startedAt, exam.minutes),
      questionIds: itemsOfSession(items, row.form).map((i) => i.code),
    };
  }

  /** Whether a timed session's answers are closed (its limit and grace are over); false on untimed exams. */
  async function answersClosed(row: repo.SessionRow): Promise<boolean> {
    const exam = await deps.exam.findExam(row.exam_id);
    const timed = exam ? timedExamOf(exam.code) : null;
    if (!exam || !timed || !row.form) return false;
    return clock.now().getTime() > answersCloseAt(new Date(row.started_at), exam.minutes, timed).getTime();
  }

  async function toModel(row: repo.SessionRow, ex: Executor = db): Promise<ExamSessionModel> {
    const items = await questionsOf(row.exam_id, row.locale);
    return {
      id: row.id,
      examId: row.exam_id,
      locale: row.locale,
      answers: row.answers,
      totalCount: itemsOfSession(items, row.form).length,
      timing: await timingOf(row, items),
      examOrderNumber: row.exam_order_number,
      submittedAt: row.submitted_at,
      form: repo.formOf(row),
      healthConsent: consentOf(row),
      result: row.submitted_at ? withFormCountry(await findSessionResult(ex, row.id), row) : null,
    };
  }

  async function loadSession(id: string, ex: Executor = db, forUpdate = false) {
    return isPublicId(id) ? repo.findSession(ex, id, { forUpdate }) : null;
  }

  async function get(id: string): Promise<ExamSessionModel | null> {
    const row = await loadSession(id);
    return row ? toModel(row) : null;
  }

  /** A health exam's session takes answers only once its health-data consent is recorded. */
  async function lacksConsent(row: repo.SessionRow): Promise<boolean> {
    return !consentOf(row) && (await deps.exam.isHealthExam(row.exam_id));
  }

  const notFound = (): Outcome => ({ session: null, errors: [examError('SESSION_NOT_FOUND', 'sessionId', 'No such session')] });

  /** What scoring a session needs from outside its row: its exam's questions and scoring module, read before any transaction. */
  async function scoringInputs(examId: number, locale: Locale) {
    const [items, scorer] = await Promise.all([questionsOf(examId, locale), scorerOfExam(examId)]);
    return { items, scorer };
  }

  /**
   * Scores the session's saved answers and stores the result, in the caller's transaction. Everything read from
   * outside the row comes in `inputs`, read before the transaction: a query on another connection inside it would
   * wait for ever on the embedded database, whose one connection the transaction holds.
   */
  async function scoreAndStore(trx: Executor, row: repo.SessionRow, inputs: Awaited<ReturnType<typeof scoringInputs>>): Promise<ExamError[]> {
    const { scorer } = inputs;
    const items = itemsOfSession(inputs.items, row.form);
    const missing = scorer.allowsUnanswered ? [] : items.filter((i) => row.answers[i.code] === undefined);
    if (missing.length) {
      return [examError('INCOMPLETE_ANSWERS', 'answers', `${missing.length} of ${items.length} statements are not answered`)];
    }
    const known = Object.fromEntries(items.filter((i) => row.answers[i.code] !== undefined).map((i) => [i.code, row.answers[i.code]!]));
    const { typeCode, scores } = scorer.score(scorableOf(items), known, row.answer_ms ?? {});
    const now = clock.now();
    await saveSessionResult(trx, { sessionId: row.id, examId: row.exam_id, typeCode, scores, locale: row.locale, completedAt: now });
    if (!row.exam_order_number) await repo.markSubmitted(trx, row.id, randomId(16), now);
    else await repo.markSubmitted(trx, row.id, row.exam_order_number, row.submitted_at ?? now);
    await notePartnerCompletion(trx, row.id, now);
    return [];
  }

  async function applyForm(trx: Executor, row: repo.SessionRow, form: ReportFormModel) {
    await repo.saveForm(trx, row.id, form);
    await saveResultDemographics(trx, row.id, { country: form.country, gender: form.gender, ageBand: ageBand(form.birthYear, clock.now()) });
  }

  return {
    /** The exam's statements and labels in a locale; cached, as they change only with a deploy. */
    async questionSet(examId: number, localeInput: string): Promise<QuestionSetModel | { errors: ExamError[] }> {
      const checked = await checkExam(examId, localeInput);
      if ('errors' in checked) return checked;
      const { locale } = checked;
      const [items, labels] = await Promise.all([
        questionsOf(examId, locale),
        labelCache.get(`${examId}:${locale}`, () => questionsRepo.findLabels(db, examId, locale)),
      ]);
      if (!labels || items.some((i) => i.text === null)) {
        return { errors: [examError('UNKNOWN_LOCALE', 'locale', `The statements are not available in ${locale} yet`)] };
      }
      const content = await deps.exam.itemContent(examId, locale);
      const exam = await deps.exam.findExam(examId);
      const bank = exam && timedExamOf(exam.code) ? await deps.exam.matrixBank(examId) : null;
      if (exam && timedExamOf(exam.code) && !bank) {
        return { errors: [examError('UNKNOWN_LOCALE', 'locale', `The items of ${exam.code} are not available yet`)] };
      }
      const matrices = bank ? bankItems(bank) : null;
      return {
        examId,
        locale,
        labels,
        parts: Math.max(0, ...items.map((i) => i.part)),
        questions: items.map((i) => {
          const matrix = matrices?.get(i.code);
          return { id: i.code, part: i.part, position: i.position, text: i.text!, kind: i.kind, block: i.block, matrix: matrix ? matrixView(matrix) : null };
        }),
        ...describeParts(items, labels, content),
        practice: bank ? practiceView(bank.practice) : null,
      };
    },

    /** Starts a run; on a timed exam with parallel forms, the starter's first run gets form A and each retake the next. */
    async start(examId: number, localeInput: string, logId: string | null, starter: SessionStarter = { viewerKeyHash: null, userId: null }): Promise<Outcome> {
      const checked = await checkExam(examId, localeInput);
      if ('errors' in checked) return { session: null, errors: checked.errors };
      const id = randomId(16);
      const exam = await deps.exam.findExam(examId);
      const timed = exam ? timedExamOf(exam.code) : null;
      const form = timed ? nextForm(timed, await repo.countSessionsOf(db, examId, starter)) : null;
      await repo.insertSession(db, {
        id,
        exam_id: examId,
        locale: checked.locale,
        log_id: logId,
        form,
        // The clock of a timed test starts here, by the service's clock (the one its limit is checked against).
        ...(form ? { started_at: clock.now() } : {}),
        viewer_key_hash: starter.viewerKeyHash,
        user_id: starter.userId,
      });
      return { session: await toModel((await repo.findSession(db, id))!), errors: [] };
    },

    get,

    /**
     * Records explicit consent to the processing of health data on a health exam's session, with the version of
     * the text agreed to. Other exams need none and refuse it, so no session claims a consent it was never asked.
     */
    async giveHealthConsent(id: string, version: string): Promise<Outcome> {
      const row = await loadSession(id);
      if (!row) return notFound();
      if (!(await deps.exam.isHealthExam(row.exam_id))) {
        return { session: null, errors: [examError('HEALTH_CONSENT_REQUIRED', 'sessionId', 'Only a health screen asks for consent to health data')] };
      }
      if (!HEALTH_CONSENT_VERSIONS.includes(version)) {
        return { session: null, errors: [examError('HEALTH_CONSENT_REQUIRED', 'version', `Unknown consent text version "${version.slice(0, 40)}"`)] };
      }
      await repo.saveHealthConsent(db, id, version, clock.now());
      return { session: await toModel((await repo.findSession(db, id))!), errors: [] };
    },

    /** Merges answers into the session; a bad answer rejects the whole batch and saves none of it. */
    async saveAnswers(id: string, answers: AnswerInput[], localeInput?: string | null): Promise<Outcome> {
      const row = await loadSession(id);
      if (!row) return notFound();
      const locale = localeInput ? normalizeLocale(localeInput) : null;
      if (localeInput && !locale) return { session: null, errors: [examError('UNKNOWN_LOCALE', 'locale', `Unknown locale "${localeInput}"`)] };
      if (await lacksConsent(row)) return { session: null, errors: consentRequired() };
      if (row.form && (await answersClosed(row))) {
        return { session: null, errors: [examError('TIME_UP', 'answers', 'The time for this test is over; answers are no longer taken')] };
      }
      const { map, errors, items } = await checkAnswers(row.exam_id, row.locale, answers);
      if (row.form) {
        const inForm = new Set(itemsOfSession(items, row.form).map((i) => i.code));
        for (const code of Object.keys(map)) {
          if (!inForm.has(code)) errors.push(examError('NOT_IN_FORM', `answers.${code}`, `${code} is not an item of form ${row.form}`));
        }
      }
      if (errors.length) return { session: null, errors };
      const ms: Record<string, number> = {};
      for (const a of answers) if (row.form && a.ms != null && Number.isFinite(a.ms)) ms[a.questionId] = Math.max(0, Math.min(Math.round(a.ms), 3_600_000));
      await repo.mergeAnswers(db, id, map, locale, ms);
      return { session: await toModel((await repo.findSession(db, id))!), errors: [] };
    },

    /** Scores a complete answer set and stores the result; repeating it after edits re-scores, never double counts. */
    async submit(id: string): Promise<Outcome> {
      try {
        const before = await loadSession(id);
        if (!before) return notFound();
        if (await lacksConsent(before)) return { session: null, errors: consentRequired() };
        const inputs = await scoringInputs(before.exam_id, before.locale);
        const sessionId = await db.transaction(async (trx) => {
          const row = await loadSession(id, trx, true);
          if (!row) throw new ExamRejection(notFound().errors);
          // Scoring reads codes, kinds and keys only, the same in every locale, so a locale changed since is no matter.
          const errors = await scoreAndStore(trx, row, inputs);
          if (errors.length) throw new ExamRejection(errors);
          return row.id;
        });
        return { session: (await get(sessionId))!, errors: [] };
      } catch (err) {
        if (err instanceof ExamRejection) return { session: null, errors: err.errors };
        throw err;
      }
    },

    async saveReportForm(id: string, input: ReportFormInput): Promise<Outcome> {
      const { form, errors } = validateReportForm(input, clock.now());
      if (errors.length) return { session: null, errors };
      const row = await loadSession(id);
      if (!row) return notFound();
      await db.transaction((trx) => applyForm(trx, row, form));
      return { session: (await get(id))!, errors: [] };
    },

    /**
     * The one-call path of the REST API (POST /exam/order/info): answers, scoring and the report form
     * together, all validated first and written in one transaction, so nothing is ever half-saved.
     */
    async submitComplete(input: {
      examId: number;
      locale: string;
      answers: AnswerInput[];
      form: ReportFormInput | null;
      logId: string | null;
      /** The version of the health-data consent text agreed to; required by a health exam. */
      healthConsentVersion?: string | null;
    }): Promise<Outcome> {
      const checked = await checkExam(input.examId, input.locale);
      if ('errors' in checked) return { session: null, errors: checked.errors };
      const timedExam = await deps.exam.findExam(input.examId);
      if (timedExam && timedExamOf(timedExam.code)) {
        return { session: null, errors: [examError('TIMED_EXAM', 'examId', 'A timed test is taken through a session, so its clock can be kept')] };
      }
      const consentVersion = input.healthConsentVersion ?? null;
      const healthExam = timedExam?.healthData ?? false;
      if (healthExam && (!consentVersion || !HEALTH_CONSENT_VERSIONS.includes(consentVersion))) return { session: null, errors: consentRequired() };
      const { map, errors, items } = await checkAnswers(input.examId, checked.locale, input.answers);
      const validated = input.form ? validateReportForm(input.form, clock.now()) : null;
      errors.push(...(validated?.errors ?? []));
      if (!errors.length && Object.keys(map).length !== items.length) {
        errors.push(examError('INCOMPLETE_ANSWERS', 'answers', `${items.length - Object.keys(map).length} of ${items.length} statements are not answered`));
      }
      if (errors.length) return { session: null, errors };
      // Everything is known before writing: two inserts in one transaction, and the answer built in memory.
      const { typeCode, scores } = await scoreAnswers(input.examId, items, map);
      const now = clock.now();
      const form = validated?.form ?? null;
      const session = {
        id: randomId(16),
        examId: input.examId,
        locale: checked.locale,
        answers: map,
        totalCount: items.length,
        examOrderNumber: randomId(16),
        submittedAt: now,
        form,
        healthConsent: healthExam && consentVersion ? { at: now, version: consentVersion } : null,
      };
      const resultId = await repo.insertSubmittedSessionWithResult(db, { ...session, logId: input.logId }, {
        typeCode,
        scores,
        country: form?.country ?? null,
        gender: form?.gender ?? null,
        ageBand: ageBand(form?.birthYear ?? null, now),
      });
      const axes = (scores as { axes?: ResultModel['axes'] }).axes ?? [];
      const result: ResultModel = { id: resultId, examId: session.examId, typeCode, axes, scores, locale: session.locale, completedAt: now };
      return { session: { ...session, result }, errors: [] };
    },

    async findByOrderNumber(examOrderNumber: string): Promise<ExamSessionModel | null> {
      if (!isPublicId(examOrderNumber)) return null;
      const row = await repo.findSessionByOrderNumber(db, examOrderNumber);
      return row ? toModel(row) : null;
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;

/** A test session's stored row by id, for the modules that read one (offers, orders, reviews); null when none. */
export const findSession = (db: Executor, id: string) => repo.findSession(db, id);

/** A test by the exam order number its result page is keyed by, or null (the access policy asks). */
export const findSessionByExamOrderNumber = (db: Executor, examOrderNumber: string) => repo.findSessionByOrderNumber(db, examOrderNumber);

export type { SessionRow } from './session.repository';
