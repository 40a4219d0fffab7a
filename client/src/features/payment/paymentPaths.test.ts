// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { actionTarget, processorReturnFrom, returnPathFor, startOverTo, stepTo } from './paymentPaths';

const PAGE = { pathname: '/ja/paying/payment/BMBTI-1754', search: '?s=sess1&order=ord1&hl=ja-JP' };

describe('payment paths', () => {
  it('keeps the locale prefix and the query, and sets or drops the decline code', () => {
    expect(stepTo('failed', 'BMBTI-1754', PAGE, 'ord1', 'CARD_DECLINED')).toEqual({
      pathname: '/ja/paying/failed/BMBTI-1754',
      search: '?s=sess1&order=ord1&hl=ja-JP&code=CARD_DECLINED',
    });
    expect(stepTo('payment', 'BMBTI-1754', { pathname: '/paying/failed/BMBTI-1754', search: '?order=o&code=X' }, 'o')).toEqual({
      pathname: '/paying/payment/BMBTI-1754',
      search: '?order=o',
    });
  });

  it('returns processors to the check page in the visitor’s locale', () => {
    expect(returnPathFor('BMBTI-1754', PAGE, 'ord1')).toBe('/ja/paying/check/BMBTI-1754?s=sess1&order=ord1&hl=ja-JP');
  });

  it('never gives a processor the signature of an e-mailed link', () => {
    const signed = { ...PAGE, search: `${PAGE.search}&t=signedReportLinkToken` };
    expect(returnPathFor('BMBTI-1754', signed, 'ord1')).toBe('/ja/paying/check/BMBTI-1754?s=sess1&order=ord1&hl=ja-JP');
  });

  it('reads what PayPal added to the way back once, and carries it to no other page', () => {
    const back = { pathname: '/ja/paying/check/BMBTI-1754', search: `${PAGE.search}&token=5O190127TN364715T&PayerID=QX7&approval=canceled` };
    expect(processorReturnFrom(back.search)).toEqual({ processorReference: '5O190127TN364715T', canceled: true });
    expect(processorReturnFrom('?token=a%2Fb&approval=yes')).toEqual({ processorReference: null, canceled: false });
    expect(returnPathFor('BMBTI-1754', back, 'ord1')).toBe('/ja/paying/check/BMBTI-1754?s=sess1&order=ord1&hl=ja-JP');
    expect(stepTo('payment', 'BMBTI-1754', back, 'ord1', 'CANCELED').search).toBe('?s=sess1&order=ord1&hl=ja-JP&code=CANCELED');
  });

  it('keeps only the session, language and order when the query is too long for a processor', () => {
    const long = { pathname: '/paying/payment/BMBTI-1754', search: `?s=sess1&hl=en-US&order=ord1&fbclid=${'x'.repeat(300)}` };
    expect(returnPathFor('BMBTI-1754', long, 'ord1')).toBe('/paying/check/BMBTI-1754?s=sess1&hl=en-US&order=ord1');
  });

  it('adds the way back to this site’s processor pages and leaves https pages alone', () => {
    expect(actionTarget('/pay/sandbox/challenge/sbx_pi_1', '/paying/check/A-1?order=o')).toBe(
      '/pay/sandbox/challenge/sbx_pi_1?return=%2Fpaying%2Fcheck%2FA-1%3Forder%3Do',
    );
    expect(actionTarget('https://www.paypal.com/checkoutnow?token=1', '/x')).toBe('https://www.paypal.com/checkoutnow?token=1');
    expect(actionTarget('http://example.com/', '/x')).toBeNull();
    expect(actionTarget('//evil.example/', '/x')).toBeNull();
    expect(actionTarget('javascript:alert(1)', '/x')).toBeNull();
  });

  it('starts over at the test without the session, the order or the code', () => {
    expect(startOverTo('BMBTI-1754', { pathname: '/de/paying/check/BMBTI-1754', search: '?s=a&order=b&code=c&hl=de-DE' })).toEqual({
      pathname: '/de/answer/question/BMBTI-1754',
      search: '?hl=de-DE',
    });
  });
});
