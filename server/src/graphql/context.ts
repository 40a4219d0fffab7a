import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import type { Services } from '../services';
import type { Clock } from '../shared/clock';
import type { Locale } from '../shared/locales';
import { clientInfo } from '../rest/headers';
import { ensureViewerKey, hashViewerKey, readViewerKey } from '../shared/viewerKey';
import type { ApiClient } from '../modules/access/apiKey.service';
import { type Actor, actorOf } from '../modules/access/actor';
import type { UserRow } from '../modules/account/account.models';
import { clearSessionCookie, readSessionToken, setSessionCookie, SIGNED_IN_HINT_COOKIE } from '../shared/sessionCookie';
import type { StaffSignedIn } from '../modules/staff/staffAuth.service';
import { clearStaffCookie, readStaffToken, setStaffCookie } from '../modules/staff/staffCookie';

export interface GraphQLContext {
  services: Services;
  config: AppConfig;
  clock: Clock;
  log: Logger;
  requestId: string;
  /** The visitor's locale from the hl header or query, when it names one of the nine. */
  locale: Locale | null;
  logId: string | null;
  clientIp: string;
  /** This browser's viewer key: `current` as sent (hashed), `ensure` sets the cookie when there is none. */
  viewer: { current(): string | null; ensure(): string };
  /** The partner or staff client of the request's bearer key, checked once per request; null without one. */
  apiClient(): Promise<ApiClient | null>;
  /**
   * Who the request speaks for, when it acts on an order: this browser's viewer key, the tokens of signed links
   * (this one and any an earlier field of the request was given), the signed-in user's verified address, and a
   * partner or staff key. What it may do is the policy's to say.
   */
  actor(token?: string | null): Promise<Actor>;
  /** The signed-in session: its token, the user (looked up once per request), and setting or clearing it. */
  session: {
    token(): string | null;
    user(): Promise<UserRow | null>;
    start(token: string): void;
    end(): void;
  };
  /** The studio session (its own cookie): its token, the signed-in staff user (once per request), setting or clearing it. */
  staff: {
    token(): string | null;
    signedIn(): Promise<StaffSignedIn | null>;
    start(token: string): void;
    end(): void;
  };
}

export function buildContext(
  request: FastifyRequest,
  reply: FastifyReply,
  base: Pick<GraphQLContext, 'services' | 'config' | 'clock'>,
): GraphQLContext {
  const client = clientInfo(request);
  let apiClient: Promise<ApiClient | null> | undefined;
  let user: Promise<UserRow | null> | undefined;
  let staff: Promise<StaffSignedIn | null> | undefined;
  // A link's token given to a root field still speaks for the request in the fields below it (Order.paidWith).
  const linkTokens = new Set<string>();
  const context: GraphQLContext = {
    ...base,
    log: request.log as unknown as Logger,
    requestId: String(request.id),
    locale: client.locale,
    logId: client.logId,
    clientIp: request.ip,
    viewer: {
      current: () => {
        const key = readViewerKey(request);
        return key ? hashViewerKey(key) : null;
      },
      ensure: () => hashViewerKey(ensureViewerKey(request, reply)),
    },
    apiClient: () => (apiClient ??= base.services.apiKey.verify(request.headers.authorization)),
    async actor(token) {
      if (token) linkTokens.add(token);
      const [bearer, signedIn, staffUser] = await Promise.all([context.apiClient(), context.session.user(), context.staff.signedIn()]);
      return actorOf({
        viewerKeyHash: context.viewer.current(),
        linkTokens: [...linkTokens],
        user: signedIn,
        apiClient: bearer,
        staffUser: staffUser && { id: staffUser.user.id, roles: staffUser.user.roles },
      });
    },
    session: {
      token: () => readSessionToken(request),
      user: () =>
        (user ??= base.services.account.userOf(readSessionToken(request)).then((found) => {
          // An expired or revoked session: drop its cookies, so the header stops offering "My account".
          if (!found && request.cookies?.[SIGNED_IN_HINT_COOKIE]) clearSessionCookie(reply);
          return found;
        })),
      start: (token) => setSessionCookie(request, reply, token),
      end: () => clearSessionCookie(reply),
    },
    staff: {
      token: () => readStaffToken(request),
      signedIn: () => (staff ??= base.services.staffAuth.signedIn(readStaffToken(request))),
      start: (token) => {
        staff = undefined;
        setStaffCookie(request, reply, token, base.config.env === 'production');
      },
      end: () => {
        staff = Promise.resolve(null);
        clearStaffCookie(reply);
      },
    },
  };
  return context;
}
