import type { GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext } from './context';

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

export function accessOf(resolver: unknown): Access | undefined {
  if (typeof resolver === 'function' && ACCESS in resolver) return (resolver as Marked<object>)[ACCESS];
  return undefined;
}
