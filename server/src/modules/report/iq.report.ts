import type { IqReading } from '../scoring/iq.reading';
import { IQ_RULE_KINDS, type IqScores } from '../scoring/iq.scoring';
import type { IqReportModel, IqResultModel, IqRuleReadingModel, IqTimeProfileModel } from './examReport.models';
import type { IqReportTexts } from './iq.texts';

/** Fills `{name}` placeholders. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => (values[k] === undefined ? m : String(values[k])));

/** The free result: the range (or the bound passed), the percentile and the scale it rests on, in words. */
export function iqResult(scores: IqScores, reading: IqReading, texts: IqReportTexts): IqResultModel {
  const headline = reading.shown === 'ABOVE' ? texts.above : reading.shown === 'BELOW' ? texts.below : fill(texts.range, { low: reading.low, high: reading.high });
  return {
    ...reading,
    raw: scores.raw,
    count: scores.count,
    answered: scores.answered,
    form: scores.form,
    headline,
    percentileText: fill(texts.percentile, { percentile: reading.percentile }),
    scaleNote: fill(reading.provisional ? (reading.sampleSize === 1 ? texts.provisionalOne : texts.provisional) : texts.own, { n: reading.sampleSize }),
  };
}

/** Solved from two thirds right, missed under one third, mixed between. */
const levelOf = (right: number, total: number): IqRuleReadingModel['level'] =>
  right / total >= 2 / 3 ? 'SOLVED' : right / total < 1 / 3 ? 'MISSED' : 'MIXED';

const median = (xs: number[]): number | null => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** The time profile: seconds per item, and which pattern they show (steady, quick and wrong, slow at the end). */
export function timeProfile(scores: IqScores, texts: IqReportTexts): IqTimeProfileModel {
  const points = scores.items.map((i) => ({ itemId: i.code, seconds: i.ms === null ? null : Math.round(i.ms / 100) / 10, correct: i.correct, answered: i.answered }));
  const timed = points.filter((p): p is typeof p & { seconds: number } => p.seconds !== null);
  const med = median(timed.map((p) => p.seconds));
  const paragraphs: string[] = [];
  if (med === null) paragraphs.push(texts.time.none);
  else {
    const quickWrong = timed.filter((p) => p.seconds < med / 2 && !p.correct).length;
    const half = Math.floor(points.length / 2);
    const firstHalf = median(timed.filter((p) => points.indexOf(p) < half).map((p) => p.seconds)) ?? med;
    const secondHalf = median(timed.filter((p) => points.indexOf(p) >= half).map((p) => p.seconds)) ?? med;
    paragraphs.push(fill(texts.time.steady, { median: Math.round(med) }));
    if (quickWrong >= 3) paragraphs.push(fill(texts.time.fastWrong, { n: quickWrong }));
    if (secondHalf > firstHalf * 1.5) paragraphs.push(texts.time.slowEnd);
  }
  const unanswered = scores.count - scores.answered;
  if (unanswered > 0) paragraphs.push(fill(texts.time.unanswered, { n: unanswered }));
  return {
    medianSeconds: med,
    points,
    text: paragraphs.join(' '),
    textEquivalent: points.map((p, i) => fill(texts.time.point, { n: i + 1, seconds: p.seconds ?? '–' })).join('; '),
  };
}

/** The paid report: the result, rule kinds solved and missed, the time profile, practice and limits. */
export function iqReport(scores: IqScores, reading: IqReading, texts: IqReportTexts, generatedAt: Date): IqReportModel {
  const rules = IQ_RULE_KINDS.filter((k) => scores.byRule[k].total > 0).map((rule) => {
    const { right, total } = scores.byRule[rule];
    const level = levelOf(right, total);
    const t = texts.rules[rule];
    return { rule, title: t.title, right, total, level, text: fill(level === 'SOLVED' ? t.solved : level === 'MISSED' ? t.missed : t.mixed, { right, total }) };
  });
  const { answered, ...headings } = texts.headings;
  return {
    title: texts.title,
    headings,
    answeredText: fill(answered, { raw: scores.raw, count: scores.count, answered: scores.answered }),
    result: iqResult(scores, reading, texts),
    rules,
    timeProfile: timeProfile(scores, texts),
    practice: texts.practice,
    limits: texts.limits,
    generatedAt,
  };
}
