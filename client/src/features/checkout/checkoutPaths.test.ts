import { describe, expect, it } from 'vitest';
import { checkoutPath, checkoutSearch, orderNumberFrom } from './checkoutPaths';

describe('checkout paths', () => {
  it('builds each step for an exam', () => {
    expect(checkoutPath('plan', 'BMBTI-1754')).toBe('/paying/scheme/BMBTI-1754');
    expect(checkoutPath('check', 'BMBTI-1754')).toBe('/paying/check/BMBTI-1754');
  });

  it('keeps the other parameters and sets the session and the order', () => {
    expect(checkoutSearch('?hl=ja-JP&s=old', { sessionId: 'new', orderNumber: 'o1' })).toBe('?hl=ja-JP&s=new&order=o1');
    expect(checkoutSearch('', {})).toBe('');
  });

  it('reads the order number, ignoring blanks', () => {
    expect(orderNumberFrom('?order=abc')).toBe('abc');
    expect(orderNumberFrom('?order=%20')).toBeNull();
    expect(orderNumberFrom('')).toBeNull();
  });
});
