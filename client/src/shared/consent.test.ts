import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ALL,
  CONSENT_VERSION,
  consentCookieValue,
  consentModeDefaults,
  consentModeFor,
  effectiveChoices,
  needsChoice,
  NONE,
  onConsentChange,
  readConsent,
  saveConsent,
} from './consent';

function setGpc(value: boolean | undefined) {
  Object.defineProperty(navigator, 'globalPrivacyControl', { value, configurable: true });
}

beforeEach(() => window.localStorage.clear());
afterEach(() => setGpc(undefined));

describe('Consent Mode', () => {
  it('denies all four signals by default, waiting 500 ms for an update', () => {
    expect(consentModeDefaults()).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      wait_for_update: 500,
    });
  });

  it('grants analytics and the three ad signals by their own categories', () => {
    expect(consentModeFor({ analytics: true, marketing: false })).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    });
    expect(consentModeFor({ analytics: false, marketing: true })).toMatchObject({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'denied',
    });
  });
});

describe('the stored choice', () => {
  it('is absent at first, so the visitor is asked and nothing optional is allowed', () => {
    expect(readConsent()).toBeUndefined();
    expect(needsChoice()).toBe(true);
    expect(effectiveChoices()).toEqual(NONE);
  });

  it('is kept in local storage with its version and time, and in a first-party cookie', () => {
    saveConsent({ analytics: true, marketing: false }, new Date('2026-12-01T10:00:00Z'));
    expect(readConsent()).toEqual({
      version: CONSENT_VERSION,
      choices: { analytics: true, marketing: false },
      decidedAt: '2026-12-01T10:00:00.000Z',
    });
    expect(window.localStorage.getItem('IQ-cookieConsent')).toContain('"analytics":true');
    expect(document.cookie).toContain(`cookie_consent=v=${CONSENT_VERSION}&analytics=1&marketing=0`);
    expect(new URLSearchParams(consentCookieValue(ALL)).get('marketing')).toBe('1');
    expect(needsChoice()).toBe(false);
    expect(effectiveChoices()).toEqual({ analytics: true, marketing: false });
  });

  it('made under other categories is asked for again', () => {
    const stale = { version: CONSENT_VERSION - 1, choices: ALL, decidedAt: '2026-01-01T00:00:00.000Z' };
    window.localStorage.setItem('IQ-cookieConsent', JSON.stringify({ value: stale, expires: Date.now() + 1e9 }));
    expect(readConsent()).toBeUndefined();
    expect(needsChoice()).toBe(true);
  });

  it('tells later tags what they may do, and stops telling once they unsubscribe', () => {
    const heard: unknown[] = [];
    const stop = onConsentChange((state) => heard.push(state.analytics_storage));
    saveConsent({ analytics: true, marketing: false });
    stop();
    saveConsent(NONE);
    expect(heard).toEqual(['granted']);
  });
});

describe('Global Privacy Control', () => {
  it('counts as a refusal of every optional category, without asking', () => {
    setGpc(true);
    expect(needsChoice()).toBe(false);
    expect(effectiveChoices()).toEqual(NONE);
  });

  it('wins over an earlier acceptance', () => {
    saveConsent(ALL);
    setGpc(true);
    expect(effectiveChoices()).toEqual(NONE);
    expect(consentModeFor(effectiveChoices()).analytics_storage).toBe('denied');
  });
});
