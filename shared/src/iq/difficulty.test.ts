import { describe, expect, it } from 'vitest';
import { modelDifficulty } from './difficulty';
import type { Attribute, Layout, RowRule, RuleKind } from './types';

const looks = (kinds: readonly RuleKind[]): RowRule[] =>
  (['shape', 'size', 'color'] as const satisfies readonly Attribute[]).map((attribute, index) => ({ component: 0, attribute, rule: kinds[index] ?? 'constant' }));

const of = (kinds: readonly RuleKind[], layout: Layout = 'center', meanFigures = 1) => modelDifficulty({ layout, rules: looks(kinds), meanFigures });

describe('modelled difficulty', () => {
  it('grows with the number of changing rules', () => {
    expect(of(['progression'])).toBeLessThan(of(['progression', 'progression']));
    expect(of(['progression', 'progression'])).toBeLessThan(of(['progression', 'progression', 'progression']));
  });

  it('ranks rule kinds: constant, progression, distribute-three, arithmetic', () => {
    expect(of([])).toBeLessThan(of(['progression']));
    expect(of(['progression'])).toBeLessThan(of(['distribute_three']));
    expect(of(['distribute_three'])).toBeLessThan(of(['arithmetic']));
  });

  it('grows with the figures to track and the layout', () => {
    expect(of(['progression'], 'grid3', 2)).toBeLessThan(of(['progression'], 'grid3', 6));
    expect(of(['progression'], 'center')).toBeLessThan(of(['progression'], 'left_right'));
    expect(of(['progression'], 'left_right')).toBeLessThan(of(['progression'], 'grid2'));
    expect(of(['progression'], 'grid2')).toBeLessThan(of(['progression'], 'grid3'));
  });

  it('is rounded to two decimals', () => {
    const value = of(['arithmetic'], 'grid3', 3);
    expect(Math.round(value * 100) / 100).toBe(value);
  });
});
