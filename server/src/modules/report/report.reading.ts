import { type DepthTexts, READING_KEYS, type ReadingKey } from './report.content';

/**
 * Where each further-reading item leads: pages of this product that exist today, as paths without a locale prefix
 * (`codeExamId` is the exam's `{code}-{examId}` segment). An item is listed only with a real destination; type
 * pages and articles join this list when they exist.
 */
const PATHS: Readonly<Record<ReadingKey, (codeExamId: string) => string>> = {
  retake: (c) => `/answer/question/${c}`,
  limits: (c) => `/help/${c}#help-legal`,
  privacy: (c) => `/help/${c}#privacy`,
  retrieve: (c) => `/report/retrieve/${c}`,
  help: (c) => `/help/${c}`,
};

export interface ReadingItemModel {
  title: string;
  summary: string;
  href: string;
}

export const readingKeys = (): string[] => READING_KEYS.flatMap((key) => [`reading.${key}.title`, `reading.${key}.summary`]);

/** The further-reading items in a locale whose depth texts exist (none otherwise, rather than another language). */
export function furtherReading(texts: DepthTexts | null, codeExamId: string): ReadingItemModel[] {
  if (!texts) return [];
  return READING_KEYS.flatMap((key) => {
    const title = texts[`reading.${key}.title`];
    const summary = texts[`reading.${key}.summary`];
    return title && summary ? [{ title, summary, href: PATHS[key](codeExamId) }] : [];
  });
}
