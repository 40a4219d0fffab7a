import type { ReportContent } from './report.assemble';

/** Every text a report shows its reader, on the page and in the PDF alike (labels of the interface aside). */
export function shownTexts(report: ReportContent): string[] {
  const { type, depth } = report;
  const growth = [report.personal, report.relationships, report.career].flatMap((s) =>
    s ? [s.intro, ...s.strengths, ...s.challenges, ...s.tips, ...s.fields] : [],
  );
  return [
    ...(type ? [type.title, type.tagline, ...type.keywords, ...type.famousPeople] : []),
    ...(depth
      ? [
          ...depth.portrait,
          depth.glance.title,
          ...[depth.glance.strongest, depth.glance.weakest, depth.glance.steadiness].flatMap((g) => [g.label, g.name]),
          ...depth.axes.flatMap((a) => [a.name, a.text, ...(a.closeCall ? [a.closeCall.title, a.closeCall.text] : [])]),
          ...[depth.personal, depth.relationships, depth.career].flatMap((d) =>
            [d.strongest, d.weakest, d.steadiness].flatMap((p) => [p.title, p.text]),
          ),
        ]
      : []),
    ...report.poles.flatMap((p) => [p.name, p.summary, p.quick, p.text]),
    ...report.table.flatMap((r) => [r.dimension, r.interpretation]),
    ...growth,
    ...report.furtherReading.flatMap((r) => [r.title, r.summary]),
    ...(report.advancedGuide ? [report.advancedGuide.intro, ...report.advancedGuide.steps] : []),
  ];
}

/**
 * Words in texts as the locale's own word breaker counts them (Intl.Segmenter), so Chinese and Japanese, written
 * without spaces, are counted in words too rather than in characters or not at all.
 */
export function countWords(texts: readonly string[], locale: string): number {
  const segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  let words = 0;
  for (const text of texts) for (const segment of segmenter.segment(text)) if (segment.isWordLike) words += 1;
  return words;
}

/**
 * The score profiles a report's length is measured over: for each type, how strongly it leans to each of its four
 * letters, and the Calm pole's percentage. From all close calls to all extremes, calm to reactive.
 */
export const SCORE_PROFILES: Readonly<Record<string, { leanings: [number, number, number, number]; calm: number }>> = {
  clear: { leanings: [75, 75, 75, 75], calm: 70 },
  closeCalls: { leanings: [52, 53, 51, 54], calm: 50 },
  extreme: { leanings: [95, 90, 92, 88], calm: 10 },
  mixed: { leanings: [90, 53, 70, 58], calm: 30 },
  lopsided: { leanings: [56, 85, 62, 100], calm: 95 },
  moderate: { leanings: [58, 60, 57, 59], calm: 45 },
};
