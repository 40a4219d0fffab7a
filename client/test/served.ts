/**
 * What the server sends for an operation, as a type for the fake backends: the generated result type of the
 * operation (`XxxQuery`, `XxxMutation`, or a fragment), with every fragment spread in place, and `__typename` allowed
 * on every object as the real server sends it (the cache needs it; the generated types leave it out).
 *
 * Used as msw's result type (`graphql.query<Served<XxxQuery>, XxxQueryVariables>`), it makes `tsc` reject an
 * answer with a field the operation does not select or without one it does, so a change of the schema or of a
 * document fails the client's type check until the fakes follow it.
 */
export type Served<T> = T extends Scalar
  ? T
  : T extends ReadonlyArray<unknown>
    ? ReadonlyArray<Served<T[number]>>
    : ServedObject<Spread<T>>;

type Scalar = string | number | boolean | bigint | symbol | null | undefined;

/** The keys fragment masking adds to the generated types. */
type Masks = ' $fragmentRefs' | ' $fragmentName';

type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void ? I : never;

/** The fragments spread at this level, merged into the object (a field selected twice merges its selections). */
type Spread<T> = ' $fragmentRefs' extends keyof T
  ? T & Spread<UnionToIntersection<NonNullable<T[' $fragmentRefs' & keyof T]>[keyof NonNullable<T[' $fragmentRefs' & keyof T]>]>>
  : T;

type ServedObject<T> = T extends unknown
  ? { [K in keyof T as K extends Masks | '__typename' ? never : K]: Served<T[K]> } & Typename<T>
  : never;

/** A union member's `__typename` stays the literal it is; elsewhere any type name may be sent. */
type Typename<T> = '__typename' extends keyof T ? { __typename: T['__typename' & keyof T] } : { __typename?: string };
