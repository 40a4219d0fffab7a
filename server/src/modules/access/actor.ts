import type { ApiClient } from './apiKey.service';

/**
 * What a staff member is trusted with: writing and publishing content, support, finance (reading orders), moderation,
 * and admin (managing staff users, and everything the others may). Keys with the `staff` scope act as support.
 */
export const STAFF_ROLES = ['content', 'support', 'finance', 'moderator', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What a partner key may do: read its own partner's results and reports (`report:read`), invite test takers
 * (`invitation:write`), manage its webhooks and rotate its keys (`partner:admin`).
 */
export const PARTNER_SCOPES = ['report:read', 'invitation:write', 'partner:admin'] as const;
export type PartnerScope = (typeof PARTNER_SCOPES)[number];

/**
 * One thing a request carries that may prove a right to an order. Each is checked against the order it is used
 * on, by the policy only.
 */
export type Credential =
  /** The hash of this browser's http-only viewer key: the browser that ordered or paid. */
  | { kind: 'viewerKey'; keyHash: string }
  /** The `t` of an e-mailed report link (an HMAC of the order number). */
  | { kind: 'signedLink'; token: string }
  /** A signed-in user whose address is verified: the orders made with that address are theirs. */
  | { kind: 'signedIn'; userId: string; email: string }
  /** A staff key (a machine credential for integrations) or a staff user signed in to the studio with a TOTP code. */
  | { kind: 'staff'; via: 'apiKey' | 'staffUser'; id: string; roles: readonly StaffRole[] }
  /** A partner's key: it stands for that partner only (a key made before partners existed stands for none). */
  | { kind: 'partner'; keyId: string; partnerId?: string | null; scopes: readonly PartnerScope[] };

/** Who a request speaks for: every credential it carries (none for a stranger). */
export interface Actor {
  readonly credentials: readonly Credential[];
}

export const ANONYMOUS: Actor = { credentials: [] };

/**
 * The actor of a request, from what GraphQL and REST read off it alike (cookies, the `t` of e-mailed links, the
 * session, a bearer key). A request may carry several links' tokens: each is checked against its own order.
 */
export function actorOf(parts: {
  viewerKeyHash: string | null;
  linkTokens?: readonly (string | null | undefined)[];
  user: { id: string; email: string; email_verified_at: Date | null } | null;
  apiClient: ApiClient | null;
  /** The staff user of a live, fully signed-in studio session (its own cookie, apart from members' sessions). */
  staffUser?: { id: string; roles: readonly StaffRole[] } | null;
}): Actor {
  const credentials: Credential[] = [];
  if (parts.viewerKeyHash) credentials.push({ kind: 'viewerKey', keyHash: parts.viewerKeyHash });
  for (const token of new Set(parts.linkTokens)) if (token) credentials.push({ kind: 'signedLink', token });
  if (parts.user?.email_verified_at) credentials.push({ kind: 'signedIn', userId: parts.user.id, email: parts.user.email });
  const client = parts.apiClient;
  if (client?.scopes.includes('staff')) credentials.push({ kind: 'staff', via: 'apiKey', id: client.keyId, roles: ['support'] });
  if (parts.staffUser) credentials.push({ kind: 'staff', via: 'staffUser', id: parts.staffUser.id, roles: parts.staffUser.roles });
  const partnerScopes = PARTNER_SCOPES.filter((scope) => client?.scopes.includes(scope));
  if (client && partnerScopes.length) credentials.push({ kind: 'partner', keyId: client.keyId, partnerId: client.partnerId ?? undefined, scopes: partnerScopes });
  return { credentials };
}
