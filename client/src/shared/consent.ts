import { IS_FB_BUILD } from '../config';
import { localStore } from '../state/localStore';
import { sessionState } from '../state/sessionState';

export const CONSENT_STORAGE_KEY = 'cookieConsent';
/** The continent code the server gives visitors in Europe. */
export const EUROPE = 'EU';

export type ConsentChoice = 'accepted';
export type AnalyticsConsent = 'granted' | 'denied';

const isChoice = (value: unknown): value is ConsentChoice => value === 'accepted';

/**
 * Analytics consent: denied by default, granted only once the visitor accepted, is in Europe, and the build is
 * not one for the social-ads funnel.
 */
export function analyticsConsent({
  choice,
  continentCode,
  fbBuild,
}: {
  choice: ConsentChoice | undefined;
  continentCode: string | undefined;
  fbBuild: boolean;
}): AnalyticsConsent {
  return choice === 'accepted' && continentCode === EUROPE && !fbBuild ? 'granted' : 'denied';
}

export function readConsentChoice(): ConsentChoice | undefined {
  return localStore.get(CONSENT_STORAGE_KEY, isChoice);
}

export function saveConsentChoice(choice: ConsentChoice): void {
  localStore.set(CONSENT_STORAGE_KEY, choice);
}

/** The analytics consent for this visitor now, for whatever loads analytics tags. */
export function currentAnalyticsConsent(): AnalyticsConsent {
  return analyticsConsent({
    choice: readConsentChoice(),
    continentCode: sessionState.get('continentCode'),
    fbBuild: IS_FB_BUILD,
  });
}
