import { describe, expect, it } from 'vitest';
import { parseAttribution, storedAttribution } from './attribution';

const at = new Date('2026-12-17T10:00:00Z');

describe('parseAttribution', () => {
  it('refuses a NUL in a value even without the graph guard', () => {
    expect(() => parseAttribution({ params: [{ key: 'gclid', value: 'a\u0000b' }], marketingConsent: true }, at)).toThrow(/without NUL/);
  });

  it('keeps exactly 200 characters and reads stored values back, dropping what is not a tracking parameter', () => {
    const parsed = parseAttribution({ params: [{ key: 'ScCid', value: 's'.repeat(200) }], marketingConsent: false }, at)!;
    expect(parsed).toEqual({ params: { ScCid: 's'.repeat(200) }, marketingConsent: false, recordedAt: at.toISOString() });
    expect(storedAttribution({ ...parsed, params: { ...parsed.params, evil: 'x' } })?.params).toEqual({ ScCid: 's'.repeat(200) });
    expect(storedAttribution('nope')).toBeNull();
  });
});
