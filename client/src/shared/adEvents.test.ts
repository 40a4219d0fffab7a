import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL, NONE, saveConsent } from './consent';
import { adPlatformsFor, trackAdEvent } from './adEvents';
import { resetAdPixels } from './adPixels/loadPixels';

const query = vi.fn();
vi.mock('../app/lazyApollo', () => ({ loadApolloClient: () => Promise.resolve({ query }) }));

type W = Window & { fbq?: { queue: unknown[] }; ttq?: { queue: unknown[] }; dataLayer?: unknown[] };
const w = () => window as W;
const pixelScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-ad-pixel]')].map((s) => s.src);

beforeEach(() => {
  query.mockResolvedValue({ data: { adPixels: { meta: '123456', googleAds: null, tiktok: 'TTPIXEL', snapchat: null, microsoft: null } } });
});
afterEach(() => {
  localStorage.clear();
  resetAdPixels();
  document.head.innerHTML = '';
  delete w().fbq;
  delete w().ttq;
  query.mockReset();
});

describe('ad events', () => {
  it('wakes only the platforms whose click id is in the URL, after marketing consent, never on a health screen', () => {
    expect(adPlatformsFor('?fbclid=a&ttclid=b', 'BMBTI-1754')).toEqual([]);
    saveConsent({ analytics: true, marketing: false });
    expect(adPlatformsFor('?fbclid=a', 'BMBTI-1754')).toEqual([]);
    saveConsent(ALL);
    expect(adPlatformsFor('?fbclid=a&tt_test_id=b&gclid=g&ScCid=s&MSCLKID=m', 'BMBTI-1754')).toEqual(['meta', 'googleAds', 'tiktok', 'snapchat', 'microsoft']);
    expect(adPlatformsFor('?hl=en-US&logid=1', 'BMBTI-1754')).toEqual([]);
    expect(adPlatformsFor('?fbclid=a', 'DEPS-1801')).toEqual([]);
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    expect(adPlatformsFor('?fbclid=a', 'BMBTI-1754')).toEqual([]);
    delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
  });

  it('loads the configured pixel of the click id and sends the purchase with its event id', async () => {
    saveConsent(ALL);
    await trackAdEvent('purchase', { orderNumber: 'ORD123', codeExamId: 'BMBTI-1754', amount: 199, currency: 'USD' }, '?fbclid=abc');
    expect(pixelScripts()).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);
    expect(w().fbq!.queue).toContainEqual(['track', 'Purchase', { value: 1.99, currency: 'USD' }, { eventID: 'purchase.ORD123' }]);
    expect(w().ttq).toBeUndefined();

    await trackAdEvent('checkout', { orderNumber: 'ORD123', codeExamId: 'BMBTI-1754' }, '?ttclid=t');
    expect(w().ttq!.queue).toContainEqual(['track', 'InitiateCheckout', { value: undefined, currency: undefined, content_type: 'product' }, { event_id: 'checkout.ORD123' }]);
  });

  it('loads nothing without consent, without a click id, for a health screen, or for an unconfigured platform', async () => {
    await trackAdEvent('purchase', { orderNumber: 'A', codeExamId: 'BMBTI-1754' }, '?fbclid=abc');
    saveConsent(NONE);
    await trackAdEvent('purchase', { orderNumber: 'A', codeExamId: 'BMBTI-1754' }, '?fbclid=abc');
    saveConsent(ALL);
    await trackAdEvent('purchase', { orderNumber: 'A', codeExamId: 'BMBTI-1754' }, '?utm_source=x');
    await trackAdEvent('addPaymentInfo', { orderNumber: 'A', codeExamId: 'DEPS-1801' }, '?fbclid=abc');
    expect(query).not.toHaveBeenCalled();
    await trackAdEvent('purchase', { orderNumber: 'A', codeExamId: 'BMBTI-1754' }, '?gclid=g');
    expect(query).toHaveBeenCalledTimes(1);
    expect(pixelScripts()).toEqual([]);
    expect(w().fbq).toBeUndefined();
  });
});
