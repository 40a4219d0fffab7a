import type { PaymentMethodKind } from './provider';

/**
 * What the sandbox processor is handed by the browser, and what it keeps for later charges. Like a real
 * processor's tokens, none of these carries card data: a card token names a test behaviour, the brand and the
 * last four digits; a wallet token only the wallet; PayPal is approved on the sandbox's own approval page.
 *
 * - card: `sbx.<behaviour>.<brand>.<last4>.<nonce>` (the sandbox card form), saved as `sbx_pm.<behaviour>.<brand>.<last4>`
 * - wallet: `sbxw.<apple_pay|google_pay>.<nonce>` (the sandbox payment sheet), saved as `sbx_pm.wallet.<wallet>`
 * - PayPal: `paypal` (the approval comes later, as with PayPal's Orders v2), saved as `sbx_pm.paypal` (the vault)
 */
export type CardBehaviour = 'ok' | 'decline' | 'funds' | '3ds' | 'fail_charge';
export type SandboxWallet = 'apple_pay' | 'google_pay';

export type SandboxMethod =
  | { kind: 'card'; behaviour: CardBehaviour; brand: string; last4: string }
  | { kind: 'wallet'; wallet: SandboxWallet }
  | { kind: 'paypal' };

const CARD_TOKEN = /^sbx\.(ok|decline|funds|3ds|fail_charge)\.([a-z]{2,12})\.(\d{4})\.[A-Za-z0-9_-]{8,40}$/;
const CARD_SAVED = /^sbx_pm\.(ok|decline|funds|3ds|fail_charge)\.([a-z]{2,12})\.(\d{4})$/;
const WALLET_TOKEN = /^sbxw\.(apple_pay|google_pay)\.[A-Za-z0-9_-]{8,40}$/;
const WALLET_SAVED = /^sbx_pm\.wallet\.(apple_pay|google_pay)$/;
/** What the payment page sends for PayPal, whichever processor takes it: the approval happens on its page. */
export const PAYPAL_TOKEN = 'paypal';
const PAYPAL_SAVED = 'sbx_pm.paypal';

/** A token the browser made for one payment (on session); null when it is none of the sandbox's. */
export function parseSandboxToken(token: string): SandboxMethod | null {
  const card = CARD_TOKEN.exec(token);
  if (card) return { kind: 'card', behaviour: card[1] as CardBehaviour, brand: card[2]!, last4: card[3]! };
  const wallet = WALLET_TOKEN.exec(token);
  if (wallet) return { kind: 'wallet', wallet: wallet[1] as SandboxWallet };
  return token === PAYPAL_TOKEN ? { kind: 'paypal' } : null;
}

/** A method the sandbox kept after a payment (off session); null when it is none of the sandbox's. */
export function parseSavedMethod(token: string): SandboxMethod | null {
  const card = CARD_SAVED.exec(token);
  if (card) return { kind: 'card', behaviour: card[1] as CardBehaviour, brand: card[2]!, last4: card[3]! };
  const wallet = WALLET_SAVED.exec(token);
  if (wallet) return { kind: 'wallet', wallet: wallet[1] as SandboxWallet };
  return token === PAYPAL_SAVED ? { kind: 'paypal' } : null;
}

/** Either kind of token: an intent row keeps whichever it was charged with. */
export function parseAnyMethod(token: string): SandboxMethod | null {
  return parseSandboxToken(token) ?? parseSavedMethod(token);
}

/** The token kept for off-session charges (renewals, one-click upsells) once a payment succeeded. */
export function savedTokenOf(method: SandboxMethod): string {
  switch (method.kind) {
    case 'card':
      return `sbx_pm.${method.behaviour}.${method.brand}.${method.last4}`;
    case 'wallet':
      return `sbx_pm.wallet.${method.wallet}`;
    case 'paypal':
      return PAYPAL_SAVED;
  }
}

/** Brand and last four digits as receipts show them: a wallet or PayPal account has no card number to show. */
export function displayOf(method: SandboxMethod): { cardBrand: string; cardLast4: string | null } {
  switch (method.kind) {
    case 'card':
      return { cardBrand: method.brand, cardLast4: method.last4 };
    case 'wallet':
      return { cardBrand: method.wallet, cardLast4: null };
    case 'paypal':
      return { cardBrand: 'paypal', cardLast4: null };
  }
}

/** The payment method kind a sandbox method is. */
export function kindOf(method: SandboxMethod): PaymentMethodKind {
  return method.kind === 'wallet' ? method.wallet : method.kind;
}
