import { type Level, levelOf } from '../scoring/level';
import { AXES, type Axis, type AxisScore, type Pole } from '../scoring/scoring';
import {
  ADVICE_AREAS,
  type AdviceArea,
  type DepthTexts,
  LEANING_LEVELS,
  PORTRAIT_PARAGRAPHS,
  STEADINESS_KEYS,
} from './report.content';
import { LEVEL_KEY } from './report.levels';

/** A scale whose two sides are this close (the first pole between 45% and 55%, both included) is a close call. */
export const CLOSE_CALL = { low: 45, high: 55 } as const;

export const isCloseCall = (score: AxisScore) => score.firstPercent >= CLOSE_CALL.low && score.firstPercent <= CLOSE_CALL.high;

/** How far a scale leans either way: 0 at 50%, 50 at either end. */
const distance = (score: AxisScore) => Math.abs(score.firstPercent - 50);

/** The pole a scale leans to, with its own percentage and level (at least moderate: it has 50% or more). */
function leaning(score: AxisScore): { pole: Pole; percent: number; level: Level } {
  const percent = score.winner === score.firstPole ? score.firstPercent : score.secondPercent;
  return { pole: score.winner, percent, level: levelOf(percent) };
}

export interface ScoreProfile {
  /** The type's scale farthest from 50%; on a tie, the first in axis order (EI, SN, TF, JP). */
  strongest: AxisScore;
  /** The type's scale closest to 50%; on a tie, the last in axis order, so it differs from the strongest. */
  weakest: AxisScore;
  steadiness: AxisScore;
  /** The Calm pole's own level: very high is very calm, very low very reactive. */
  steadinessLevel: Level;
}

/** What the advice is keyed on: the strongest and weakest of the type's four scales, and emotional steadiness. */
export function scoreProfile(axes: readonly AxisScore[]): ScoreProfile {
  const typeAxes = AXES.filter((a) => a.axis !== 'ES').map(({ axis }) => {
    const score = axes.find((a) => a.axis === axis);
    if (!score) throw new Error(`no score for ${axis}`);
    return score;
  });
  const strongest = typeAxes.reduce((best, a) => (distance(a) > distance(best) ? a : best));
  const weakest = typeAxes.reduceRight((best, a) => (distance(a) < distance(best) ? a : best));
  const steadiness = axes.find((a) => a.axis === 'ES');
  if (!steadiness) throw new Error('no score for ES');
  return { strongest, weakest, steadiness, steadinessLevel: levelOf(steadiness.firstPercent) };
}

const axisKey = (score: AxisScore) => {
  const lean = leaning(score);
  const level = LEVEL_KEY[lean.level];
  // A pole someone leans to has 50% or more; the guard keeps a malformed score from asking for a text never written.
  if (!(LEANING_LEVELS as readonly string[]).includes(level)) throw new Error(`${lean.pole} at ${lean.percent}% is not a leaning`);
  return `axis.${lean.pole}.${level}`;
};

/** The keys of the depth texts one report needs: what the repository reads, and all that composeDepth uses. */
export function depthKeysFor(typeCode: string, axes: readonly AxisScore[]): string[] {
  const profile = scoreProfile(axes);
  return [
    ...Array.from({ length: PORTRAIT_PARAGRAPHS }, (_, i) => `portrait.${typeCode}.${i + 1}`),
    'glance.title',
    'glance.strongest',
    'glance.weakest',
    'glance.steadiness',
    'glance.closeCall',
    ...axes.map(axisKey),
    ...(axes.some(isCloseCall) ? ['closeCall.title'] : []),
    ...axes.filter(isCloseCall).map((a) => `closeCall.${a.axis}`),
    ...ADVICE_AREAS.flatMap((area) => adviceKeys(area, profile).flatMap((k) => [k.title, k.text])),
  ];
}

function adviceKeys(area: AdviceArea, profile: ScoreProfile) {
  return [
    { title: `${area}.strongest.title`, text: `${area}.strongest.${profile.strongest.winner}` },
    { title: `${area}.weakest.title`, text: `${area}.weakest.${profile.weakest.winner}` },
    { title: `${area}.steadiness.title`, text: `${area}.steadiness.${STEADINESS_KEYS[profile.steadinessLevel]}` },
  ] as const;
}

export interface DepthParagraphModel {
  title: string;
  text: string;
}

export interface GlanceItemModel {
  label: string;
  axis: Axis;
  pole: Pole;
  name: string;
  percent: number;
  level: Level;
  closeCall: boolean;
}

export interface AxisReadingModel {
  axis: Axis;
  pole: Pole;
  name: string;
  percent: number;
  level: Level;
  text: string;
  closeCall: DepthParagraphModel | null;
}

export interface DepthAdviceModel {
  strongest: DepthParagraphModel;
  weakest: DepthParagraphModel;
  steadiness: DepthParagraphModel;
}

export interface ReportDepthModel {
  portrait: string[];
  glance: { title: string; strongest: GlanceItemModel; weakest: GlanceItemModel; steadiness: GlanceItemModel; closeCallLabel: string };
  axes: AxisReadingModel[];
  personal: DepthAdviceModel;
  relationships: DepthAdviceModel;
  career: DepthAdviceModel;
}

/**
 * The report's sections written for one person's scores, from the texts of one locale: every axis gets the text of
 * the pole it leans to at that pole's level, a scale within 45-55% gets the close-call text, and the advice of each
 * area is chosen by the strongest and weakest of the type's scales and by the Calm pole's level. Throws on a missing
 * key: the caller reads exactly `depthKeysFor(...)` and gives no depth at all when a locale lacks one.
 */
export function composeDepth(input: {
  typeCode: string;
  axes: readonly AxisScore[];
  texts: DepthTexts;
  poleName: (pole: Pole) => string;
}): ReportDepthModel {
  const { typeCode, axes, texts, poleName } = input;
  const text = (key: string) => {
    const value = texts[key];
    if (value === undefined) throw new Error(`depth text missing: ${key}`);
    return value;
  };
  const profile = scoreProfile(axes);
  const glanceItem = (label: string, score: AxisScore): GlanceItemModel => {
    const lean = leaning(score);
    return { label, axis: score.axis, ...lean, name: poleName(lean.pole), closeCall: isCloseCall(score) };
  };
  const advice = (area: AdviceArea): DepthAdviceModel => {
    const [strongest, weakest, steadiness] = adviceKeys(area, profile).map((k) => ({ title: text(k.title), text: text(k.text) }));
    return { strongest: strongest!, weakest: weakest!, steadiness: steadiness! };
  };
  return {
    portrait: Array.from({ length: PORTRAIT_PARAGRAPHS }, (_, i) => text(`portrait.${typeCode}.${i + 1}`)),
    glance: {
      title: text('glance.title'),
      strongest: glanceItem(text('glance.strongest'), profile.strongest),
      weakest: glanceItem(text('glance.weakest'), profile.weakest),
      steadiness: glanceItem(text('glance.steadiness'), profile.steadiness),
      closeCallLabel: text('glance.closeCall'),
    },
    axes: axes.map((score) => {
      const lean = leaning(score);
      return {
        axis: score.axis,
        ...lean,
        name: poleName(lean.pole),
        text: text(axisKey(score)),
        closeCall: isCloseCall(score) ? { title: text('closeCall.title'), text: text(`closeCall.${score.axis}`) } : null,
      };
    }),
    personal: advice('personal'),
    relationships: advice('relationships'),
    career: advice('career'),
  };
}
