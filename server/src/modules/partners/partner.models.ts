import type { Locale } from '../../shared/locales';

export interface PartnerModel {
  id: string;
  name: string;
  createdAt: Date;
}

/**
 * An invitation to take a test, made by a partner: `open` until the taker answers, `consented` once they agreed to
 * share the result with the partner (a session is started then), `declined` when they refused, `completed` once the
 * test is scored.
 */
export type InvitationState = 'open' | 'consented' | 'declined' | 'completed';

export interface InvitationModel {
  id: string;
  partnerId: string;
  examId: number;
  email: string;
  locale: Locale;
  state: InvitationState;
  sessionId: string | null;
  createdAt: Date;
  consentedAt: Date | null;
  declinedAt: Date | null;
  completedAt: Date | null;
}

/** What the taker sees before consenting: never the partner's other data nor the address the invitation names. */
export interface InvitationForTakerModel {
  id: string;
  partnerName: string;
  examId: number;
  examCode: string;
  examName: string;
  locale: Locale;
  state: InvitationState;
  /** The session to answer in, once consent is given (the link is the taker's to hold). */
  sessionId: string | null;
}

export type DeliveryState = 'pending' | 'delivered' | 'failed';

export interface WebhookDeliveryModel {
  id: string;
  partnerId: string;
  endpointId: string;
  eventType: string;
  payload: unknown;
  state: DeliveryState;
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  createdAt: Date;
  deliveredAt: Date | null;
}

export interface WebhookEndpointModel {
  id: string;
  partnerId: string;
  url: string;
  createdAt: Date;
  /** Secrets that sign deliveries now: the newest, and those a rotation keeps until they expire. */
  activeSecrets: number;
}
