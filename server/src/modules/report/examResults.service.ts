import type { Db } from '../../db/connection';
import { DEFAULT_LOCALE, normalizeLocale, type Locale } from '../../shared/locales';
import { ttlCache } from '../../shared/ttlCache';
import type { ExamModel } from '../exam/exam.models';
import type { ExamService } from '../exam/exam.service';
import type { DepsScores } from '../scoring/deps.scoring';
import { OWN_NORMS_MIN, percentileFromNorm, percentileInSample } from '../scoring/norms';
import type { ResultModel } from '../scoring/scoring.models';
import { BIG_FIVE, type YdgxScores } from '../scoring/ydgx.scoring';
import { countryOfLocale, crisisFor } from './crisis';
import { bandName, depressionReport, depressionResult } from './deps.report';
import type { DepsReportTexts } from './deps.texts';
import type { CrisisResourcesModel, DepressionReportModel, DepressionResultModel, PsychMapReportModel, PsychMapTeaserModel } from './examReport.models';
import * as repo from './examResults.repository';
import { readIq } from '../scoring/iq.reading';
import type { IqScores } from '../scoring/iq.scoring';
import type { IqScaleService } from '../scoring/iqScale.service';
import type { IqReportModel, IqResultModel } from './examReport.models';
import { iqReport, iqResult } from './iq.report';
import type { IqReportTexts } from './iq.texts';
import { psychMapReport, psychMapTeaser, type Percentiles } from './ydgx.report';
import type { YdgxReportTexts } from './ydgx.texts';

export const DEPS_EXAM_ID = 1801;

const localeOf = (input: string | null | undefined, result: ResultModel): Locale =>
  normalizeLocale(input) ?? normalizeLocale(result.locale) ?? DEFAULT_LOCALE;

/**
 * Results and reports of the exams written as data: the depression screen's free result and report, the
 * psychological map's overview and report, and crisis lines by country.
 */
