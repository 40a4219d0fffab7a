/** The depression screen's report texts per locale (seeds/content/deps/report/<locale>.json). */
export interface DepsReportTexts {
  disclaimer: string;
  bands: Record<'minimal' | 'mild' | 'moderate' | 'moderately_severe' | 'severe', { title: string; summary: string; nextSteps: string[] }>;
  wellbeing: { title: string; low: string; veryLow: string; good: string };
  item9: { title: string; body: string };
  symptoms: Record<string, { name: string; levels: string[]; tips: string[] }>;
  patterns: Record<'mood' | 'body' | 'thinking' | 'activity', { title: string; body: string }>;
  selfHelpPlan: { title: string; body: string }[];
  doctorTalk: { title: string; intro: string; checklist: string[]; phrases: string[] };
  retest: { title: string; body: string };
}

/** The PHQ-9 items of each pattern of the symptom profile. */
export const PATTERN_ITEMS: Record<keyof DepsReportTexts['patterns'], string[]> = {
  mood: ['PHQ9_1', 'PHQ9_2'],
  body: ['PHQ9_3', 'PHQ9_4', 'PHQ9_5'],
  thinking: ['PHQ9_6', 'PHQ9_7'],
  activity: ['PHQ9_8'],
};
