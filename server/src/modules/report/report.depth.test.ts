import { describe, expect, it } from 'vitest';
import { readContent } from '../../../seeds/content';
import { LOCALES } from '../../shared/locales';
import { levelOf } from '../scoring/level';
import { assembleReport } from './report.assemble';
import { type DepthTexts, STEADINESS_KEYS, TYPE_CODES } from './report.content';
import { composeDepth, depthKeysFor, isCloseCall, scoreProfile } from './report.depth';
import { axesFor, seedSources } from './report.seedSources';
import { countWords, SCORE_PROFILES, shownTexts } from './report.words';

const en = readContent<DepthTexts>('bmbti', 'report-depth', 'en-US.json')!;
const names: Record<string, string> = { E: 'Extraversion', I: 'Introversion', S: 'Sensing', N: 'Intuition', T: 'Thinking', F: 'Feeling', J: 'Judging', P: 'Perceiving', C: 'Calm', R: 'Reactive' };
const compose = (typeCode: string, leanings: [number, number, number, number], calm: number) => {
  const axes = axesFor(typeCode, leanings, calm);
  // Only the keys the report asks the database for: composing must need nothing else.
  const texts = Object.fromEntries(depthKeysFor(typeCode, axes).map((key) => [key, en[key]!]));
  return composeDepth({ typeCode, axes, texts, poleName: (pole) => names[pole]! });
};

/** Whether emotional steadiness at this Calm percentage is a close call. */
const closeAt = (percent: number) => isCloseCall(axesFor('ESTJ', [51, 51, 51, 51], percent)[4]!);

