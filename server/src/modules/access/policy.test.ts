import { describe, expect, it } from 'vitest';
import { actorOf, type PartnerScope } from './actor';
import {
  createAccessPolicy,
  OPERATIONS_ACTIONS,
  ORDER_ACTIONS,
  type OrderAction,
  PARTNER_ACTIONS,
  permits,
  permitsOperation,
  permitsPartnerAction,
  permitsStaffAction,
  STAFF_ACTIONS,
  type Standing,
} from './policy';

/**
 * The rules as a table, written out by hand: every standing a credential can give on an order, every action, before
 * and after payment. `Y` allowed, `-` refused. The HTTP faces are covered in policy.faces.test.ts.
 */
const STANDINGS: Record<string, Standing> = {
  viewer: { kind: 'viewer' },
  signedLink: { kind: 'signedLink' },
  owner: { kind: 'owner' },
  support: { kind: 'staff', roles: ['support'] },
  content: { kind: 'staff', roles: ['content'] },
  finance: { kind: 'staff', roles: ['finance'] },
  moderator: { kind: 'staff', roles: ['moderator'] },
  admin: { kind: 'staff', roles: ['admin'] },
  contentAndModerator: { kind: 'staff', roles: ['content', 'moderator'] },
  staffWithoutRoles: { kind: 'staff', roles: [] },
  partner: { kind: 'partner', scopes: ['report:read'] },
  partnerWithoutScopes: { kind: 'partner', scopes: [] },
};

const COLUMNS: readonly OrderAction[] = [
  'order:read',
  'report:read',
  'report:pdf',
  'subscription:read',
  'payment:chargeSavedMethod',
  'subscription:upgrade',
  'subscription:cancel',
  'order:refund',
  'order:changeEmail',
  'review:write',
];

// `order` is the order itself (address, amounts, card, the processor's reference): a partner reads reports, not that.
// A review speaks in the buyer's name: no staff role or partner scope writes one.
//                                  ordr read pdf  sub  chrg upgr cncl rfnd email revw
const PAID: Record<string, string> = {
  viewer: /*                    */ 'Y    Y    Y    Y    Y    Y    Y    -    -     Y',
  signedLink: /*                */ 'Y    Y    Y    Y    Y    Y    Y    -    -     Y',
  owner: /*                     */ 'Y    Y    Y    Y    Y    Y    Y    -    Y     Y',
  support: /*                   */ 'Y    Y    Y    Y    -    -    Y    Y    -     -',
  content: /*                   */ '-    -    -    -    -    -    -    -    -     -',
  finance: /*                   */ 'Y    -    -    Y    -    -    -    Y    -     -',
  moderator: /*                 */ '-    -    -    -    -    -    -    -    -     -',
  admin: /*                     */ 'Y    Y    Y    Y    -    -    Y    Y    -     -',
  contentAndModerator: /*       */ '-    -    -    -    -    -    -    -    -     -',
  staffWithoutRoles: /*         */ '-    -    -    -    -    -    -    -    -     -',
  partner: /*                   */ '-    Y    Y    -    -    -    -    -    -     -',
  partnerWithoutScopes: /*      */ '-    -    -    -    -    -    -    -    -     -',
};

// Before payment only the address differs: the browser that made the order corrects it, nobody else. (The buyer
// may write a review of an unpaid order as far as the policy goes; the review service answers that it is unpaid.)
const UNPAID: Record<string, string> = {
  ...PAID,
  viewer: /*                    */ 'Y    Y    Y    Y    Y    Y    Y    -    Y     Y',
  owner: /*                     */ 'Y    Y    Y    Y    Y    Y    Y    -    -     Y',
};

// The product's operations (jobs that failed for good) are support's alone; no standing on an order reaches them.
//                                  read retry
const OPERATIONS: Record<string, string> = {
  viewer: /*                    */ '-    -    -',
  signedLink: /*                */ '-    -    -',
  owner: /*                     */ '-    -    -',
  support: /*                   */ 'Y    Y    -',
  content: /*                   */ '-    -    -',
  finance: /*                   */ '-    -    -',
  moderator: /*                 */ '-    -    -',
  admin: /*                     */ 'Y    Y    Y',
  contentAndModerator: /*       */ '-    -    -',
  staffWithoutRoles: /*         */ '-    -    -',
  partner: /*                   */ '-    -    -',
  partnerWithoutScopes: /*      */ '-    -    -',
};

