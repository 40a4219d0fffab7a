import type { GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext } from './context';
import { CUSTOMER_ACTIONS, type CustomerAction, type OperationsAction, STAFF_ACTIONS, type StaffAction } from '../modules/access/policy';
import type { UserRow } from '../modules/account/account.models';
import { AppError } from '../shared/errors';

/** Marks how a root field is protected; a test walks the schema and fails on any root field without one. */
export const ACCESS = Symbol.for('innerscope.access');
export type Access = 'public' | 'authenticated' | 'staff' | 'partner';

type Fn<P, A, R> = (parent: P, args: A, ctx: GraphQLContext, info: GraphQLResolveInfo) => R;
export type Marked<F> = F & { [ACCESS]: Access };

function mark<F extends object>(fn: F, access: Access): Marked<F> {
  return Object.assign(fn, { [ACCESS]: access });
}

/** A root field anyone may call, including visitors who have not signed in. */
export function publicField<P, A, R>(fn: Fn<P, A, R>): Marked<Fn<P, A, R>> {
  return mark(fn, 'public');
}

/** A root field for signed-in users only; visitors get UNAUTHENTICATED ("please login first"). */
export function authenticatedField<P, A, R>(fn: (parent: P, args: A, ctx: GraphQLContext & { user: UserRow }, info: GraphQLResolveInfo) => R): Marked<Fn<P, A, Promise<R>>> {
  return mark(async (parent: P, args: A, ctx: GraphQLContext, info: GraphQLResolveInfo) => {
    const user = await ctx.session.user();
    if (!user) throw new AppError('UNAUTHENTICATED', 'please login first');
    return fn(parent, args, { ...ctx, user }, info);
  }, 'authenticated');
}

const isStaffAction = (action: OperationsAction | StaffAction | CustomerAction): action is StaffAction => (STAFF_ACTIONS as readonly string[]).includes(action);
const isCustomerAction = (action: OperationsAction | StaffAction | CustomerAction): action is CustomerAction => (CUSTOMER_ACTIONS as readonly string[]).includes(action);

/**
 * A root field for staff only: the access policy says who may do `action` (a staff user signed in to the studio
 * with the role for it, or a key with the `staff` scope, acting as support). Before the resolver runs, a request
 * with neither gets UNAUTHENTICATED, any other FORBIDDEN.
 */
export function staffField<P, A, R>(action: OperationsAction | StaffAction | CustomerAction, fn: Fn<P, A, R>): Marked<Fn<P, A, Promise<Awaited<R>>>> {
  return mark(async (parent: P, args: A, ctx: GraphQLContext, info: GraphQLResolveInfo): Promise<Awaited<R>> => {
    const actor = await ctx.actor();
    const allowed = isStaffAction(action)
      ? ctx.services.access.staffMember(actor, action)
      : isCustomerAction(action)
        ? ctx.services.access.customerAgent(actor, action)
        : ctx.services.access.operator(actor, action);
    if (allowed) return await fn(parent, args, ctx, info);
    if (!(await ctx.apiClient()) && !(await ctx.staff.signedIn())) throw new AppError('UNAUTHENTICATED', 'staff only: sign in to the studio');
    throw new AppError('FORBIDDEN', 'staff only');
  }, 'staff');
}

export function accessOf(resolver: unknown): Access | undefined {
  if (typeof resolver === 'function' && ACCESS in resolver) return (resolver as Marked<object>)[ACCESS];
  return undefined;
}
