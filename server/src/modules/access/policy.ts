import type { AppConfig } from '../../config';
import type { Db } from '../../db/connection';
import { canonicalEmail } from '../../shared/email';
import { isPublicId } from '../../shared/ids';
import type { OrderModel } from '../order/order.models';
import { findOrderByNumber, isOrderViewer, listSessionOrders } from '../order/order.service';
import { PAID_STATUSES } from '../order/order.state';
import { isValidReportToken } from '../report/report.access';
import type { Actor, Credential, PartnerScope, StaffRole } from './actor';
import { STAFF_ROLES } from './actor';
import { isHealthDataSession } from '../exam/exam.service';
import { findSessionByExamOrderNumber } from '../exam/session.service';
import { partnerOfOrder } from '../partners/partnerOrders';

/**
 * Who may do what to an order, its report and its plans, and who runs the product's operations: the only place
 * that decides it. GraphQL resolvers, REST handlers and services ask here; the product's own jobs (PDFs, e-mail,
 * renewals) act on the consent the buyer gave with the order and are no actor. `order:read` is the order itself
 * (its address, amounts, the card's brand and last four digits, the processor's reference), on every face that
 * shows it.
 */
export const ORDER_ACTIONS = [
  'order:read',
  'report:read',
  'report:pdf',
  'order:changeEmail',
  'payment:chargeSavedMethod',
  'subscription:upgrade',
  'subscription:read',
  'subscription:cancel',
  'order:refund',
  'review:write',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** What a credential proves about one order, once checked against it. */
export type Standing =
  | { kind: 'viewer' }
  | { kind: 'signedLink' }
  | { kind: 'owner' }
  | { kind: 'staff'; roles: readonly StaffRole[] }
  | { kind: 'partner'; scopes: readonly PartnerScope[] };

/**
 * The buyer, however they prove it: the browser that ordered or paid, the e-mailed link, the signed-in owner. A
 * review speaks in the buyer's name, so it is theirs alone to write: no staff role or partner scope has it.
 */
const BUYER_ACTIONS: readonly OrderAction[] = [
  'order:read',
  'report:read',
  'report:pdf',
  'subscription:read',
  'payment:chargeSavedMethod',
  'subscription:upgrade',
  'subscription:cancel',
  'review:write',
];

const SUPPORT_ORDER_ACTIONS: readonly OrderAction[] = ['order:read', 'report:read', 'report:pdf', 'subscription:read', 'subscription:cancel', 'order:refund'];

/**
 * Support reads, cancels and refunds; it never charges a buyer's saved card nor moves an order to another address.
 * Finance reads orders and plans (amounts, refunds recorded on them) and refunds; it changes nothing else. Admin may
 * do what any role may. Content and moderation have nothing to do with orders.
 */
const ROLE_ACTIONS: Readonly<Record<StaffRole, readonly OrderAction[]>> = {
  content: [],
  support: SUPPORT_ORDER_ACTIONS,
  finance: ['order:read', 'subscription:read', 'order:refund'],
  moderator: [],
  admin: SUPPORT_ORDER_ACTIONS,
};

/**
 * Least privilege: a partner key reads reports and their PDFs, nothing else; not the order behind them (the buyer's
 * address, card and the processor's reference are no part of a report).
 */
const SCOPE_ACTIONS: Readonly<Record<PartnerScope, readonly OrderAction[]>> = {
  'report:read': ['report:read', 'report:pdf'],
  'invitation:write': [],
  'partner:admin': [],
};

/**
 * Whether a standing allows an action on an order in its present state. The address of an unpaid order is
 * corrected by the browser that made it; once paid, it moves only for the signed-in owner (with a code sent to
 * the new address, asked for by the order service).
 */
export function permits(standing: Standing, action: OrderAction, order: { paid: boolean }): boolean {
  if (action === 'order:changeEmail') return standing.kind === (order.paid ? 'owner' : 'viewer');
  switch (standing.kind) {
    case 'viewer':
    case 'signedLink':
    case 'owner':
      return BUYER_ACTIONS.includes(action);
    case 'staff':
      return standing.roles.some((role) => ROLE_ACTIONS[role].includes(action));
    case 'partner':
      return standing.scopes.some((scope) => SCOPE_ACTIONS[scope].includes(action));
  }
}

/**
 * What staff do to the product's own work rather than to an order: list the jobs that failed for good, run one again,
 * look at the queues themselves (the queue board, which shows job payloads).
 */
export const OPERATIONS_ACTIONS = ['operations:read', 'operations:retry', 'operations:queues'] as const;
export type OperationsAction = (typeof OPERATIONS_ACTIONS)[number];

/** Support (and admin) watches the jobs and runs a failed one again (the work is safe to repeat); only admin opens the queue board. */
const ROLE_OPERATIONS: Readonly<Record<StaffRole, readonly OperationsAction[]>> = {
  content: [],
  support: ['operations:read', 'operations:retry'],
  finance: [],
  moderator: [],
  admin: ['operations:read', 'operations:retry', 'operations:queues'],
};

/** Whether a standing allows an operations action: only a staff role does, never a buyer's or a partner's standing. */
export function permitsOperation(standing: Standing, action: OperationsAction): boolean {
  return standing.kind === 'staff' && standing.roles.some((role) => ROLE_OPERATIONS[role].includes(action));
}

/**
 * What staff do in the studio: write and publish the product's content (articles, notices, daily questions, courses),
 * act on what members post (the tree hole), manage staff users and read the audit log of staff changes.
 */
export const STAFF_ACTIONS = ['content:write', 'content:publish', 'moderation:act', 'staff:manage', 'audit:read'] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** Content writes and publishes; the moderator moderates; admin manages staff, reads the audit log and may do all of it. */
const ROLE_STUDIO: Readonly<Record<StaffRole, readonly StaffAction[]>> = {
  content: ['content:write', 'content:publish'],
  support: [],
  finance: [],
  moderator: ['moderation:act'],
  admin: [...STAFF_ACTIONS],
};

/**
 * What support does for a customer in the studio: find them and read their page (orders, payments, plans, reports,
 * e-mails sent, consents, with personal data masked), reveal the personal data (audited), send the report e-mail again.
 * Refunds and cancellations are order actions (`order:refund`, `subscription:cancel`), decided per order above.
 */
export const CUSTOMER_ACTIONS = ['customers:read', 'customers:reveal', 'customers:resendReport'] as const;
export type CustomerAction = (typeof CUSTOMER_ACTIONS)[number];

/** Support reads, reveals and resends; finance reads the masked page; admin may do all of it. */
const ROLE_CUSTOMERS: Readonly<Record<StaffRole, readonly CustomerAction[]>> = {
  content: [],
  support: [...CUSTOMER_ACTIONS],
  finance: ['customers:read'],
  moderator: [],
  admin: [...CUSTOMER_ACTIONS],
};

/** Whether a standing allows a customer action: only a staff role does, never a buyer's or a partner's standing. */
export function permitsCustomerAction(standing: Standing, action: CustomerAction): boolean {
  return standing.kind === 'staff' && standing.roles.some((role) => ROLE_CUSTOMERS[role].includes(action));
}

/** Whether a standing allows a studio action: only a staff role does, never a buyer's or a partner's standing. */
export function permitsStaffAction(standing: Standing, action: StaffAction): boolean {
  return standing.kind === 'staff' && standing.roles.some((role) => ROLE_STUDIO[role].includes(action));
}

/**
 * The roles that let a staff user manage staff (admin). The studio keeps at least one active staff user holding one:
 * without them, no one could give roles again.
 */
export const STAFF_MANAGER_ROLES: readonly StaffRole[] = STAFF_ROLES.filter((role) => ROLE_STUDIO[role].includes('staff:manage'));

/** Whether a staff user with these roles may manage staff. */
export const managesStaff = (roles: readonly StaffRole[]): boolean => permitsStaffAction({ kind: 'staff', roles }, 'staff:manage');

/** What the user centre's member content allows: an article's text, a platform notice. */
export const CONTENT_ACTIONS = ['article:read', 'notice:read', 'dailyQuestion:answer', 'experiment:record', 'course:read', 'course:readPremium', 'course:progress', 'game:record'] as const;
export type ContentAction = (typeof CONTENT_ACTIONS)[number];
/** A reader's membership: none (a visitor or an account without a plan), a basic plan, or Premium. */
export type MemberTier = 'guest' | 'basic' | 'premium';

/**
 * Articles are Premium's (spec section 6); anyone may see the list of them, but an article's text opens only to a
 * Premium member and answers to anyone else as locked, without its body. Platform notices are everybody's. The
 * daily question belongs to the growth centre, which is a basic member's as much as a Premium one's (spec section
 * 6); anyone may read today's question, and a visitor is invited to sign in to answer it. The experiments belong
 * to the exploration centre, a basic member's as much as a Premium one's: anyone may take one, and a member's runs
 * are kept (their own past runs, and everyone's results, which count members' runs only). Courses: a free course's
 * lessons open to anyone (a taste of the growth centre), a Premium course's only to Premium (the full course system,
 * spec section 6); progress is kept for a member of either plan, as the growth centre is theirs. The games belong
 * to the entertainment centre, a basic member's as much as a Premium one's: anyone may play, a member's scores are kept.
 */
const TIER_CONTENT: Readonly<Record<MemberTier, readonly ContentAction[]>> = {
  guest: ['notice:read', 'course:read'],
  basic: ['notice:read', 'dailyQuestion:answer', 'experiment:record', 'course:read', 'course:progress', 'game:record'],
  premium: ['article:read', 'notice:read', 'dailyQuestion:answer', 'experiment:record', 'course:read', 'course:readPremium', 'course:progress', 'game:record'],
};

/** Whether a reader of this tier (null: a visitor who is not signed in) may do a content action. */
export function permitsContent(tier: MemberTier | null, action: ContentAction): boolean {
  return TIER_CONTENT[tier ?? 'guest'].includes(action);
}

/** What members do in the tree hole; moderators act on its posts with the studio's `moderation:act`. */
export const TREE_HOLE_ACTIONS = ['treeHole:read', 'treeHole:publish', 'treeHole:react', 'treeHole:report', 'treeHole:delete', 'treeHole:readOwn'] as const;
export type TreeHoleAction = (typeof TREE_HOLE_ACTIONS)[number];

/**
 * The tree hole is Premium's (spec section 3): a Premium member reads it, publishes, reacts and reports. What one
 * wrote stays one's own to see and take back with or without a plan, so any signed-in author lists and deletes
 * their own posts. Nobody reacts to or reports their own post. A reader is null when not signed in.
 */
export function permitsTreeHole(reader: { tier: MemberTier; userId: string } | null, action: TreeHoleAction, post?: { authorId: string }): boolean {
  if (!reader) return false;
  const own = post?.authorId === reader.userId;
  switch (action) {
    case 'treeHole:readOwn':
      return true;
    case 'treeHole:delete':
      return own;
    case 'treeHole:react':
    case 'treeHole:report':
      return reader.tier === 'premium' && post !== undefined && !own;
    case 'treeHole:read':
    case 'treeHole:publish':
      return reader.tier === 'premium';
  }
}

/**
 * What partners do with their keys (invite test takers, read what their invitations led to, manage their webhooks
 * and rotate their keys), and staff's management of partners.
 */
export const PARTNER_ACTIONS = ['invitation:create', 'invitation:read', 'webhook:manage', 'key:rotate', 'partners:manage'] as const;
export type PartnerAction = (typeof PARTNER_ACTIONS)[number];

const PARTNER_SCOPE_ACTIONS: Readonly<Record<PartnerScope, readonly PartnerAction[]>> = {
  'report:read': ['invitation:read'],
  'invitation:write': ['invitation:create', 'invitation:read'],
  'partner:admin': ['webhook:manage', 'key:rotate'],
};

/** Admin creates partners and their keys, rotates keys and replays webhooks for them; no other role touches partners. */
const ROLE_PARTNER: Readonly<Record<StaffRole, readonly PartnerAction[]>> = {
  content: [],
  support: [],
  finance: [],
  moderator: [],
  admin: ['partners:manage', 'invitation:read', 'webhook:manage', 'key:rotate'],
};

/**
 * Whether a standing allows a partner action. A partner's standing never reaches a health exam (the depression
 * screen): no scope invites to it or reads it. No buyer's standing reaches any of it.
 */
export function permitsPartnerAction(standing: Standing, action: PartnerAction, subject: { healthData?: boolean } = {}): boolean {
  switch (standing.kind) {
    case 'partner':
      return !subject.healthData && action !== 'partners:manage' && standing.scopes.some((scope) => PARTNER_SCOPE_ACTIONS[scope].includes(action));
    case 'staff':
      return standing.roles.some((role) => ROLE_PARTNER[role].includes(action));
    default:
      return false;
  }
}

/** The standing a credential would give if it holds for the order; checking whether it holds may cost a query. */
function claimedStanding(credential: Credential): Standing {
  switch (credential.kind) {
    case 'viewerKey':
      return { kind: 'viewer' };
    case 'signedLink':
      return { kind: 'signedLink' };
    case 'signedIn':
      return { kind: 'owner' };
    case 'staff':
      return { kind: 'staff', roles: credential.roles };
    case 'partner':
      return { kind: 'partner', scopes: credential.scopes };
  }
}

/** Who did it, for the audit trail of a step (never a secret: key ids, not keys). */
export function describeCredential(credential: Credential): string {
  switch (credential.kind) {
    case 'viewerKey':
      return "the buyer's browser";
    case 'signedLink':
      return "the buyer's e-mailed link";
    case 'signedIn':
      return `the signed-in owner (user ${credential.userId})`;
    case 'staff':
      return `staff (${credential.via} ${credential.id})`;
    case 'partner':
      return `partner key ${credential.keyId}`;
  }
}

export type Decision =
  | { order: OrderModel; by: Credential }
  /**
   * `not_found` for unknown orders and for orders the actor has nothing to do with alike; `sign_in_required`
   * only to someone who already holds the buyer's browser or link, when signing in as the owner would allow it.
   */
  | { order: null; reason: 'not_found' | 'sign_in_required' };

export function createAccessPolicy(deps: { db: Db; config: AppConfig }) {
  const { db, config } = deps;

  async function holds(credential: Credential, order: OrderModel): Promise<boolean> {
    switch (credential.kind) {
      case 'viewerKey':
        return isOrderViewer(db, order.id, credential.keyHash);
      case 'signedLink':
        return isValidReportToken(config.appSecret, order.orderNumber, credential.token);
      case 'signedIn':
        return canonicalEmail(credential.email) === canonicalEmail(order.email);
      case 'staff':
        return true;
      case 'partner':
        // A partner reads only what it brought (its own orders, the tests its invitations led to, with consent).
        // Results of a mental-health exam (the depression screen) are health data: never in a partner's scopes.
        if (!credential.partnerId || (await partnerOfOrder(db, order)) !== credential.partnerId) return false;
        return !(await isHealthDataSession(db, order.examSessionId));
    }
  }

  /** The first of the actor's credentials that allows the action on this order, or null. */
  async function grantingCredential(order: OrderModel, actor: Actor, action: OrderAction): Promise<Credential | null> {
    const state = { paid: PAID_STATUSES.includes(order.status) };
    // The viewer key costs a query: every other credential is checked first.
    const cheapFirst = [...actor.credentials].sort((a, b) => Number(a.kind === 'viewerKey') - Number(b.kind === 'viewerKey'));
    for (const credential of cheapFirst) {
      if (permits(claimedStanding(credential), action, state) && (await holds(credential, order))) return credential;
    }
    return null;
  }

  const policy = {
    /** Whether the actor may do the action to an order already loaded. */
    may: async (order: OrderModel, actor: Actor, action: OrderAction): Promise<boolean> => (await grantingCredential(order, actor, action)) !== null,

    /** The order and the credential that allows the action, or why not, told only as far as the actor may know. */
    async decide(orderNumber: string, actor: Actor, action: OrderAction): Promise<Decision> {
      const order = isPublicId(orderNumber) ? await findOrderByNumber(db, orderNumber) : null;
      if (!order) return { order: null, reason: 'not_found' };
      const by = await grantingCredential(order, actor, action);
      if (by) return { order, by };
      const asOwner = permits({ kind: 'owner' }, action, { paid: PAID_STATUSES.includes(order.status) });
      if (asOwner) {
        for (const credential of actor.credentials) {
          if ((credential.kind === 'viewerKey' || credential.kind === 'signedLink') && (await holds(credential, order))) return { order: null, reason: 'sign_in_required' };
        }
      }
      return { order: null, reason: 'not_found' };
    },

    /** The order when the actor may do the action to it; null for anyone else and for unknown orders alike. */
    async owns(orderNumber: string, actor: Actor, action: OrderAction): Promise<OrderModel | null> {
      return (await policy.decide(orderNumber, actor, action)).order;
    },

    /**
     * The first paid order of a test that the actor may do the action to, or null: what a test shows as a whole
     * (its membership) belongs to whoever may see it on an order that paid for it.
     */
    async ownsTest(sessionId: string, actor: Actor, action: OrderAction): Promise<OrderModel | null> {
      if (actor.credentials.length === 0 || !isPublicId(sessionId)) return null;
      for (const order of await listSessionOrders(db, sessionId, PAID_STATUSES)) {
        if (await policy.may(order, actor, action)) return order;
      }
      return null;
    },

    /**
     * A finished test of the signed-in member, by its exam order number: one taken with the member's own address.
     * What a plan's benefits open is theirs alone (no browser key, link, staff role or partner key stands for
     * them). Null for anyone else and for unknown tests alike.
     */
    async memberTest(examOrderNumber: string, actor: Actor): Promise<{ sessionId: string; email: string } | null> {
      const member = actor.credentials.find((c) => c.kind === 'signedIn');
      if (!member || !isPublicId(examOrderNumber)) return null;
      const session = await findSessionByExamOrderNumber(db, examOrderNumber);
      if (!session?.submitted_at || !session.email || canonicalEmail(session.email) !== canonicalEmail(member.email)) return null;
      return { sessionId: session.id, email: canonicalEmail(member.email) };
    },

    /**
     * The signed-in member with a verified address, for what is the member's own to see (their taken tests and the
     * suggestions made from them); null for anyone else. No browser key, link, staff role or partner key stands for it.
     */
    member: (actor: Actor): { userId: string; email: string } | null => {
      const member = actor.credentials.find((c) => c.kind === 'signedIn');
      return member ? { userId: member.userId, email: member.email } : null;
    },

    /** The credential that allows an operations action (staff credentials hold as they are), or null. */
    operator: (actor: Actor, action: OperationsAction): Credential | null =>
      actor.credentials.find((credential) => permitsOperation(claimedStanding(credential), action)) ?? null,

    /**
     * The credential that allows a partner action on something of `subject.partnerId` (a partner's own key, or staff
     * with the role for it), or null. Without `partnerId` (creating an invitation, listing its own), the partner key
     * acts for its own partner. A key made before partners existed acts for none.
     */
    partnerGrant: (actor: Actor, action: PartnerAction, subject: { partnerId?: string; healthData?: boolean } = {}): Credential | null =>
      actor.credentials.find((credential) => {
        if (!permitsPartnerAction(claimedStanding(credential), action, subject)) return false;
        if (credential.kind !== 'partner') return true;
        return !!credential.partnerId && (subject.partnerId === undefined || subject.partnerId === credential.partnerId);
      }) ?? null,

    /** The staff credential that allows a studio action (staff management, content, moderation, the audit log), or null. */
    staffMember: (actor: Actor, action: StaffAction): Credential | null =>
      actor.credentials.find((credential) => permitsStaffAction(claimedStanding(credential), action)) ?? null,

    /** The staff credential that allows a customer action (the customers pages), or null. */
    customerAgent: (actor: Actor, action: CustomerAction): Credential | null =>
      actor.credentials.find((credential) => permitsCustomerAction(claimedStanding(credential), action)) ?? null,
  };
  return policy;
}

export type AccessPolicy = ReturnType<typeof createAccessPolicy>;
