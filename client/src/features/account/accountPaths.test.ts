// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { afterSignIn, codeExamIdOr, paymentLink, reportLink, safeNext, signInFor } from './accountPaths';

const ORIGIN = 'https://innerscope.example';
const next = (value: string) => `?next=${encodeURIComponent(value)}`;

describe('where signing in leads', () => {
  it.each([
    ['/userCenter/reportList', '/userCenter/reportList'],
    ['/ja/report/result/BMBTI-1754?order=abc#dimensions', '/ja/report/result/BMBTI-1754?order=abc#dimensions'],
    ['/user/../userCenter/setting', '/userCenter/setting'],
  ])('follows a path of this site: %s', (value, expected) => {
    expect(safeNext(next(value), ORIGIN)).toBe(expected);
  });

  it.each([
    '//evil.example/',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'userCenter/reportList',
    '/\n/evil.example',
    '/\tevil',
    '',
  ])('never leaves the site: %j', (value) => {
    expect(safeNext(next(value), ORIGIN)).toBeNull();
  });

  it('goes to the reports list without a usable next, in the page’s locale prefix', () => {
    expect(afterSignIn('', ORIGIN, '/user/login/BMBTI-1754')).toBe('/userCenter/reportList');
    expect(afterSignIn(next('//evil.example'), ORIGIN, '/de/user/login/BMBTI-1754')).toBe('/de/userCenter/reportList');
  });

  it('sends to the sign-in page with the way back', () => {
    expect(signInFor('BMBTI-1754', { pathname: '/fr/userCenter/reportList', search: '?tab=pending' })).toEqual({
      pathname: '/fr/user/login/BMBTI-1754',
      search: `?next=${encodeURIComponent('/fr/userCenter/reportList?tab=pending')}`,
    });
  });
});

describe('order links', () => {
  it('open the report and the payment page of the order, in the locale prefix', () => {
    expect(reportLink('a b&c', '/userCenter/reportList')).toEqual({ pathname: '/report/result/BMBTI-1754', search: '?order=a+b%26c' });
    expect(paymentLink('o1', '/ko/userCenter/reportList')).toEqual({ pathname: '/ko/paying/payment/BMBTI-1754', search: '?order=o1' });
  });

  it('use the home exam when the route has no exam segment', () => {
    expect(codeExamIdOr(undefined)).toBe('BMBTI-1754');
    expect(codeExamIdOr('IQ-12')).toBe('IQ-12');
  });
});
