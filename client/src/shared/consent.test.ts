import { beforeEach, describe, expect, it } from 'vitest';
import { analyticsConsent, readConsentChoice, saveConsentChoice } from './consent';

describe('analytics consent', () => {
  it('is denied by default', () => {
    expect(analyticsConsent({ choice: undefined, continentCode: undefined, fbBuild: false })).toBe('denied');
    expect(analyticsConsent({ choice: undefined, continentCode: 'EU', fbBuild: false })).toBe('denied');
  });

  it('is granted only in Europe, after OK, outside fb builds', () => {
    expect(analyticsConsent({ choice: 'accepted', continentCode: 'EU', fbBuild: false })).toBe('granted');
    expect(analyticsConsent({ choice: 'accepted', continentCode: 'NA', fbBuild: false })).toBe('denied');
    expect(analyticsConsent({ choice: 'accepted', continentCode: 'EU', fbBuild: true })).toBe('denied');
  });
});

describe('consent choice', () => {
  beforeEach(() => window.localStorage.clear());

  it('is kept with the IQ- prefix', () => {
    expect(readConsentChoice()).toBeUndefined();
    saveConsentChoice('accepted');
    expect(readConsentChoice()).toBe('accepted');
    expect(window.localStorage.getItem('IQ-cookieConsent')).toContain('accepted');
  });
});
