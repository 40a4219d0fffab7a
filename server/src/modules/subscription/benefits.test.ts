import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales';
import { allPremiumBenefits } from './benefits';

describe('premium benefits', () => {
  it('has the seven benefits, named and described, in every locale, in one order', () => {
    const keys = allPremiumBenefits('en-US').map((b) => b.key);
    expect(keys).toHaveLength(7);
    for (const locale of LOCALES) {
      const benefits = allPremiumBenefits(locale);
      expect(benefits.map((b) => b.key), locale).toEqual(keys);
      for (const b of benefits) {
        expect(b.name.trim(), `${locale} ${b.key}`).not.toBe('');
        expect(b.content, `${locale} ${b.key}`).not.toBe(b.name);
      }
      if (locale !== 'en-US') expect(benefits.map((b) => b.content), locale).not.toEqual(allPremiumBenefits('en-US').map((b) => b.content));
    }
  });
});
