import { describe, expect, it } from 'vitest';
import { permitsTreeHole } from '../access/policy';

const premium = { userId: 'u1', tier: 'premium' as const };
const basic = { userId: 'u2', tier: 'basic' as const };
const ownPost = { authorId: 'u1' };
const othersPost = { authorId: 'u9' };

describe('the tree hole policy', () => {
  it('opens reading, publishing, reacting and reporting to Premium members only', () => {
    for (const action of ['treeHole:read', 'treeHole:publish'] as const) {
      expect(permitsTreeHole(premium, action)).toBe(true);
      expect(permitsTreeHole(basic, action)).toBe(false);
      expect(permitsTreeHole(null, action)).toBe(false);
    }
    expect(permitsTreeHole(premium, 'treeHole:react', othersPost)).toBe(true);
    expect(permitsTreeHole(basic, 'treeHole:report', othersPost)).toBe(false);
  });

  it('never lets anyone react to or report their own post, and lets only the author delete, with or without a plan', () => {
    expect(permitsTreeHole(premium, 'treeHole:react', ownPost)).toBe(false);
    expect(permitsTreeHole(premium, 'treeHole:report', ownPost)).toBe(false);
    expect(permitsTreeHole(premium, 'treeHole:delete', ownPost)).toBe(true);
    expect(permitsTreeHole(premium, 'treeHole:delete', othersPost)).toBe(false);
    expect(permitsTreeHole({ ...basic, userId: 'u9' }, 'treeHole:delete', othersPost)).toBe(true);
    expect(permitsTreeHole(basic, 'treeHole:readOwn')).toBe(true);
    expect(permitsTreeHole(null, 'treeHole:readOwn')).toBe(false);
  });
});
