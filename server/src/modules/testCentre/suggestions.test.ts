import { describe, expect, it } from 'vitest';
import { hintsAtHeavyMood, rotate, suggestTests, type TakenTest } from './suggestions';

const WHO5 = [{ part: 3, blocks: [{ block: 'WHO5', kind: 'freq0_5' as const }] }];
const BMBTI = { id: 1754, code: 'BMBTI', category: 'personality', parts: [] };
const DEPS = { id: 1801, code: 'DEPS', category: 'mental-health', parts: [] };
const YDGX = { id: 1802, code: 'YDGX', category: 'personality', parts: WHO5 };
const IQ = { id: 1803, code: 'IQ', category: 'iq', parts: [] };
/** In popularity order, as the service hands them over. */
const ALL = [BMBTI, YDGX, DEPS, IQ];

const taken = (exam: TakenTest['exam'], scores: Record<string, unknown> = {}, axes: TakenTest['result']['axes'] = []): TakenTest => ({ exam, result: { scores, axes } });
/** The 16-type test's calm-reactive scale at a given reactive percentage. */
const axis = (secondPercent: number) => ({
  axis: 'ES' as const, firstPole: 'C' as const, secondPole: 'R' as const, firstPercent: 100 - secondPercent, secondPercent, winner: 'R' as const, level: 'HIGH' as const,
});
const codes = (list: { exam: { code: string } }[]) => list.map((s) => s.exam.code);

describe('test suggestions', () => {
  it('gives someone without results every test, in popularity order', () => {
    const out = suggestTests(ALL, []);
    expect(codes(out)).toEqual(['BMBTI', 'YDGX', 'DEPS', 'IQ']);
    expect(out.every((s) => s.reason === 'popular')).toBe(true);
  });

  it('never suggests a test already taken', () => {
    const out = suggestTests(ALL, [taken(BMBTI), taken(IQ)]);
    expect(codes(out)).not.toContain('BMBTI');
    expect(codes(out)).not.toContain('IQ');
  });

  it('puts wellbeing tests first after high neuroticism on the map', () => {
    const out = suggestTests(ALL, [taken(YDGX, { dimensions: { N: { percent: 72 } }, wellbeingIndex: 64 })]);
    expect(out[0]).toMatchObject({ exam: { code: 'DEPS' }, reason: 'wellbeing' });
    expect(out.find((s) => s.exam.code === 'BMBTI')!.reason).toBe('goDeeper');
    expect(out.find((s) => s.exam.code === 'IQ')!.reason).toBe('newArea');
  });

  it('leads from a depression screen to the tests that carry the WHO-5', () => {
    const out = suggestTests(ALL, [taken(DEPS, { phq9: 3, band: 'minimal', wellbeingIndex: 80 })]);
    expect(out[0]).toMatchObject({ exam: { code: 'YDGX' }, reason: 'wellbeing' });
    expect(codes(out)).not.toContain('DEPS');
  });

  it('reads the reactive pole of the 16-type test and a low WHO-5 index as heavy-mood hints, and nothing else', () => {
    expect(hintsAtHeavyMood(taken(BMBTI, {}, [axis(65)]))).toBe(true);
    expect(hintsAtHeavyMood(taken(BMBTI, {}, [axis(40)]))).toBe(false);
    expect(hintsAtHeavyMood(taken(YDGX, { dimensions: { N: { percent: 40 } }, wellbeingIndex: 36 }))).toBe(true);
    expect(hintsAtHeavyMood(taken(YDGX, { dimensions: { N: { percent: 40 } }, wellbeingIndex: 72 }))).toBe(false);
    const calm = suggestTests(ALL, [taken(BMBTI, {}, [axis(30)])]);
    expect(calm[0]).toMatchObject({ exam: { code: 'YDGX' }, reason: 'goDeeper' });
  });

  it('rotates round the list a few at a time', () => {
    expect(rotate([1, 2, 3, 4], 0, 3)).toEqual({ items: [1, 2, 3], offset: 0 });
    expect(rotate([1, 2, 3, 4], 3, 3)).toEqual({ items: [4, 1, 2], offset: 3 });
    expect(rotate([1, 2, 3, 4], 9, 2)).toEqual({ items: [2, 3], offset: 1 });
    expect(rotate([1, 2], 0, 5)).toEqual({ items: [1, 2], offset: 0 });
    expect(rotate([], 4, 3)).toEqual({ items: [], offset: 0 });
  });
});