describe('the report composed from a person’s own scores', () => {
  it('calls a scale a close call from 45% to 55% of its first pole, both included, and no further', () => {
    expect([44, 45, 50, 55, 56].map(closeAt)).toEqual([false, true, true, true, false]);
    // Either side of the middle: E at 55% and I at 55% (E at 45%) are both close calls; I at 56% is not.
    const depth = compose('INTP', [55, 80, 56, 70], 50);
    expect(depth.axes.map((a) => [a.pole, a.percent, a.closeCall !== null])).toEqual([
      ['I', 55, true],
      ['N', 80, false],
      ['T', 56, false],
      ['P', 70, false],
      ['R', 50, true],
    ]);
    expect(depth.axes[0]!.closeCall).toEqual({ title: en['closeCall.title'], text: en['closeCall.EI'] });
    expect(depth.axes[4]!.closeCall).toEqual({ title: en['closeCall.title'], text: en['closeCall.ES'] });
  });

  it('gives each scale the text of the pole it leans to at that pole’s level', () => {
    const depth = compose('INFJ', [55, 75, 92, 61], 85);
    expect(depth.axes.map((a) => [a.pole, a.level])).toEqual([
      ['I', 'MODERATE'],
      ['N', 'HIGH'],
      ['F', 'VERY_HIGH'],
      ['J', 'HIGH'],
      ['C', 'VERY_HIGH'],
    ]);
    expect(depth.axes.map((a) => a.text)).toEqual(['axis.I.moderate', 'axis.N.high', 'axis.F.very_high', 'axis.J.high', 'axis.C.very_high'].map((k) => en[k]));
    // Steadiness toward Reactive reads the Reactive texts: R at 70% is high.
    expect(compose('INFJ', [55, 75, 92, 61], 30).axes[4]).toMatchObject({ pole: 'R', percent: 70, level: 'HIGH', text: en['axis.R.high'] });
  });

  it('draws the advice from the strongest and weakest of the four scales, by distance from 50%', () => {
    // INTJ leaning I 60, N 90, T 52, J 70: strongest N, weakest T.
    const depth = compose('INTJ', [60, 90, 52, 70], 64);
    expect(depth.glance.strongest).toMatchObject({ label: en['glance.strongest'], axis: 'SN', pole: 'N', name: 'Intuition', percent: 90, level: 'VERY_HIGH', closeCall: false });
    expect(depth.glance.weakest).toMatchObject({ label: en['glance.weakest'], axis: 'TF', pole: 'T', percent: 52, closeCall: true });
    for (const area of ['personal', 'relationships', 'career'] as const) {
      expect(depth[area].strongest).toEqual({ title: en[`${area}.strongest.title`], text: en[`${area}.strongest.N`] });
      expect(depth[area].weakest).toEqual({ title: en[`${area}.weakest.title`], text: en[`${area}.weakest.T`] });
    }
    // The same type with other scores gets other advice: strongest J, weakest I.
    const other = compose('INTJ', [51, 70, 80, 99], 64);
    expect([other.glance.strongest.pole, other.glance.weakest.pole]).toEqual(['J', 'I']);
    expect(other.career.strongest.text).toBe(en['career.strongest.J']);
    expect(other.relationships.weakest.text).toBe(en['relationships.weakest.I']);
  });

  it('never picks one scale as both strongest and weakest, even when all four are even', () => {
    expect(scoreProfile(axesFor('ENFP', [75, 75, 75, 75], 50))).toMatchObject({ strongest: { axis: 'EI' }, weakest: { axis: 'JP' } });
    expect(scoreProfile(axesFor('INFP', [50, 50, 50, 50], 50))).toMatchObject({ strongest: { axis: 'EI' }, weakest: { axis: 'JP' } });
  });

  it('keys the steadiness advice on the Calm pole’s level, from very calm to very reactive', () => {
    for (const calm of [0, 20, 21, 40, 41, 60, 61, 80, 81, 100]) {
      const depth = compose('ESFP', [70, 70, 70, 70], calm);
      const key = STEADINESS_KEYS[levelOf(calm)];
      expect(depth.personal.steadiness.text, `calm ${calm}%`).toBe(en[`personal.steadiness.${key}`]);
      expect(depth.career.steadiness.text, `calm ${calm}%`).toBe(en[`career.steadiness.${key}`]);
    }
    expect(compose('ESFP', [70, 70, 70, 70], 10).relationships.steadiness.text).toBe(en['relationships.steadiness.very_reactive']);
    expect(compose('ESFP', [70, 70, 70, 70], 95).relationships.steadiness.text).toBe(en['relationships.steadiness.very_calm']);
  });

  it('opens with the report’s own portrait, never the free result’s description', () => {
    for (const code of TYPE_CODES) {
      const report = assembleReport(seedSources('en-US', code, axesFor(code, [70, 70, 70, 70], 60))!);
      expect(report.depth!.portrait).toEqual([en[`portrait.${code}.1`], en[`portrait.${code}.2`]]);
      for (const paragraph of report.depth!.portrait) expect(paragraph).not.toContain(report.type!.description.slice(0, 60));
      expect(shownTexts(report)).not.toContain(report.type!.description);
    }
  });

  it('links further reading to the product’s own pages only', () => {
    const report = assembleReport(seedSources('en-US', 'ISTJ', axesFor('ISTJ', [70, 70, 70, 70], 60))!);
    expect(report.furtherReading.map((r) => r.href)).toEqual([
      '/answer/question/BMBTI-1754',
      '/help/BMBTI-1754#help-legal',
      '/help/BMBTI-1754#privacy',
      '/report/retrieve/BMBTI-1754',
      '/help/BMBTI-1754',
    ]);
  });

  it('has at least 3,000 words in en-US for every type and score profile', () => {
    const counts: number[] = [];
    for (const code of TYPE_CODES) {
      for (const [name, { leanings, calm }] of Object.entries(SCORE_PROFILES)) {
        const words = countWords(shownTexts(assembleReport(seedSources('en-US', code, axesFor(code, leanings, calm))!)), 'en-US');
        expect(words, `${code} ${name}`).toBeGreaterThanOrEqual(3000);
        counts.push(words);
      }
    }
    expect(counts).toHaveLength(16 * Object.keys(SCORE_PROFILES).length);
  });

  it('shows no English in a locale without its depth file: the new sections are left out there', () => {
    const englishTexts = new Set(Object.values(en));
    for (const locale of LOCALES) {
      if (readContent('bmbti', 'report-depth', `${locale}.json`)) continue;
      const report = assembleReport(seedSources(locale, 'ENFJ', axesFor('ENFJ', [52, 70, 70, 70], 50))!);
      expect(report.depth, locale).toBeNull();
      expect(report.furtherReading, locale).toEqual([]);
      for (const text of shownTexts(report)) expect(englishTexts.has(text), `${locale}: ${text.slice(0, 40)}`).toBe(false);
    }
  });
});
