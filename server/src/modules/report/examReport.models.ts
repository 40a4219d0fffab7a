import type { ScaleLevel } from '../scoring/norms';

/** Report shapes of the exams written as data (DEPS, YDGX): what GraphQL, the PDF and the e-mail are made from. */

export type DepressionBandName = 'MINIMAL' | 'MILD' | 'MODERATE' | 'MODERATELY_SEVERE' | 'SEVERE';
export type WellbeingLevelName = 'VERY_LOW' | 'LOW' | 'GOOD';

export interface CrisisLineModel {
  name: string;
  phone: string | null;
  text: string | null;
  url: string | null;
  hours: string | null;
}

export interface CrisisResourcesModel {
  country: string | null;
  emergency: string | null;
  lines: CrisisLineModel[];
  international: CrisisLineModel[];
  reviewedOn: string;
}

/** The free result of the depression screen; never behind a payment. */
export interface DepressionResultModel {
  score: number;
  maxScore: number;
  band: DepressionBandName;
  bandTitle: string;
  summary: string;
  nextSteps: string[];
  wellbeingIndex: number;
  wellbeingLevel: WellbeingLevelName;
  wellbeingTitle: string;
  wellbeingText: string;
  item9Flag: boolean;
  item9Title: string | null;
  item9Body: string | null;
  crisis: CrisisResourcesModel | null;
  disclaimer: string;
  attribution: string | null;
}

export interface ParagraphModel {
  title: string;
  text: string;
}

export interface DepressionReportModel {
  result: DepressionResultModel;
  symptoms: { item: string; name: string; score: number; text: string; tips: string[] }[];
  patterns: { key: string; title: string; body: string; score: number; maxScore: number }[];
  selfHelpPlan: ParagraphModel[];
  doctorTalk: { title: string; intro: string; checklist: string[]; phrases: string[]; pdfUrl: string | null };
  retest: { title: string; body: string; dueAt: Date; trend: { completedAt: Date; score: number; band: DepressionBandName; wellbeingIndex: number }[] };
}

export type QuadrantName = 'SECURE' | 'FEARFUL' | 'PREOCCUPIED' | 'DISMISSING';
export type ThinkingName = 'INTUITIVE' | 'REFLECTIVE' | 'NEUTRAL';

export interface TraitLevelModel {
  dimension: string;
  name: string;
  short: string;
  level: ScaleLevel;
}

export interface PsychMapTeaserModel {
  bigFive: TraitLevelModel[];
  quadrant: QuadrantName;
  quadrantTitle: string;
  thinking: ThinkingName;
  disclaimer: string;
}

export interface ScaleScoreModel extends TraitLevelModel {
  percent: number;
  percentile: number | null;
  text: string;
  advice: string;
}

export interface ChartModel {
  kind: 'bars' | 'quadrant' | 'gauge';
  points: { key: string; label: string; value: number; max: number }[];
  textEquivalent: string;
}

export interface ReportTabModel {
  key: 'overview' | 'keyInterpretations' | 'dimensionDetail' | 'developmentAdvice';
  title: string;
  blocks: { key: string; title: string; paragraphs: string[]; chart: ChartModel | null }[];
}

export interface NormsInfoModel {
  /** The source in its short display form ("own" for the product's own results). */
  source: string;
  /** The full citation of the published norms; null for the product's own results. */
  citation: string | null;
  sampleSize: number;
  own: boolean;
}

export interface PsychMapReportModel {
  generatedAt: Date;
  bigFive: ScaleScoreModel[];
  thinking: ThinkingName;
  thinkingTitle: string;
  thinkingText: string;
  quadrant: QuadrantName;
  quadrantTitle: string;
  quadrantText: string;
  quadrantAdvice: string;
  relationship: ScaleScoreModel[];
  motives: ScaleScoreModel[];
  topMotive: string;
  wellbeingIndex: number;
  wellbeingText: string;
  keywords: string[];
  tags: string[];
  norms: NormsInfoModel;
  tabs: ReportTabModel[];
  disclaimer: string;
}

/** The free result of the matrix reasoning test (schema/iq.graphql IqResult). */
export interface IqResultModel {
  shown: 'RANGE' | 'ABOVE' | 'BELOW';
  low: number;
  high: number;
  percentile: number;
  provisional: boolean;
  sampleSize: number;
  raw: number;
  count: number;
  answered: number;
  form: string;
  headline: string;
  percentileText: string;
  scaleNote: string;
}

export interface IqRuleReadingModel {
  rule: string;
  title: string;
  right: number;
  total: number;
  level: 'SOLVED' | 'MIXED' | 'MISSED';
  text: string;
}

export interface IqTimeProfileModel {
  medianSeconds: number | null;
  points: { itemId: string; seconds: number | null; correct: boolean; answered: boolean }[];
  text: string;
  textEquivalent: string;
}

export interface IqReportModel {
  title: string;
  headings: { result: string; rules: string; time: string; practice: string; limits: string };
  /** "{raw} right of {count} ({answered} answered)", filled in. */
  answeredText: string;
  result: IqResultModel;
  rules: IqRuleReadingModel[];
  timeProfile: IqTimeProfileModel;
  practice: string[];
  limits: string[];
  generatedAt: Date;
}
