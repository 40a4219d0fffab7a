// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { offerForStep, searchWithStep, stepAfter, stepsFor, stepToShow } from './packageSteps';

interface Offer {
  id: string;
  step: string | null;
  interval: 'WEEK' | 'MONTH' | null;
  intervalCount: number | null;
  trialDays: number;
  price: { currency: string; amount: number; trialAmount: number | null; listAmount: number | null };
}

const plan = (id: string, amount: number, interval: 'WEEK' | 'MONTH', count: number, trialDays = 0): Offer => ({
  id,
  step: null,
  interval,
  intervalCount: count,
  trialDays,
  price: { currency: 'USD', amount, trialAmount: trialDays ? 100 : null, listAmount: null },
});

describe('package steps', () => {
  const withTrial = stepsFor(true);
  const withoutTrial = stepsFor(false);

  it('offers to skip the trial only after a plan with a trial', () => {
    expect(withTrial).toEqual(['skip_trial', 'add_packs', 'depth_content', 'member_exclusive', 'access_product']);
    expect(withoutTrial).toEqual(['add_packs', 'depth_content', 'member_exclusive', 'access_product']);
  });

  it('resumes the step of the URL, moving past one that does not apply', () => {
    expect(stepToShow(withTrial, null)).toBe('skip_trial');
    expect(stepToShow(withTrial, 'depth_content')).toBe('depth_content');
    expect(stepToShow(withoutTrial, 'skip_trial')).toBe('add_packs');
    expect(stepToShow(withoutTrial, 'nonsense')).toBe('add_packs');
    expect(stepAfter(withTrial, 'member_exclusive')).toBe('access_product');
    expect(stepAfter(withTrial, 'access_product')).toBeNull();
  });

  it('finds each step’s offer', () => {
    const plans = [plan('trial', 2999, 'MONTH', 1, 7), plan('weekly', 1999, 'WEEK', 1), plan('fourWeekly', 1999, 'WEEK', 4)];
    const packages: Offer[] = [{ ...plan('packs', 499, 'WEEK', 1), interval: null, intervalCount: null, step: 'add_packs' }];
    expect(offerForStep('skip_trial', plans, packages)?.id).toBe('fourWeekly');
    expect(offerForStep('add_packs', plans, packages)?.id).toBe('packs');
    expect(offerForStep('depth_content', plans, packages)).toBeUndefined();
  });

  it('offers to skip the trial only for less per day than the plan the trial renews into', () => {
    const plans = [plan('trial', 2999, 'MONTH', 1, 7), plan('fourWeekly', 1999, 'WEEK', 4)];
    // $29.99 a month is about $1.00 a day; $19.99 every 4 weeks about $0.71.
    expect(offerForStep('skip_trial', plans, [], plan('trial', 2999, 'MONTH', 1, 7))?.id).toBe('fourWeekly');
    // $9.99 a month is about $0.33 a day: paying $0.71 a day now would be a worse deal, so it is not offered.
    expect(offerForStep('skip_trial', plans, [], plan('cheapTrial', 999, 'MONTH', 1, 7))).toBeUndefined();
    expect(offerForStep('skip_trial', plans, [], plan('sameDaily', 1999, 'WEEK', 4, 7))).toBeUndefined();
  });

  it('keeps the other query parameters', () => {
    expect(searchWithStep('?s=abc&order=o1', 'add_packs')).toBe('?s=abc&order=o1&step=add_packs');
    expect(searchWithStep('?s=abc&step=add_packs', null)).toBe('?s=abc');
  });
});
