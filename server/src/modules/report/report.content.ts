import type { Level } from '../scoring/level';

/** The report's texts for one type in one locale, as stored (seeds/content/bmbti/report/<locale>.json). */
export interface TypeReportTexts {
  personal: { intro: string; strengths: string[]; blindSpots: string[]; practices: string[] };
  relationships: { intro: string; strengths: string[]; challenges: string[]; tips: string[] };
  career: { intro: string; strengths: string[]; challenges: string[]; fields: string[]; tips: string[] };
  advancedGuide: { intro: string; steps: string[] };
}

export type PoleLevelKey = 'very_low' | 'low' | 'moderate' | 'high' | 'very_high';

/** One pole's texts in one locale: its name, what it is about, and what each level of it means. */
export interface PoleTexts {
  name: string;
  summary: string;
  levels: Record<PoleLevelKey, { quick: string; text: string }>;
}

export interface ReportContentFile {
  types: Record<string, TypeReportTexts>;
  poles: Record<string, PoleTexts>;
}

export const POLES = ['E', 'I', 'S', 'N', 'T', 'F', 'J', 'P', 'C', 'R'] as const;
export type PoleCode = (typeof POLES)[number];

export const TYPE_CODES = 'INTJ INTP ENTJ ENTP INFJ INFP ENFJ ENFP ISTJ ISFJ ESTJ ESFJ ISTP ISFP ESTP ESFP'.split(' ');

/**
 * The texts written for a person's own scores, as stored: one flat map of keys to plain text per locale
 * (seeds/content/bmbti/report-depth/<locale>.json), so a translation is one file of sentences. A key ending in
 * `._comment` (or `_comment` itself) says what a section is for and is never shown or stored.
 */
export type DepthTexts = Readonly<Record<string, string>>;

export const isDepthComment = (key: string) => key === '_comment' || key.endsWith('._comment');

/** The eight poles of the type's four scales: the strongest and weakest scale are chosen among them. */
export const TYPE_POLES = ['E', 'I', 'S', 'N', 'T', 'F', 'J', 'P'] as const;
/** The levels of a pole a person leans to (50% or more): the axis texts are written for these. */
export const LEANING_LEVELS = ['moderate', 'high', 'very_high'] as const satisfies readonly PoleLevelKey[];
/** Emotional steadiness by the Calm pole's level, named for what it means. */
export const STEADINESS_KEYS: Readonly<Record<Level, string>> = {
  VERY_HIGH: 'very_calm',
  HIGH: 'calm',
  MODERATE: 'balanced',
  LOW: 'reactive',
  VERY_LOW: 'very_reactive',
};
export const ADVICE_AREAS = ['personal', 'relationships', 'career'] as const;
export type AdviceArea = (typeof ADVICE_AREAS)[number];
export const CLOSE_CALL_AXES = ['EI', 'SN', 'TF', 'JP', 'ES'] as const;
/** Pages of the product the report links to, in the order shown; their paths are in report.reading.ts. */
export const READING_KEYS = ['retake', 'limits', 'privacy', 'retrieve', 'help'] as const;
export type ReadingKey = (typeof READING_KEYS)[number];
export const PORTRAIT_PARAGRAPHS = 2;

/** Every key a complete depth file has, comments aside: what the locale-completeness test checks. */
export function allDepthKeys(): string[] {
  return [
    ...TYPE_CODES.flatMap((code) => Array.from({ length: PORTRAIT_PARAGRAPHS }, (_, i) => `portrait.${code}.${i + 1}`)),
    'glance.title',
    'glance.strongest',
    'glance.weakest',
    'glance.steadiness',
    'glance.closeCall',
    ...POLES.flatMap((pole) => LEANING_LEVELS.map((level) => `axis.${pole}.${level}`)),
    'closeCall.title',
    ...CLOSE_CALL_AXES.map((axis) => `closeCall.${axis}`),
    ...ADVICE_AREAS.flatMap((area) => [
      `${area}.strongest.title`,
      ...TYPE_POLES.map((pole) => `${area}.strongest.${pole}`),
      `${area}.weakest.title`,
      ...TYPE_POLES.map((pole) => `${area}.weakest.${pole}`),
      `${area}.steadiness.title`,
      ...Object.values(STEADINESS_KEYS).map((key) => `${area}.steadiness.${key}`),
    ]),
    ...READING_KEYS.flatMap((key) => [`reading.${key}.title`, `reading.${key}.summary`]),
  ];
}
