import { afterEach, describe, expect, it } from 'vitest';
import { ALL, NONE, saveConsent } from './consent';
import { orderAttribution } from './attribution';

afterEach(() => localStorage.clear());

describe('orderAttribution', () => {
  it('keeps the known tracking parameters of the query with the marketing choice', () => {
    saveConsent(ALL);
    expect(orderAttribution('?fbclid=abc&utm_source=x&hl=fr-FR&MSCLKID=m1', 'BMBTI-1754')).toEqual({
      params: [{ key: 'hl', value: 'fr-FR' }, { key: 'fbclid', value: 'abc' }, { key: 'MSCLKID', value: 'm1' }],
      marketingConsent: true,
    });
    saveConsent(NONE);
    expect(orderAttribution('?gclid=g', 'BMBTI-1754')?.marketingConsent).toBe(false);
  });

  it('sends nothing for a health screen, without parameters, with the language alone, or for over-long values', () => {
    saveConsent(ALL);
    expect(orderAttribution('?fbclid=abc', 'DEPS-1801')).toBeUndefined();
    expect(orderAttribution('?utm_source=x', 'BMBTI-1754')).toBeUndefined();
    expect(orderAttribution('?hl=en-US', 'BMBTI-1754')).toBeUndefined();
    expect(orderAttribution(`?gclid=${'a'.repeat(201)}`, 'BMBTI-1754')).toBeUndefined();
  });
});