// The studio: content writes and publishes, the moderator moderates, admin manages staff and reads the audit log (and
// may do all of it). Support and finance have nothing here; no buyer's or partner's standing reaches it.
//                                  write publ mod  staff audit
const STUDIO: Record<string, string> = {
  viewer: /*                    */ '-    -    -    -    -',
  signedLink: /*                */ '-    -    -    -    -',
  owner: /*                     */ '-    -    -    -    -',
  support: /*                   */ '-    -    -    -    -',
  content: /*                   */ 'Y    Y    -    -    -',
  finance: /*                   */ '-    -    -    -    -',
  moderator: /*                 */ '-    -    Y    -    -',
  admin: /*                     */ 'Y    Y    Y    Y    Y',
  contentAndModerator: /*       */ 'Y    Y    Y    -    -',
  staffWithoutRoles: /*         */ '-    -    -    -    -',
  partner: /*                   */ '-    -    -    -    -',
  partnerWithoutScopes: /*      */ '-    -    -    -    -',
};
const STUDIO_COLUMNS = ['content:write', 'content:publish', 'moderation:act', 'staff:manage', 'audit:read'] as const;

const cells = (row: string) => row.split(/\s+/).map((c) => c === 'Y');

describe('the access rules', () => {
  it('cover every action the policy knows', () => {
    expect([...COLUMNS].sort()).toEqual([...ORDER_ACTIONS].sort());
  });

  it('cover every operations action', () => {
    expect(Object.values(OPERATIONS).every((row) => cells(row).length === OPERATIONS_ACTIONS.length)).toBe(true);
  });

  it('cover every studio action and every standing in each table', () => {
    expect([...STUDIO_COLUMNS].sort()).toEqual([...STAFF_ACTIONS].sort());
    expect(Object.values(STUDIO).every((row) => cells(row).length === STAFF_ACTIONS.length)).toBe(true);
    for (const table of [PAID, OPERATIONS, STUDIO]) expect(Object.keys(table).sort()).toEqual(Object.keys(STANDINGS).sort());
  });

  describe.each([
    ['a paid order', true, PAID],
    ['an unpaid order', false, UNPAID],
  ] as const)('on %s', (_name, paid, table) => {
    it.each(Object.keys(STANDINGS))('%s', (standing) => {
      const expected = Object.fromEntries(COLUMNS.map((action, i) => [action, cells(table[standing]!)[i]]));
      const actual = Object.fromEntries(COLUMNS.map((action) => [action, permits(STANDINGS[standing]!, action, { paid })]));
      expect(actual).toEqual(expected);
    });
  });

  describe('on the operations', () => {
    it.each(Object.keys(STANDINGS))('%s', (standing) => {
      const expected = Object.fromEntries(OPERATIONS_ACTIONS.map((action, i) => [action, cells(OPERATIONS[standing]!)[i]]));
      const actual = Object.fromEntries(OPERATIONS_ACTIONS.map((action) => [action, permitsOperation(STANDINGS[standing]!, action)]));
      expect(actual).toEqual(expected);
    });
  });

  describe('on the studio', () => {
    it.each(Object.keys(STANDINGS))('%s', (standing) => {
      const expected = Object.fromEntries(STUDIO_COLUMNS.map((action, i) => [action, cells(STUDIO[standing]!)[i]]));
      const actual = Object.fromEntries(STUDIO_COLUMNS.map((action) => [action, permitsStaffAction(STANDINGS[standing]!, action)]));
      expect(actual).toEqual(expected);
    });
  });
});

