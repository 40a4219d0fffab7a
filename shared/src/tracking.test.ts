import { describe, expect, it } from 'vitest';
import { adEventId, platformsWithClickId, trackingParamsOf } from './tracking';

describe('tracking parameters', () => {
  it('keeps the spec parameters only, case as written, within 200 characters', () => {
    expect(trackingParamsOf('?ScCid=s&msclkid=lower&MSCLKID=M&utm_source=x&click_id=c&gclid=' + 'g'.repeat(201))).toEqual({ ScCid: 's', MSCLKID: 'M', click_id: 'c' });
  });

  it('names the platform of each click id, and the event id of an order', () => {
    expect(platformsWithClickId({ fbclid: 'a', tt_test_id: 't', hl: 'en-US' })).toEqual(['meta', 'tiktok']);
    expect(platformsWithClickId({ hl: 'en-US', logid: 'l', pixel_id: 'p' })).toEqual([]);
    expect(adEventId('addPaymentInfo', 'ABC')).toBe('addPaymentInfo.ABC');
  });
});
