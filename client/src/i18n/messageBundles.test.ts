// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bundleOf, splitCatalogue } from './messageBundles';

describe('message bundles', () => {
  it('puts the words of the test, the report form and the result in the funnel bundle', () => {
    expect(bundleOf('exam.tip.part1.title')).toBe('funnel');
    expect(bundleOf('reportForm.email')).toBe('funnel');
    expect(bundleOf('result.pole.E')).toBe('funnel');
    expect(bundleOf('home.hero.title')).toBe('core');
    expect(bundleOf('examination.title')).toBe('core');
    expect(bundleOf('exam')).toBe('funnel');
  });

  it('splits a catalogue without losing or repeating a message', () => {
    const catalogue = { 'home.a': 1, 'exam.b': 2, 'result.c': 3, 'footer.d': 4, 'plan.e': 5, 'payment.f': 6, 'report.g': 7, 'retrieve.h': 8 };
    const parts = splitCatalogue(catalogue);
    expect(parts).toEqual({
      core: { 'home.a': 1, 'footer.d': 4 },
      funnel: { 'exam.b': 2, 'result.c': 3 },
      checkout: { 'plan.e': 5, 'payment.f': 6 },
      report: { 'report.g': 7, 'retrieve.h': 8 },
      subscription: {},
      account: {},
      help: {},
      support: {},
      content: {},
      dailyQuestion: {},
      experiments: {},
      courses: {},
      games: {},
      treeHole: {},
      landing: {},
      studio: {},
    });
  });
});
