/**
 * The campaign parameters an ad or a shared link carries in the query (spec section 7). They travel through the
 * whole funnel in the query string and are recorded on the order, so a purchase can be told to the platform whose
 * ad brought it; nothing is sent anywhere without the visitor's marketing consent.
 */
export const TRACKING_PARAMS = ['hl', 'logid', 'fbclid', 'gclid', 'click_id', 'pixel_id', 'ttclid', 'tt_test_id', 'ScCid', 'MSCLKID'] as const;
export type TrackingParam = (typeof TRACKING_PARAMS)[number];

/** The longest value kept for one parameter. */
export const TRACKING_VALUE_MAX = 200;

export function isTrackingParam(key: string): key is TrackingParam {
  return (TRACKING_PARAMS as readonly string[]).includes(key);
}

/** Whether a value may be kept: a non-empty string of at most TRACKING_VALUE_MAX characters, without NUL. */
export function isTrackingValue(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= TRACKING_VALUE_MAX && !value.includes('\u0000');
}

/** The tracking parameters of a query string; unknown keys and unusable values are left out. */
export function trackingParamsOf(search: string): Partial<Record<TrackingParam, string>> {
  const query = new URLSearchParams(search);
  const out: Partial<Record<TrackingParam, string>> = {};
  for (const key of TRACKING_PARAMS) {
    const value = query.get(key);
    if (isTrackingValue(value)) out[key] = value;
  }
  return out;
}

/** The ad platforms whose pixel a click id wakes (spec section 7), by the parameter that names each. */
export const PIXEL_PLATFORMS = ['meta', 'googleAds', 'tiktok', 'snapchat', 'microsoft'] as const;
export type PixelPlatform = (typeof PIXEL_PLATFORMS)[number];

const CLICK_IDS: Readonly<Record<PixelPlatform, readonly TrackingParam[]>> = {
  meta: ['fbclid'],
  googleAds: ['gclid'],
  tiktok: ['ttclid', 'tt_test_id'],
  snapchat: ['ScCid'],
  microsoft: ['MSCLKID'],
};

/** The platforms whose click id the parameters carry: only their pixels may load, and only with consent. */
export function platformsWithClickId(params: Partial<Record<TrackingParam, string>>): PixelPlatform[] {
  return PIXEL_PLATFORMS.filter((platform) => CLICK_IDS[platform].some((key) => params[key] !== undefined));
}

/** The ad events the product reports; each carries an event id shared by the browser and the server. */
export type AdEvent = 'purchase' | 'checkout' | 'addPaymentInfo';

/** The event id of an order's ad event, the same in the browser's pixel and in the server's conversion call. */
export function adEventId(event: AdEvent, orderNumber: string): string {
  return `${event}.${orderNumber}`;
}
