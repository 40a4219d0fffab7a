/**
 * The depression screen (DEPS): PHQ-9 and WHO-5.
 *
 * PHQ-9: nine items answered 0-3; the total (0-27) gives the severity band: 0-4 minimal, 5-9 mild, 10-14
 * moderate, 15-19 moderately severe, 20-27 severe. Any answer above 0 on item 9 (PHQ9_9) sets the item-9 flag,
 * whatever the total. WHO-5: five items answered 0-5; the raw sum times four is the wellbeing index (0-100),
 * 28 or below very low, below 50 low, 50 or more good.
 */
import { checkComplete, who5Index } from './answers';
import type { ExamScorer } from './registry';

export const DEPRESSION_BANDS = ['minimal', 'mild', 'moderate', 'moderately_severe', 'severe'] as const;
export type DepressionBand = (typeof DEPRESSION_BANDS)[number];
export type WellbeingLevel = 'veryLow' | 'low' | 'good';

export interface DepsScores {
  phq9: number;
  band: DepressionBand;
  item9: number;
  item9Flag: boolean;
  /** Each PHQ-9 answer, for the symptom profile. */
  items: Record<string, number>;
  who5Raw: number;
  wellbeingIndex: number;
  wellbeingLevel: WellbeingLevel;
}

export const PHQ9_MAX = 27;

export function bandOf(phq9: number): DepressionBand {
  if (phq9 >= 20) return 'severe';
  if (phq9 >= 15) return 'moderately_severe';
  if (phq9 >= 10) return 'moderate';
  if (phq9 >= 5) return 'mild';
  return 'minimal';
}

export function wellbeingLevelOf(index: number): WellbeingLevel {
  if (index <= 28) return 'veryLow';
  return index < 50 ? 'low' : 'good';
}

export const depsScorer: ExamScorer<DepsScores> = {
  code: 'DEPS',
  score(items, answers) {
    checkComplete(items, answers);
    const phqItems = items.filter((i) => i.block === 'PHQ9');
    const itemScores = Object.fromEntries(phqItems.map((i) => [i.code, answers[i.code]!]));
    const phq9 = phqItems.reduce((sum, i) => sum + answers[i.code]!, 0);
    const item9 = answers.PHQ9_9 ?? 0;
    const { raw, index } = who5Index(items, answers);
    const band = bandOf(phq9);
    return {
      typeCode: band.toUpperCase(),
      scores: { phq9, band, item9, item9Flag: item9 > 0, items: itemScores, who5Raw: raw, wellbeingIndex: index, wellbeingLevel: wellbeingLevelOf(index) },
    };
  },
};
