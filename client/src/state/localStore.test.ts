import { beforeEach, describe, expect, it } from 'vitest';
import { createLocalStore, LOCAL_PREFIX } from './localStore';
import { safeStore } from './storage';

const DAY = 24 * 60 * 60 * 1000;
const isString = (value: unknown): value is string => typeof value === 'string';

describe('local store', () => {
  let clock = 0;
  const store = createLocalStore(
    safeStore(() => window.localStorage),
    () => clock,
  );

  beforeEach(() => {
    window.localStorage.clear();
    clock = Date.UTC(2025, 0, 1);
  });

  it('prefixes keys with IQ-', () => {
    store.set('cookieConsent', 'accepted');
    expect(LOCAL_PREFIX).toBe('IQ-');
    expect(window.localStorage.getItem('IQ-cookieConsent')).not.toBeNull();
    expect(store.get('cookieConsent', isString)).toBe('accepted');
  });

  it('expires entries after 365 days by default', () => {
    store.set('cookieConsent', 'accepted');
    clock += 364 * DAY;
    expect(store.get('cookieConsent', isString)).toBe('accepted');
    clock += 1 * DAY;
    expect(store.get('cookieConsent', isString)).toBeUndefined();
    expect(window.localStorage.getItem('IQ-cookieConsent')).toBeNull();
  });

  it('honours a shorter lifetime', () => {
    store.set('promo', 'SPRING', { ttlDays: 1 });
    clock += DAY - 1;
    expect(store.get('promo', isString)).toBe('SPRING');
    clock += 1;
    expect(store.get('promo', isString)).toBeUndefined();
  });

  it('reads damaged or wrongly typed entries as absent', () => {
    window.localStorage.setItem('IQ-a', 'not json');
    window.localStorage.setItem('IQ-b', JSON.stringify({ value: 42, expires: clock + DAY }));
    window.localStorage.setItem('IQ-c', JSON.stringify('bare value'));
    expect(store.get('a', isString)).toBeUndefined();
    expect(store.get('b', isString)).toBeUndefined();
    expect(store.get('c', isString)).toBeUndefined();
  });

  it('removes entries', () => {
    store.set('x', 'y');
    store.remove('x');
    expect(store.get('x', isString)).toBeUndefined();
  });
});
