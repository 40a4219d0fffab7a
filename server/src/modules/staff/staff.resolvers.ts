import type { Resolvers, StaffRole as GqlStaffRole } from '../../graphql/__generated__/resolvers-types';
import { publicField, staffField } from '../../graphql/guards';
import type { GraphQLContext } from '../../graphql/context';
import type { StaffRole } from '../access/actor';
import { CUSTOMER_ACTIONS, OPERATIONS_ACTIONS, permits, permitsCustomerAction, permitsOperation, permitsStaffAction, STAFF_ACTIONS } from '../access/policy';
import { auditActorOf } from './audit.service';
import { toStaffUser } from './staff.models';

const toGqlRole = (role: StaffRole) => role.toUpperCase() as GqlStaffRole;
const fromGqlRoles = (roles: readonly GqlStaffRole[]) => roles.map((r) => r.toLowerCase());

/** Who is making a staff change, for the audit log: the credential the policy let through for the action. */
async function changer(ctx: GraphQLContext) {
  return auditActorOf(ctx.services.access.staffMember(await ctx.actor(), 'staff:manage'));
}

/** The studio: staff sign-in in two steps, the signed-in staff user, and (admins) staff users and the audit log. */
export const staffResolvers: Resolvers = {
  Query: {
    staffMe: publicField(async (_p, _a, { staff }) => {
      const signedIn = await staff.signedIn();
      return signedIn ? toStaffUser(signedIn.user) : null;
    }),
    staffUsers: staffField('staff:manage', (_p, _a, { services }) => services.staffUsers.list()),
    auditLog: staffField('audit:read', (_p, { first, after, filter }, { services }) => services.audit.page(first, after, filter)),
  },
  Mutation: {
    staffSignIn: publicField(async (_p, { input }, { services, staff, clientIp }) => {
      const out = await services.staffAuth.signIn({ ...input, clientKey: clientIp, previousToken: staff.token() });
      if (!out.value) return { next: null, enrolment: null, errors: out.errors };
      staff.start(out.value.token);
      const next = out.value.next;
      return next.kind === 'enrol'
        ? { next: 'ENROL' as const, enrolment: { otpauthUri: next.otpauthUri, secret: next.secret }, errors: [] }
        : { next: 'TOTP' as const, enrolment: null, errors: [] };
    }),
    staffVerifyTotp: publicField(async (_p, { input }, { services, staff }) => {
      const out = await services.staffAuth.verify({ token: staff.token(), code: input.code });
      if (!out.value) return { staff: null, errors: out.errors };
      staff.start(out.value.token);
      return { staff: toStaffUser(out.value.user), errors: [] };
    }),
    staffEnrolTotp: publicField(async (_p, { input }, { services, staff }) => {
      const out = await services.staffAuth.enrol({ token: staff.token(), code: input.code });
      if (!out.value) return { staff: null, recoveryCodes: [], errors: out.errors };
      staff.start(out.value.token);
      return { staff: toStaffUser({ ...out.value.user, totp_confirmed_at: new Date() }), recoveryCodes: out.value.recoveryCodes, errors: [] };
    }),
    staffSignOut: publicField(async (_p, _a, { services, staff }) => {
      const token = staff.token();
      if (token) await services.staffAuth.signOut(token);
      staff.end();
      return true;
    }),
    createStaffUser: staffField('staff:manage', async (_p, { input }, ctx) => {
      const out = await ctx.services.staffUsers.create({ ...input, roles: fromGqlRoles(input.roles) }, await changer(ctx));
      return { staffUser: out.value?.user ?? null, initialPassword: out.value?.initialPassword ?? null, errors: out.errors };
    }),
    setStaffRoles: staffField('staff:manage', async (_p, { input }, ctx) => {
      const out = await ctx.services.staffUsers.setRoles(input.id, fromGqlRoles(input.roles), await changer(ctx));
      return { staffUser: out.value, errors: out.errors };
    }),
    disableStaffUser: staffField('staff:manage', async (_p, { input }, ctx) => {
      const out = await ctx.services.staffUsers.disable(input.id, await changer(ctx));
      return { staffUser: out.value, errors: out.errors };
    }),
  },
  StaffUser: {
    roles: (user) => user.roles.map(toGqlRole),
    permissions: (user) => {
      const standing = { kind: 'staff', roles: user.roles } as const;
      return [
        ...STAFF_ACTIONS.filter((a) => permitsStaffAction(standing, a)),
        ...OPERATIONS_ACTIONS.filter((a) => permitsOperation(standing, a)),
        ...CUSTOMER_ACTIONS.filter((a) => permitsCustomerAction(standing, a)),
        ...(['order:refund', 'subscription:cancel'] as const).filter((a) => permits(standing, a, { paid: true })),
      ];
    },
  },
  AuditEntry: {
    roles: (entry) => entry.roles.map(toGqlRole),
  },
};
