import type { TypeFacts, TypeTexts } from '../../../seeds/bmbti';
import { readContent } from '../../../seeds/content';
import type { Locale } from '../../shared/locales';
import { AXES, type AxisScore } from '../scoring/scoring';
import { levelOf } from '../scoring/level';
import type { ReportSources } from './report.assemble';
import { type DepthTexts, isDepthComment, type ReportContentFile } from './report.content';

/**
 * A report's sources read straight from the seed files (the texts the database is seeded with), for measuring
 * and testing every type and score profile without orders. Null when the locale has no report texts.
 */
export function seedSources(locale: Locale, typeCode: string, axes: AxisScore[]): ReportSources | null {
  const report = readContent<ReportContentFile>('bmbti', 'report', `${locale}.json`);
  const facts = readContent<TypeFacts[]>('bmbti', 'types.json')?.find((t) => t.code === typeCode);
  const typeTexts = readContent<Record<string, TypeTexts>>('bmbti', 'types', `${locale}.json`)?.[typeCode];
  const texts = report?.types[typeCode];
  if (!report || !facts || !typeTexts || !texts) return null;
  const depth = readContent<DepthTexts>('bmbti', 'report-depth', `${locale}.json`);
  return {
    typeCode,
    axes,
    type: { code: typeCode, locale, ...typeTexts, accent: facts.accent, population: facts.population },
    texts,
    poles: new Map(Object.entries(report.poles)),
    depth: depth && Object.fromEntries(Object.entries(depth).filter(([key]) => !isDepthComment(key))),
    snapshot: null,
    codeExamId: 'BMBTI-1754',
  };
}

/**
 * Scores for a type: for each of its four letters, how strongly (50-100) the person leans to it, then the Calm
 * pole's percentage. A second-pole letter (I, N, F, P) may be at 50: the convention gives ties to it.
 */
export function axesFor(typeCode: string, leanings: readonly [number, number, number, number], calm: number): AxisScore[] {
  return AXES.map((def, i) => {
    const firstPercent = def.axis === 'ES' ? calm : typeCode[i] === def.first ? leanings[i]! : 100 - leanings[i]!;
    const winner = firstPercent > 50 ? def.first : def.second;
    if (def.axis !== 'ES' && winner !== typeCode[i]) throw new Error(`${typeCode}: ${leanings[i]}% does not lean to ${typeCode[i]}`);
    return {
      axis: def.axis,
      firstPole: def.first,
      secondPole: def.second,
      firstPercent,
      secondPercent: 100 - firstPercent,
      winner,
      level: levelOf(Math.max(firstPercent, 100 - firstPercent)),
    };
  });
}
