import { describe, expect, it } from 'vitest';
import { permitsContent } from '../access/policy';

/** Who may open which course and keep progress, as the access policy decides it. */
describe('course access', () => {
  it('opens free courses to anyone, Premium courses to Premium only, and keeps progress for members of a plan', () => {
    const table = ([null, 'guest', 'basic', 'premium'] as const).map((tier) => [
      tier,
      permitsContent(tier, 'course:read'),
      permitsContent(tier, 'course:readPremium'),
      permitsContent(tier, 'course:progress'),
    ]);
    expect(table).toEqual([
      [null, true, false, false],
      ['guest', true, false, false],
      ['basic', true, false, true],
      ['premium', true, true, true],
    ]);
  });
});
