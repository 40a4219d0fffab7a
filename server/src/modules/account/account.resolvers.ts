import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { authenticatedField, publicField } from '../../graphql/guards';
import type { GraphQLContext } from '../../graphql/context';
import type { UserRow } from './account.models';
import { avatarUrlOf } from './avatar';

type Services = GraphQLContext['services'];
const entitlements = new WeakMap<UserRow, ReturnType<Services['subscription']['entitlement']>>();

/** The user's tier and its end, looked up once per user row (tier and validUntil are asked together). */
function entitlementOf(user: UserRow, services: Services) {
  let found = entitlements.get(user);
  if (!found) {
    found = services.subscription.entitlement(user.email);
    entitlements.set(user, found);
  }
  return found;
}

const ORDER_LIST_FILTERS = { ALL: 'all', COMPLETED: 'completed', PENDING: 'pending' } as const;

const birthdayOf = (b: UserRow['birthday']) => (b instanceof Date ? b.toISOString().slice(0, 10) : b);

/** Accounts: codes, register, login and logout with a server-side session cookie, passwords. */
export const accountResolvers: Resolvers = {
  Query: {
    me: publicField((_p, _a, { session }) => session.user()),
    myDataExport: authenticatedField(async (_p, _a, { services, user }) => JSON.stringify(await services.profile.export(user), null, 2)),
  },
  Mutation: {
    sendEmailCode: publicField(async (_p, { email, purpose, locale }, { services, clientIp, locale: requestLocale }) => {
      const out = await services.account.sendCode(email, purpose === 'REGISTER' ? 'register' : 'reset', locale ?? requestLocale, clientIp);
      return { ok: out.value === true, errors: out.errors };
    }),
    register: publicField(async (_p, { input }, { services, session, locale }) => {
      const out = await services.account.register({ ...input, locale: input.locale ?? locale });
      if (out.value) session.start(out.value.token);
      return { user: out.value?.user ?? null, errors: out.errors };
    }),
    login: publicField(async (_p, { input }, { services, session, clientIp }) => {
      const out = await services.account.login({ ...input, previousToken: session.token(), clientKey: clientIp });
      if (out.value) session.start(out.value.token);
      return { user: out.value?.user ?? null, errors: out.errors };
    }),
    logout: publicField(async (_p, _a, { services, session }) => {
      const token = session.token();
      if (token) await services.account.logout(token);
      session.end();
      return true;
    }),
    resetPassword: publicField(async (_p, { input }, { services }) => {
      const out = await services.account.resetPassword(input);
      return { ok: out.value === true, errors: out.errors };
    }),
    updateProfile: authenticatedField((_p, { input }, { services, user }) => services.profile.update(user, input)),
    removeAvatar: authenticatedField(async (_p, _a, { services, user }) => ({ user: await services.profile.removeAvatar(user), errors: [] })),
    deleteMyAccount: authenticatedField(async (_p, { password }, { services, user, session }) => {
      const out = await services.profile.delete(user, password);
      if (out.ok) session.end();
      return out;
    }),
    changePassword: authenticatedField(async (_p, { input }, { services, session, user }) => {
      const out = await services.account.changePassword(user, session.token()!, input);
      return { ok: out.value === true, errors: out.errors };
    }),
  },
  User: {
    emailVerified: (u) => u.email_verified_at !== null,
    birthday: (u) => birthdayOf(u.birthday),
    createdAt: (u) => u.created_at,
    avatarUrl: (u) => avatarUrlOf(u.avatar_key),
    tier: async (u, _a, { services }) => (await entitlementOf(u, services)).tier,
    validUntil: async (u, _a, { services }) => (await entitlementOf(u, services)).validUntil,
    orders: (u, _a, { services }) => (u.email_verified_at ? services.order.byEmail(u.email) : []),
    orderPage: (u, { page, pageSize, status }, { services }) => services.userCentre.orderPage(u, { page, pageSize, filter: status ? ORDER_LIST_FILTERS[status] : null }),
    centre: (u, _a, { services }) => services.userCentre.figures(u),
  },
};
