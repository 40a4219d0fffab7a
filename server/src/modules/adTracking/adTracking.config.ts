import { z } from 'zod';

/**
 * The ad platforms' ids and conversion API keys, from the environment; every one is off until set. A pixel's id
 * alone turns on its browser tag (only after marketing consent and with its click id in the URL); its conversion
 * API key as well turns on the server's purchase event for paid orders that came with consent.
 */
export interface AdTrackingConfig {
  readonly pixels: {
    readonly meta: string | null;
    readonly googleAds: string | null;
    readonly tiktok: string | null;
    readonly snapchat: string | null;
    readonly microsoft: string | null;
  };
  readonly metaCapiToken: string | null;
  readonly tiktokEventsToken: string | null;
  /** Meta's test event code, so a staging install's events land in the Events Manager's test view. */
  readonly metaTestEventCode: string | null;
}

const id = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, _ and - only (at most 64)')
  .optional()
  .transform((v) => v || null);
const secret = z.string().trim().max(1000).optional().transform((v) => v || null);

const Env = z.object({
  AD_PIXEL_META_ID: id,
  AD_PIXEL_GOOGLE_ADS_ID: id,
  AD_PIXEL_TIKTOK_ID: id,
  AD_PIXEL_SNAPCHAT_ID: id,
  AD_PIXEL_MICROSOFT_ID: id,
  META_CAPI_TOKEN: secret,
  META_TEST_EVENT_CODE: secret,
  TIKTOK_EVENTS_TOKEN: secret,
});

export const AD_TRACKING_OFF: AdTrackingConfig = {
  pixels: { meta: null, googleAds: null, tiktok: null, snapchat: null, microsoft: null },
  metaCapiToken: null,
  tiktokEventsToken: null,
  metaTestEventCode: null,
};

/** Reads the ad platforms' settings; a malformed id is a configuration error, named. */
export function loadAdTrackingConfig(env: NodeJS.ProcessEnv): AdTrackingConfig {
  const parsed = Env.safeParse(Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v])));
  if (!parsed.success) {
    throw new Error(`Invalid environment:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  }
  const e = parsed.data;
  return {
    pixels: { meta: e.AD_PIXEL_META_ID, googleAds: e.AD_PIXEL_GOOGLE_ADS_ID, tiktok: e.AD_PIXEL_TIKTOK_ID, snapchat: e.AD_PIXEL_SNAPCHAT_ID, microsoft: e.AD_PIXEL_MICROSOFT_ID },
    metaCapiToken: e.META_CAPI_TOKEN,
    tiktokEventsToken: e.TIKTOK_EVENTS_TOKEN,
    metaTestEventCode: e.META_TEST_EVENT_CODE,
  };
}
