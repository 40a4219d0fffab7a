import type { PersonalityTypeModel } from '../scoring/scoring.models';
import type { AxisScore } from '../scoring/scoring';
import type { DepthTexts, PoleTexts, TypeReportTexts } from './report.content';
import { composeDepth } from './report.depth';
import { LEVEL_KEY, poleScores } from './report.levels';
import type { ReportModel } from './report.models';
import { furtherReading } from './report.reading';
import { benchmarkAxis, rankingOf, type StatsSnapshot, topCountriesFor } from './report.stats';

/** Everything a paid report is made of, once read from the database (or, for measuring, from the seed files). */
export interface ReportSources {
  typeCode: string;
  axes: AxisScore[];
  type: PersonalityTypeModel;
  texts: TypeReportTexts;
  poles: ReadonlyMap<string, PoleTexts>;
  /** Null in a locale whose depth texts are not complete. */
  depth: DepthTexts | null;
  /** Null until there are enough results to compare with. */
  snapshot: StatsSnapshot | null;
  /** The exam's `{code}-{examId}` segment, for the links of further reading. */
  codeExamId: string;
}

export type ReportContent = Pick<
  ReportModel,
  'typeCode' | 'type' | 'axes' | 'poles' | 'table' | 'personal' | 'relationships' | 'career' | 'furtherReading' | 'advancedGuide' | 'depth' | 'stats'
>;

/** The contents of a paid report: pure, so the page, the PDF and the word count all read the same assembly. */
export function assembleReport(src: ReportSources): ReportContent {
  const { axes, texts, snapshot } = src;
  const poleText = (pole: string) => {
    const t = src.poles.get(pole);
    if (!t) throw new Error(`pole texts missing for ${pole}`);
    return t;
  };
  const benchmark = snapshot ? axes.map((a) => benchmarkAxis(snapshot, a)) : null;
  return {
    typeCode: src.typeCode,
    type: src.type,
    axes,
    poles: poleScores(axes).map((p) => {
      const t = poleText(p.pole);
      return { ...p, name: t.name, summary: t.summary, quick: t.levels[LEVEL_KEY[p.level]].quick, text: t.levels[LEVEL_KEY[p.level]].text };
    }),
    table: axes.map((a, i) => {
      const t = poleText(a.winner);
      const score = a.winner === a.firstPole ? a.firstPercent : a.secondPercent;
      const level = poleScores([a]).find((p) => p.pole === a.winner)!.level;
      const range = benchmark?.[i];
      return { axis: a.axis, dimension: t.name, score, rangeLow: range?.rangeLow ?? null, rangeHigh: range?.rangeHigh ?? null, interpretation: t.levels[LEVEL_KEY[level]].quick };
    }),
    personal: { intro: texts.personal.intro, strengths: texts.personal.strengths, challenges: texts.personal.blindSpots, tips: texts.personal.practices, fields: [] },
    relationships: { ...texts.relationships, fields: [] },
    career: texts.career,
    furtherReading: furtherReading(src.depth, src.codeExamId),
    advancedGuide: texts.advancedGuide,
    depth: src.depth && composeDepth({ typeCode: src.typeCode, axes, texts: src.depth, poleName: (pole) => poleText(pole).name }),
    stats:
      snapshot && benchmark
        ? {
            source: 'LIVE',
            sampleSize: snapshot.sampleSize,
            benchmark: benchmark.map(({ axis, pole, percent, percentile }) => ({ axis, pole, percent, percentile })),
            topCountries: topCountriesFor(snapshot, src.typeCode),
            latestRanking: rankingOf(snapshot),
          }
        : null,
  };
}