export function createExamResultService(deps: { db: Db; exam: ExamService; iqScale: IqScaleService }) {
  const { db, exam } = deps;

  /** An IQ result's scores, texts and reading on the scale in force; null for other exams or missing texts. */
  async function iqInputs(result: ResultModel, locale: Locale) {
    const ex = await exam.findExam(result.examId);
    if (ex?.code !== 'IQ') return null;
    const texts = await exam.reportContent<IqReportTexts>(ex.id, locale);
    if (!texts) return null;
    const scores = result.scores as unknown as IqScores;
    const { scale, sample } = await deps.iqScale.scaleOf(ex.id);
    return { scores, texts, reading: readIq(scores, scale, sample) };
  }
  const sampleCache = ttlCache<string, number[]>(10 * 60_000);
  const countCache = ttlCache<number, number>(10 * 60_000);


  /** Published norms until the exam has 500 results of its own, then its own results; always with the sample size. */
  async function percentiles(ex: ExamModel, scores: YdgxScores, locale: Locale): Promise<Percentiles> {
    const own = await countCache.get(ex.id, () => repo.countResults(db, ex.id));
    const published = ex.settings.norms;
    if (own >= OWN_NORMS_MIN || !published) {
      const byDimension: Record<string, number> = {};
      for (const dim of BIG_FIVE) {
        const sample = await sampleCache.get(`${ex.id}:${dim}`, () => repo.listDimensionSums(db, ex.id, dim));
        const sum = scores.dimensions[dim]?.sum;
        if (sum !== undefined && sample.length) byDimension[dim] = percentileInSample(sum, sample);
      }
      return { byDimension, norms: { source: 'own', citation: null, sampleSize: own, own: true } };
    }
    const byDimension: Record<string, number> = {};
    for (const dim of BIG_FIVE) {
      const sum = scores.dimensions[dim]?.sum;
      const norm = published.dimensions[dim];
      if (sum !== undefined && norm) byDimension[dim] = percentileFromNorm(sum, norm);
    }
    const short = published.short?.[locale] ?? published.short?.[DEFAULT_LOCALE] ?? published.source;
    return { byDimension, norms: { source: short, citation: published.source, sampleSize: published.n, own: false } };
  }

  async function crisisTable() {
    return exam.crisisTable(DEPS_EXAM_ID);
  }

  const service = {
    /** Crisis lines for the first covered country among the candidates (form, client, locale). */
    async crisis(countries: readonly (string | null | undefined)[]): Promise<CrisisResourcesModel> {
      return crisisFor(await crisisTable(), countries);
    },

    /** The free result of a DEPS result in a locale; null for other exams or when the texts are missing. */
    async depression(result: ResultModel, localeInput?: string | null, country?: string | null): Promise<DepressionResultModel | null> {
      const ex = await exam.findExam(result.examId);
      if (ex?.code !== 'DEPS') return null;
      const locale = localeOf(localeInput, result);
      const [texts, items, table] = await Promise.all([
        exam.reportContent<DepsReportTexts>(ex.id, locale),
        exam.itemContent(ex.id, locale),
        crisisTable(),
      ]);
      if (!texts) return null;
      const countries = [country, result.country, countryOfLocale(locale)];
      return depressionResult(result.scores as unknown as DepsScores, texts, { table, countries }, items?.attribution ?? null);
    },

    /** The free overview of a YDGX result; null for other exams or when the texts are missing. */
    async psychMapTeaser(result: ResultModel, localeInput?: string | null): Promise<PsychMapTeaserModel | null> {
      const ex = await exam.findExam(result.examId);
      if (ex?.code !== 'YDGX') return null;
      const locale = localeOf(localeInput, result);
      const texts = await exam.reportContent<YdgxReportTexts>(ex.id, locale);
      if (!texts) return null;
      const scores = result.scores as unknown as YdgxScores;
      return psychMapTeaser(scores, texts, await percentiles(ex, scores, locale));
    },

    /** The paid DEPS report: the free result first, then the symptom profile, plan, doctor talk and trend. */
    async depressionReport(
      result: ResultModel,
      locale: Locale,
      opts: { country: string | null; email: string | null; doctorPdfUrl: string | null },
    ): Promise<DepressionReportModel | null> {
      const free = await service.depression(result, locale, opts.country);
      const texts = await exam.reportContent<DepsReportTexts>(result.examId, locale);
      if (!free || !texts) return null;
      const history = opts.email ? await repo.listScoresByEmail(db, result.examId, opts.email) : [];
      const points = history.length ? history : [{ scores: result.scores, completed_at: result.completedAt }];
      const trend = points.map((h) => {
        const s = h.scores as unknown as DepsScores;
        return { completedAt: h.completed_at, score: s.phq9, band: bandName(s.band), wellbeingIndex: s.wellbeingIndex };
      });
      return depressionReport({ result: free, scores: result.scores as unknown as DepsScores, texts, completedAt: result.completedAt, trend, doctorPdfUrl: opts.doctorPdfUrl });
    },

    /** The free result of an IQ result: range, percentile and the scale's note; null for other exams. */
    async iqResult(result: ResultModel, localeInput?: string | null): Promise<IqResultModel | null> {
      const inputs = await iqInputs(result, localeOf(localeInput, result));
      return inputs && iqResult(inputs.scores, inputs.reading, inputs.texts);
    },

    /** The paid IQ report. */
    async iqReport(result: ResultModel, locale: Locale, generatedAt: Date): Promise<IqReportModel | null> {
      const inputs = await iqInputs(result, locale);
      return inputs && iqReport(inputs.scores, inputs.reading, inputs.texts, generatedAt);
    },

    /** The paid YDGX report. */
    async psychMapReport(result: ResultModel, locale: Locale, generatedAt: Date): Promise<PsychMapReportModel | null> {
      const ex = await exam.findExam(result.examId);
      if (ex?.code !== 'YDGX') return null;
      const texts = await exam.reportContent<YdgxReportTexts>(ex.id, locale);
      if (!texts) return null;
      const scores = result.scores as unknown as YdgxScores;
      return psychMapReport(scores, texts, await percentiles(ex, scores, locale), generatedAt);
    },
  };
  return service;
}

export type ExamResultService = ReturnType<typeof createExamResultService>;