describe('the actor of a request', () => {
  const verified = { id: 'u1', email: 'ana@example.com', email_verified_at: new Date() };

  it('holds each credential the request carries, and nothing for a stranger', () => {
    expect(actorOf({ viewerKeyHash: null, linkTokens: [null], user: null, apiClient: null }).credentials).toEqual([]);
    expect(actorOf({ viewerKeyHash: 'h', linkTokens: ['t'], user: verified, apiClient: null }).credentials.map((c) => c.kind)).toEqual(['viewerKey', 'signedLink', 'signedIn']);
  });

  it('holds each link token the request carries once (each is checked against its own order)', () => {
    const tokens = actorOf({ viewerKeyHash: null, linkTokens: ['t1', 't2', 't1', undefined], user: null, apiClient: null }).credentials;
    expect(tokens).toEqual([
      { kind: 'signedLink', token: 't1' },
      { kind: 'signedLink', token: 't2' },
    ]);
  });

  it('counts a signed-in user as an owner only with a verified address', () => {
    expect(actorOf({ viewerKeyHash: null, user: { ...verified, email_verified_at: null }, apiClient: null }).credentials).toEqual([]);
  });

  it('maps key scopes to least privilege: report:read to a partner, staff to support', () => {
    const partner = actorOf({ viewerKeyHash: null, user: null, apiClient: { keyId: 'k1', name: 'P', scopes: ['report:read'] } });
    expect(partner.credentials).toEqual([{ kind: 'partner', keyId: 'k1', scopes: ['report:read'] }]);
    const staff = actorOf({ viewerKeyHash: null, user: null, apiClient: { keyId: 'k2', name: 'S', scopes: ['staff'] } });
    expect(staff.credentials).toEqual([{ kind: 'staff', via: 'apiKey', id: 'k2', roles: ['support'] }]);
    expect(actorOf({ viewerKeyHash: null, user: null, apiClient: { keyId: 'k3', name: 'N', scopes: [] } }).credentials).toEqual([]);
  });

  it('holds a studio session as a staff credential with the roles of its staff user, beside a staff key', () => {
    const both = actorOf({ viewerKeyHash: null, user: null, apiClient: { keyId: 'k2', name: 'S', scopes: ['staff'] }, staffUser: { id: 's1', roles: ['content', 'admin'] } });
    expect(both.credentials).toEqual([
      { kind: 'staff', via: 'apiKey', id: 'k2', roles: ['support'] },
      { kind: 'staff', via: 'staffUser', id: 's1', roles: ['content', 'admin'] },
    ]);
  });
});

const partner = (...scopes: PartnerScope[]): Standing => ({ kind: 'partner', scopes });
const allowedPartnerActions = (standing: Standing) => PARTNER_ACTIONS.filter((action) => permitsPartnerAction(standing, action));
const partnerKey = (partnerId: string | null) => actorOf({ viewerKeyHash: null, user: null, apiClient: { keyId: 'k', name: 'P', scopes: ['report:read'], partnerId } });

describe('partners', () => {
  const admin: Standing = { kind: 'staff', roles: ['admin'] };
  const support: Standing = { kind: 'staff', roles: ['support'] };

  it('give each partner scope its actions only; staff admin manages partners, no other role does', () => {
    const allowed = allowedPartnerActions;
    expect(allowed(partner('report:read'))).toEqual(['invitation:read']);
    expect(allowed(partner('invitation:write'))).toEqual(['invitation:create', 'invitation:read']);
    expect(allowed(partner('partner:admin'))).toEqual(['webhook:manage', 'key:rotate']);
    expect(allowed(partner())).toEqual([]);
    expect(allowed(admin)).toEqual(['invitation:read', 'webhook:manage', 'key:rotate', 'partners:manage']);
    expect(allowed(support)).toEqual([]);
    expect(allowed({ kind: 'owner' })).toEqual([]);
  });

  it('never put a health exam (DEPS) in any partner scope: no invitation to it, no reading it', () => {
    const every = partner('report:read', 'invitation:write', 'partner:admin');
    for (const action of PARTNER_ACTIONS) expect(permitsPartnerAction(every, action, { healthData: true })).toBe(false);
    expect(permitsPartnerAction(every, 'invitation:create', { healthData: false })).toBe(true);
  });

  it("lets a partner key act only for its own partner's invitations, and a key without a partner for none", () => {
    const policy = createAccessPolicy({ db: null as never, config: null as never });
    const key = partnerKey;
    expect(policy.partnerGrant(key('p1'), 'invitation:read', { partnerId: 'p1' })).toMatchObject({ kind: 'partner', partnerId: 'p1' });
    expect(policy.partnerGrant(key('p1'), 'invitation:read', { partnerId: 'p2' })).toBeNull();
    expect(policy.partnerGrant(key('p1'), 'invitation:read', { partnerId: 'p1', healthData: true })).toBeNull();
    expect(policy.partnerGrant(key(null), 'invitation:read', { partnerId: 'p1' })).toBeNull();
    expect(policy.partnerGrant(key('p1'), 'invitation:create')).toBeNull();
  });
});
