import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@innerscope/shared/money';
import { LOCALES } from '../../shared/locales';
import { parseSandboxToken, parseSavedMethod, savedTokenOf } from './sandbox.methods';
import { challengePage, paypalApprovalPage, sandboxPageLocale } from './sandbox.pages';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sandbox-pages');
const catalogue = (locale: string) => JSON.parse(fs.readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Record<string, string>;

describe('the sandbox processor’s pages', () => {
  it.each(LOCALES)('%s: every string, no placeholder left, the payment shown, the page marked as a sandbox', (locale) => {
    expect(Object.keys(catalogue(locale)).sort()).toEqual(Object.keys(catalogue('en-US')).sort());
    const card = parseSandboxToken('sbx.3ds.visa.3155.nonce0000001')!;
    const pages = [
      challengePage(locale, { amount: 990000, currency: 'KRW', method: card }, { pass: '/pass?a=1&b=2', fail: '/fail' }),
      paypalApprovalPage(locale, { amount: 2999, currency: 'EUR', method: { kind: 'paypal' } }, '/pay/sandbox/paypal/sbx_pi_x'),
    ];
    for (const html of pages) {
      expect(html).toContain(`<html lang="${locale}">`);
      expect(html).toContain(catalogue(locale)['sandbox.badge']);
      // A message that did not resolve would show its id or its placeholder.
      expect(html).not.toMatch(/\{[a-zA-Z0-9]+\}/);
      for (const id of Object.keys(catalogue('en-US'))) expect(html).not.toContain(id);
    }
    expect(pages[0]).toContain('3155');
    // The amount in the page's language, as the rest of the product writes money.
    expect(pages[0]).toContain(formatMoney(990000, 'KRW', locale));
    expect(pages[0]).toContain('action="/pass?a=1&amp;b=2"');
    expect(pages[1]).toContain(formatMoney(2999, 'EUR', locale));
    expect(pages[1]).toContain('name="decision" value="approve"');
    expect(pages[1]).toContain('name="decision" value="cancel"');
  });

  it('speak the language of the way back, then of the stored choice, then of the browser', () => {
    expect(sandboxPageLocale({ returnPath: '/ko-KR/paying/check/BMBTI-1754?order=x', cookie: 'ja-JP', acceptLanguage: 'de-DE' })).toBe('ko-KR');
    expect(sandboxPageLocale({ returnPath: '/paying/check/BMBTI-1754?order=x&hl=fr-FR', cookie: 'ja-JP', acceptLanguage: null })).toBe('fr-FR');
    expect(sandboxPageLocale({ returnPath: '/paying/check/BMBTI-1754', cookie: 'ja-JP', acceptLanguage: 'de-DE' })).toBe('ja-JP');
    expect(sandboxPageLocale({ returnPath: null, cookie: null, acceptLanguage: 'pt-BR,pt;q=0.9,en;q=0.8' })).toBe('pt-PT');
    expect(sandboxPageLocale({ returnPath: null, cookie: null, acceptLanguage: 'xx' })).toBe('en-US');
  });
});

describe('sandbox tokens', () => {
  it('reads what the card form, the payment sheet and the PayPal button send, and nothing else', () => {
    expect(parseSandboxToken('sbx.ok.visa.4242.nonce0000001')).toEqual({ kind: 'card', behaviour: 'ok', brand: 'visa', last4: '4242' });
    expect(parseSandboxToken('sbxw.apple_pay.nonce0000001')).toEqual({ kind: 'wallet', wallet: 'apple_pay' });
    expect(parseSandboxToken('paypal')).toEqual({ kind: 'paypal' });
    for (const junk of ['sbxw.samsung_pay.nonce0000001', 'sbxw.apple_pay.short', 'sbx_pm.ok.visa.4242', 'PAYPAL', '4242424242424242', '']) {
      expect(parseSandboxToken(junk)).toBeNull();
    }
  });

  it('keeps each method for renewals under a token of its own kind, never a one-time one', () => {
    for (const token of ['sbx.3ds.visa.3155.nonce0000001', 'sbxw.google_pay.nonce0000001', 'paypal']) {
      const method = parseSandboxToken(token)!;
      const saved = savedTokenOf(method);
      expect(parseSavedMethod(saved)).toEqual(method);
      expect(parseSandboxToken(saved)).toBeNull();
      expect(parseSavedMethod(token)).toBeNull();
    }
  });
});
