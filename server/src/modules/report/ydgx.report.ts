import { scaleLevel, type ScaleLevel } from '../scoring/norms';
import { BIG_FIVE, MOTIVES, RELATIONSHIP, type YdgxScores } from '../scoring/ydgx.scoring';
import type {
  ChartModel,
  NormsInfoModel,
  PsychMapReportModel,
  PsychMapTeaserModel,
  QuadrantName,
  ReportTabModel,
  ScaleScoreModel,
  ThinkingName,
} from './examReport.models';
import type { YdgxReportTexts } from './ydgx.texts';

/** Percentiles of the Big Five scales for this person, with where they come from. */
export interface Percentiles {
  byDimension: Record<string, number>;
  norms: NormsInfoModel;
}

const band = (level: ScaleLevel) => level.toLowerCase() as 'low' | 'medium' | 'high';

/** A Big Five scale's level is read from its percentile; the others' from their percent (no norms yet). */
function scale(dim: string, scores: YdgxScores, texts: YdgxReportTexts, percentile: number | null): ScaleScoreModel {
  const d = scores.dimensions[dim] ?? { percent: 50 };
  const level = scaleLevel(percentile ?? d.percent);
  const t = texts.dimensions[dim];
  return {
    dimension: dim,
    name: t?.name ?? dim,
    short: t?.short ?? '',
    level,
    percent: d.percent,
    percentile,
    text: t?.levels[band(level)] ?? '',
    advice: t?.advice[band(level)] ?? '',
  };
}

export function bigFiveOf(scores: YdgxScores, texts: YdgxReportTexts, p: Percentiles): ScaleScoreModel[] {
  return BIG_FIVE.map((dim) => scale(dim, scores, texts, p.byDimension[dim] ?? null));
}

/** The free overview: the Big Five levels, the thinking style and the quadrant's name. */
export function psychMapTeaser(scores: YdgxScores, texts: YdgxReportTexts, p: Percentiles): PsychMapTeaserModel {
  return {
    bigFive: bigFiveOf(scores, texts, p).map(({ dimension, name, short, level }) => ({ dimension, name, short, level })),
    quadrant: scores.quadrant.toUpperCase() as QuadrantName,
    quadrantTitle: texts.quadrant[scores.quadrant].title,
    thinking: scores.thinking.toUpperCase() as ThinkingName,
    disclaimer: texts.disclaimer,
  };
}

/** A chart's points with the same figures in words (label: value / max), for readers who cannot see it. */
function chart(kind: ChartModel['kind'], points: ChartModel['points']): ChartModel {
  return { kind, points, textEquivalent: points.map((pt) => `${pt.label}: ${pt.value} / ${pt.max}`).join('; ') };
}

/** Keywords and tags of the poles the person stands out on (high or low); the most marked one when none does. */
function polesOf(big: ScaleScoreModel[]): string[] {
  const marked = big.filter((s) => s.level !== 'MEDIUM').map((s) => `${s.dimension}${s.level === 'HIGH' ? '+' : '-'}`);
  if (marked.length) return marked;
  const most = [...big].sort((a, b) => Math.abs((b.percentile ?? b.percent) - 50) - Math.abs((a.percentile ?? a.percent) - 50))[0];
  return most ? [`${most.dimension}${(most.percentile ?? most.percent) >= 50 ? '+' : '-'}`] : [];
}

/** The paid report of the psychological map: every scale, the readings, four tabs with a chart per block. */
export function psychMapReport(scores: YdgxScores, texts: YdgxReportTexts, p: Percentiles, generatedAt: Date): PsychMapReportModel {
  const bigFive = bigFiveOf(scores, texts, p);
  const relationship = RELATIONSHIP.map((dim) => scale(dim, scores, texts, null));
  const motives = MOTIVES.map((dim) => scale(dim, scores, texts, null));
  const thinkingScale = scale('R', scores, texts, null);
  const quadrant = texts.quadrant[scores.quadrant];
  const thinking = texts.thinking[scores.thinking];
  const wellbeingBand = scores.wellbeingIndex < 50 ? 'low' : scores.wellbeingIndex < 70 ? 'medium' : 'high';
  const poles = polesOf(bigFive);
  const keywords = poles.flatMap((k) => texts.keywords[k] ?? []);
  const tags = poles.map((k) => texts.tags[k]).filter((t): t is string => Boolean(t));
  const bars = (list: ScaleScoreModel[], byPercentile: boolean) =>
    chart('bars', list.map((s) => ({ key: s.dimension, label: s.name, value: byPercentile ? (s.percentile ?? s.percent) : s.percent, max: 100 })));
  const wellbeingChart = chart('gauge', [{ key: 'WHO5', label: 'WHO-5', value: scores.wellbeingIndex, max: 100 }]);
  const quadrantChart = chart('quadrant', relationship.map((s) => ({ key: s.dimension, label: s.name, value: s.percent, max: 100 })));
  const topMotive = texts.motives[scores.topMotive];
  const tabs: ReportTabModel[] = [
    {
      key: 'overview',
      title: texts.tabs.overview,
      blocks: [
        { key: 'bigFive', title: texts.tabs.overview, paragraphs: [...tags, keywords.join(' · ')].filter(Boolean), chart: bars(bigFive, true) },
        { key: 'quadrant', title: quadrant.title, paragraphs: [quadrant.body], chart: quadrantChart },
        { key: 'wellbeing', title: 'WHO-5', paragraphs: [texts.wellbeing[wellbeingBand]], chart: wellbeingChart },
      ],
    },
    {
      key: 'keyInterpretations',
      title: texts.tabs.keyInterpretations,
      blocks: [
        { key: 'thinking', title: thinking.title, paragraphs: [thinking.body], chart: bars([thinkingScale], false) },
        { key: 'relationship', title: quadrant.title, paragraphs: [quadrant.body], chart: bars(relationship, false) },
        { key: 'motives', title: topMotive?.title ?? scores.topMotive, paragraphs: [topMotive?.body ?? ''], chart: bars(motives, false) },
      ],
    },
    {
      key: 'dimensionDetail',
      title: texts.tabs.dimensionDetail,
      blocks: [...bigFive, thinkingScale, ...relationship, ...motives].map((s) => ({
        key: s.dimension,
        title: s.name,
        paragraphs: [s.short, s.text].filter(Boolean),
        chart: bars([s], s.percentile !== null),
      })),
    },
    {
      key: 'developmentAdvice',
      title: texts.tabs.developmentAdvice,
      blocks: [
        ...bigFive.map((s) => ({ key: s.dimension, title: s.name, paragraphs: [s.advice], chart: bars([s], true) })),
        { key: 'quadrant', title: quadrant.title, paragraphs: [quadrant.advice], chart: quadrantChart },
      ],
    },
  ];
  return {
    generatedAt,
    bigFive,
    thinking: scores.thinking.toUpperCase() as ThinkingName,
    thinkingTitle: thinking.title,
    thinkingText: thinking.body,
    quadrant: scores.quadrant.toUpperCase() as QuadrantName,
    quadrantTitle: quadrant.title,
    quadrantText: quadrant.body,
    quadrantAdvice: quadrant.advice,
    relationship,
    motives,
    topMotive: scores.topMotive,
    wellbeingIndex: scores.wellbeingIndex,
    wellbeingText: texts.wellbeing[wellbeingBand],
    keywords,
    tags,
    norms: p.norms,
    tabs,
    disclaimer: texts.disclaimer,
  };
}
