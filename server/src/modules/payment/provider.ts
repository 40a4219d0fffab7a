/**
 * One interface for every payment processor. The product's rules (orders, retries, idempotency) live in the
 * payment service; a provider only talks to its processor. Card data never reaches our server: the browser
 * hands the processor the card and us a token.
 */
export type ProviderName = 'sandbox' | 'stripe' | 'paypal';
export type PaymentMethodKind = 'card' | 'paypal' | 'apple_pay' | 'google_pay';

/** Why a processor refused; the client translates each code. */
export type DeclineCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'authentication_failed'
  | 'processing_error'
  | 'invalid_payment_method'
  /** The buyer cancelled on the processor's page (a PayPal approval): nothing was charged. */
  | 'canceled';

export interface ChargeRequest {
  amount: number;
  currency: string;
  /** The token the browser got from the processor's hosted fields. */
  paymentToken: string;
  /** Deterministic, from our own ids (order:{id}:charge:{n}): a retried call never charges twice. */
  idempotencyKey: string;
  description: string;
  /** Keep the method for later off-session charges (subscriptions). */
  savePaymentMethod: boolean;
  /** Where the browser returns after a 3-D Secure step or an approval on the processor's page. */
  returnUrl: string;
  /**
   * Where the processor's page sends a buyer who cancels there (PayPal's cancel_url): the return URL with the
   * check page's cancel marker, so a cancel on the processor's side is recorded as one.
   */
  cancelUrl: string;
}

export type ChargeResult =
  | { status: 'succeeded'; providerPaymentId: string; savedMethodToken: string | null; cardBrand: string | null; cardLast4: string | null }
  | { status: 'requires_action'; providerPaymentId: string; actionUrl: string | null; clientSecret: string | null }
  | { status: 'failed'; providerPaymentId: string | null; declineCode: DeclineCode };

/** PayPal's APPROVED order: the buyer said yes on the processor's page, and no money moves until capture(). */
export interface Approved {
  status: 'approved';
  providerPaymentId: string;
}

/**
 * Methods whose extra step is an approval on the processor's page that moves no money by itself: only the
 * product's capture does (PayPal's Orders v2, and the sandbox in its shape). Such an attempt left waiting can be
 * replaced by a new one without any risk of two charges, unlike a 3-D Secure step, which the processor charges
 * the moment it passes.
 */
export const APPROVAL_METHODS: readonly PaymentMethodKind[] = ['paypal'];

export type SavedMethod =
  | { status: 'saved'; savedMethodToken: string; cardBrand: string | null; cardLast4: string | null }
  | { status: 'failed'; declineCode: DeclineCode };

/** A processor event, reduced to what the product acts on. */
export interface WebhookEvent {
  id: string;
  type: string;
  providerPaymentId: string | null;
  outcome: 'succeeded' | 'failed' | 'ignored';
  declineCode?: DeclineCode;
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

export interface PaymentProvider {
  readonly name: ProviderName;
  readonly methods: readonly PaymentMethodKind[];
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * The state of a payment that needed an extra step (3-D Secure, PayPal approval). Moves no money: an approval
   * given on the processor's page comes back `approved`, to be captured.
   */
  retrieve(providerPaymentId: string): Promise<ChargeResult | Approved>;
  /**
   * Takes the money of an approved payment (PayPal's capture), idempotent per payment. Only the payment service
   * calls it, once it has claimed the attempt as the order's live one; processors without approvals have none.
   */
  capture?(providerPaymentId: string): Promise<ChargeResult>;
  /** Charges a saved method with no customer present (renewals). */
  chargeSaved(request: Omit<ChargeRequest, 'paymentToken' | 'returnUrl' | 'cancelUrl' | 'savePaymentMethod'> & { savedMethodToken: string }): Promise<ChargeResult>;
  refund(providerPaymentId: string, amount: number, idempotencyKey: string): Promise<{ refunded: boolean }>;
  /**
   * Keeps a new card for later off-session charges (a subscriber replacing a failing card), with the customer of
   * the card it replaces when there is one. Absent where the processor needs the buyer on its own pages.
   */
  saveMethod?(request: { paymentToken: string; replacing: string | null }): Promise<SavedMethod>;
  /** Verifies the signature on the raw body and parses the event; throws WebhookSignatureError otherwise. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<WebhookEvent>;
}
