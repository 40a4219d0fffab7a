import { describe, expect, it } from 'vitest';
import { actorOf } from './actor';
import { ORDER_ACTIONS, type OrderAction, permits, type Standing } from './policy';

/**
 * The rules as a table, written out by hand: every standing a credential can give on an order, every action, before
 * and after payment. `Y` allowed, `-` refused. The HTTP faces are covered in policy.faces.test.ts.
 */
const STANDINGS: Record<string, Standing> = {
  viewer: { kind: 'viewer' },
  signedLink: { kind: 'signedLink' },
  owner: { kind: 'owner' },
  support: { kind: 'staff', roles: ['support'] },
  staffWithoutRoles: { kind: 'staff', roles: [] },
  partner: { kind: 'partner', scopes: ['report:read'] },
  partnerWithoutScopes: { kind: 'partner', scopes: [] },
};

const COLUMNS: readonly OrderAction[] = ['report:read', 'report:pdf', 'subscription:read', 'payment:chargeSavedMethod', 'subscription:upgrade', 'subscription:cancel', 'order:refund', 'order:changeEmail'];

//                                  read pdf  sub  chrg upgr cncl rfnd email
const PAID: Record<string, string> = {
  viewer: /*                    */ 'Y    Y    Y    Y    Y    Y    -    -',
  signedLink: /*                */ 'Y    Y    Y    Y    Y    Y    -    -',
  owner: /*                     */ 'Y    Y    Y    Y    Y    Y    -    Y',
  support: /*                   */ 'Y    Y    Y    -    -    Y    Y    -',
  staffWithoutRoles: /*         */ '-    -    -    -    -    -    -    -',
  partner: /*                   */ 'Y    Y    -    -    -    -    -    -',
  partnerWithoutScopes: /*      */ '-    -    -    -    -    -    -    -',
};

// Before payment only the address differs: the browser that made the order corrects it, nobody else.
const UNPAID: Record<string, string> = {
  ...PAID,
  viewer: /*                    */ 'Y    Y    Y    Y    Y    Y    -    Y',
  owner: /*                     */ 'Y    Y    Y    Y    Y    Y    -    -',
};

const cells = (row: string) => row.split(/\s+/).map((c) => c === 'Y');

describe('the access rules', () => {
  it('cover every action the policy knows', () => {
    expect([...COLUMNS].sort()).toEqual([...ORDER_ACTIONS].sort());
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
});

describe('the actor of a request', () => {
  const verified = { id: 'u1', email: 'ana@example.com', email_verified_at: new Date() };

  it('holds each credential the request carries, and nothing for a stranger', () => {
    expect(actorOf({ viewerKeyHash: null, linkToken: null, user: null, apiClient: null }).credentials).toEqual([]);
    expect(actorOf({ viewerKeyHash: 'h', linkToken: 't', user: verified, apiClient: null }).credentials.map((c) => c.kind)).toEqual(['viewerKey', 'signedLink', 'signedIn']);
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
});
