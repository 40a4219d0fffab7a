import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestContext } from '../../../test/runtime';
import { AD_TRACKING_OFF, loadAdTrackingConfig } from './adTracking.config';

describe('ad tracking configuration', () => {
  it('is off by default and reads each platform from its variable', () => {
    expect(loadAdTrackingConfig({})).toEqual(AD_TRACKING_OFF);
    expect(loadAdTrackingConfig({ AD_PIXEL_META_ID: '' })).toEqual(AD_TRACKING_OFF);
    const config = loadAdTrackingConfig({ AD_PIXEL_META_ID: '123', AD_PIXEL_MICROSOFT_ID: '987', META_CAPI_TOKEN: 'tok' });
    expect(config.pixels).toEqual({ meta: '123', googleAds: null, tiktok: null, snapchat: null, microsoft: '987' });
    expect(config.metaCapiToken).toBe('tok');
  });

  it('names a malformed pixel id', () => {
    expect(() => loadAdTrackingConfig({ AD_PIXEL_TIKTOK_ID: 'a"><script>' })).toThrow(/AD_PIXEL_TIKTOK_ID/);
  });
});

describe('adPixels query', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp({ AD_PIXEL_GOOGLE_ADS_ID: 'AW-123', META_CAPI_TOKEN: 'secret-token' });
  });
  afterAll(() => t.close());

  it('answers the configured pixel ids to anyone and never a conversion API key', async () => {
    const { body } = await gql(t.app, '{ adPixels { meta googleAds tiktok snapchat microsoft } }');
    expect(body.data).toEqual({ adPixels: { meta: null, googleAds: 'AW-123', tiktok: null, snapchat: null, microsoft: null } });
    expect(JSON.stringify(body)).not.toContain('secret-token');
  });
});
