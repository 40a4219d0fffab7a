// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { planSituation, upgradeProblemFor } from './upgradeState';

const sub = (id: string, tier: string, status: 'TRIALING' | 'ACTIVE' | 'PAST_DUE' | 'CANCELLED' | 'EXPIRED') => ({ id, tier, status });

describe('planSituation', () => {
  it('is premium when any live premium plan exists, a cancelled one included', () => {
    const premium = sub('p', 'premium', 'CANCELLED');
    expect(planSituation([sub('b', 'basic', 'TRIALING'), premium])).toEqual({ kind: 'premium', premium });
  });

  it('upgrades the plan that still bills before one that was cancelled', () => {
    const billing = sub('b', 'basic', 'PAST_DUE');
    expect(planSituation([sub('c', 'basic', 'CANCELLED'), billing])).toEqual({ kind: 'upgradable', current: billing });
    const cancelled = sub('c', 'basic', 'CANCELLED');
    expect(planSituation([cancelled])).toEqual({ kind: 'upgradable', current: cancelled });
  });

  it('has nothing to upgrade without live plans', () => {
    expect(planSituation([])).toEqual({ kind: 'none' });
    expect(planSituation([sub('e', 'basic', 'EXPIRED'), sub('x', 'premium', 'EXPIRED')])).toEqual({ kind: 'none' });
  });
});

describe('upgradeProblemFor', () => {
  it('places each code', () => {
    expect(upgradeProblemFor('TERMS_REQUIRED')).toEqual({ place: 'terms' });
    expect(upgradeProblemFor('ORDER_NOT_FOUND')).toEqual({ place: 'page', state: 'notFound' });
    expect(upgradeProblemFor('NO_PREMIUM_PLAN')).toEqual({ place: 'page', state: 'noPremiumPlan' });
    expect(upgradeProblemFor('UPGRADE_FAILED')).toEqual({ place: 'form' });
  });
});
