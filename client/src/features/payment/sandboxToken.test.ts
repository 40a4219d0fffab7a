// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sandboxBehaviour, sandboxToken, sandboxWalletToken } from './sandboxToken';

/** The server's own patterns for sandbox tokens (server/src/modules/payment/sandbox.methods.ts). */
const SERVER_TOKEN = /^sbx\.(ok|decline|funds|3ds|fail_charge)\.([a-z]{2,12})\.(\d{4})\.[A-Za-z0-9_-]{8,40}$/;
const SERVER_WALLET_TOKEN = /^sbxw\.(apple_pay|google_pay)\.[A-Za-z0-9_-]{8,40}$/;

describe('sandbox tokens', () => {
  it.each([
    ['4242 4242 4242 4242', 'ok', '4242'],
    ['4000 0000 0000 0002', 'decline', '0002'],
    ['4000 0000 0000 9995', 'funds', '9995'],
    ['4000 0025 0000 3155', '3ds', '3155'],
    ['4000 0000 0000 0341', 'fail_charge', '0341'],
  ])('turns test card %s into a %s token for Visa ending %s', (cardNumber, behaviour, last4) => {
    const token = sandboxToken(cardNumber);
    expect(token).toMatch(SERVER_TOKEN);
    expect(token.split('.').slice(0, 4)).toEqual(['sbx', behaviour, 'visa', last4]);
  });

  it('declines any other valid card, as a processor in test mode refuses real cards', () => {
    expect(sandboxBehaviour('5555 5555 5555 4444')).toBe('decline');
    expect(sandboxToken('5555 5555 5555 4444').split('.').slice(0, 4)).toEqual(['sbx', 'decline', 'mastercard', '4444']);
    expect(sandboxToken('3782 822463 10005').split('.').slice(0, 4)).toEqual(['sbx', 'decline', 'amex', '0005']);
  });

  it('carries 128 random bits as 22 URL-safe characters, never the card number', () => {
    const token = sandboxToken('4242424242424242', (bytes) => bytes.fill(0xfb));
    const nonce = token.split('.')[4] ?? '';
    expect(nonce).toHaveLength(22);
    expect(nonce).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(nonce).toContain('-'); // 0xfb bytes encode to "+" and "/" in plain base64
    expect(token).not.toContain('424242424242');
    expect(sandboxToken('4242424242424242')).not.toBe(sandboxToken('4242424242424242'));
  });

  it.each(['APPLE_PAY', 'GOOGLE_PAY'] as const)('makes a %s token from the payment sheet, with nothing but the wallet and a nonce', (wallet) => {
    const token = sandboxWalletToken(wallet);
    expect(token).toMatch(SERVER_WALLET_TOKEN);
    expect(token.split('.').slice(0, 2)).toEqual(['sbxw', wallet.toLowerCase()]);
    expect(sandboxWalletToken(wallet)).not.toBe(token);
  });
});
