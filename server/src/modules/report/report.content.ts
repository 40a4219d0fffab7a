/** The report's texts for one type in one locale, as stored (seeds/content/bmbti/report/<locale>.json). */
export interface TypeReportTexts {
  personal: { intro: string; strengths: string[]; blindSpots: string[]; practices: string[] };
  relationships: { intro: string; strengths: string[]; challenges: string[]; tips: string[] };
  career: { intro: string; strengths: string[]; challenges: string[]; fields: string[]; tips: string[] };
  furtherReading: { title: string; summary: string }[];
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
