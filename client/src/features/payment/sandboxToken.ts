import { detectBrand, digitsOf } from '@innerscope/shared/cardValidation';

/**
 * The sandbox processor's tokenization, done in the browser as a real processor's hosted fields do it: the
 * card number, expiry and security code stay here, and only a token naming the test behaviour, the brand and
 * the last four digits goes to our server (`sbx.<behaviour>.<brand>.<last4>.<nonce>`). The sandbox payment sheet
 * of Apple Pay and Google Pay makes a wallet token (`sbxw.<wallet>.<nonce>`) with no card data at all. Both are
 * read by server/src/modules/payment/sandbox.methods.ts.
 */

export type SandboxBehaviour = 'ok' | 'decline' | 'funds' | '3ds' | 'fail_charge';

/** The test cards, in the order the test-mode note lists them. */
export const SANDBOX_TEST_CARDS: ReadonlyArray<{ readonly number: string; readonly behaviour: SandboxBehaviour }> = [
  { number: '4242424242424242', behaviour: 'ok' },
  { number: '4000000000000002', behaviour: 'decline' },
  { number: '4000000000009995', behaviour: 'funds' },
  { number: '4000002500003155', behaviour: '3ds' },
  { number: '4000000000000341', behaviour: 'fail_charge' },
];

/** What the sandbox does with a card: a test card's behaviour, else a decline (test mode refuses real cards). */
export function sandboxBehaviour(cardNumber: string): SandboxBehaviour {
  const digits = digitsOf(cardNumber);
  return SANDBOX_TEST_CARDS.find((card) => card.number === digits)?.behaviour ?? 'decline';
}

/** Random bytes from the browser's CSPRNG; injectable for tests. */
export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const cryptoRandom: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

/** 22 URL-safe characters from 16 random bytes (128 bits). */
function nonce(random: RandomBytes): string {
  const bytes = random(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The token for a card number the form has already validated. */
export function sandboxToken(cardNumber: string, random: RandomBytes = cryptoRandom): string {
  const digits = digitsOf(cardNumber);
  return ['sbx', sandboxBehaviour(digits), detectBrand(digits), digits.slice(-4), nonce(random)].join('.');
}

/** The wallets the sandbox payment sheet stands in for. */
export type SandboxWallet = 'APPLE_PAY' | 'GOOGLE_PAY';

/** The token of a payment the buyer approved on the sandbox payment sheet. */
export function sandboxWalletToken(wallet: SandboxWallet, random: RandomBytes = cryptoRandom): string {
  return ['sbxw', wallet.toLowerCase(), nonce(random)].join('.');
}
