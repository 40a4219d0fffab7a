import type { CrisisFile } from '../exam/examContent.models';
import { PHQ9_MAX, type DepsScores } from '../scoring/deps.scoring';
import { crisisFor } from './crisis';
import { PATTERN_ITEMS, type DepsReportTexts } from './deps.texts';
import type { DepressionBandName, DepressionReportModel, DepressionResultModel, WellbeingLevelName } from './examReport.models';

const WELLBEING: Record<DepsScores['wellbeingLevel'], WellbeingLevelName> = { veryLow: 'VERY_LOW', low: 'LOW', good: 'GOOD' };
export const bandName = (band: DepsScores['band']) => band.toUpperCase() as DepressionBandName;

/**
 * The free result of the depression screen: score, band, next steps and wellbeing, always given in full. When
 * item 9 was answered above 0 the crisis lines of the first known candidate country come with it, to be shown first.
 */
export function depressionResult(
  scores: DepsScores,
  texts: DepsReportTexts,
  crisis: { table: CrisisFile | null; countries: readonly (string | null | undefined)[] },
  attribution: string | null,
): DepressionResultModel {
  const band = texts.bands[scores.band];
  return {
    score: scores.phq9,
    maxScore: PHQ9_MAX,
    band: bandName(scores.band),
    bandTitle: band.title,
    summary: band.summary,
    nextSteps: band.nextSteps,
    wellbeingIndex: scores.wellbeingIndex,
    wellbeingLevel: WELLBEING[scores.wellbeingLevel],
    wellbeingTitle: texts.wellbeing.title,
    wellbeingText: texts.wellbeing[scores.wellbeingLevel],
    item9Flag: scores.item9Flag,
    item9Title: scores.item9Flag ? texts.item9.title : null,
    item9Body: scores.item9Flag ? texts.item9.body : null,
    crisis: scores.item9Flag ? crisisFor(crisis.table, crisis.countries) : null,
    disclaimer: texts.disclaimer,
    attribution,
  };
}

const TWO_WEEKS_MS = 14 * 24 * 3600 * 1000;

/** The paid part of the depression screen's report, after the free result. */
export function depressionReport(input: {
  result: DepressionResultModel;
  scores: DepsScores;
  texts: DepsReportTexts;
  completedAt: Date;
  trend: DepressionReportModel['retest']['trend'];
  doctorPdfUrl: string | null;
}): DepressionReportModel {
  const { scores, texts } = input;
  const symptoms = Object.entries(scores.items)
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .map(([item, score]) => {
      const t = texts.symptoms[item];
      return { item, name: t?.name ?? item, score, text: t?.levels[score] ?? '', tips: score > 0 ? (t?.tips ?? []) : [] };
    });
  const patterns = (Object.keys(PATTERN_ITEMS) as (keyof typeof PATTERN_ITEMS)[]).map((key) => ({
    key,
    title: texts.patterns[key].title,
    body: texts.patterns[key].body,
    score: PATTERN_ITEMS[key].reduce((sum, item) => sum + (scores.items[item] ?? 0), 0),
    maxScore: PATTERN_ITEMS[key].length * 3,
  }));
  return {
    result: input.result,
    symptoms,
    patterns,
    selfHelpPlan: texts.selfHelpPlan.map((p) => ({ title: p.title, text: p.body })),
    doctorTalk: { ...texts.doctorTalk, pdfUrl: input.doctorPdfUrl },
    retest: { title: texts.retest.title, body: texts.retest.body, dueAt: new Date(input.completedAt.getTime() + TWO_WEEKS_MS), trend: input.trend },
  };
}
