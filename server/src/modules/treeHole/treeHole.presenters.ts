import type { FeedPostModel, HoldReason, Page, QueueItemModel, ReactionCount, SecretModel } from './treeHole.models';

/** camelCase values as the API's enums name them: selfHarm is SELF_HARM. */
export const toEnum = <T extends string>(value: string): T => value.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase() as T;
/** An API enum as the domain names it: SELF_HARM is selfHarm. */
export const fromEnum = <T extends string>(value: string): T => value.toLowerCase().replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase()) as T;

const reactionsShape = (reactions: ReactionCount[]) => reactions.map((r) => ({ kind: toEnum(r.kind), count: r.count, mine: r.mine }));

/** Shapes shared by GraphQL and REST: enums in upper case, no author anywhere. */
export const postShape = (p: FeedPostModel) => ({ ...p, reactions: reactionsShape(p.reactions) });

export const secretShape = (s: SecretModel) => ({
  ...s,
  state: toEnum(s.state),
  removalReason: s.removalReason ? toEnum(s.removalReason) : null,
  reactions: reactionsShape(s.reactions),
});

export const queueItemShape = (q: QueueItemModel) => ({
  ...q,
  state: toEnum(q.state),
  holdReasons: q.holdReasons.map((h: HoldReason) => toEnum(h)),
  reportReasons: q.reportReasons.map((r) => ({ reason: toEnum(r.reason), count: r.count })),
});

export const pageShape = <T, U>(page: Page<T>, shape: (item: T) => U) => ({ items: page.items.map(shape), endCursor: page.endCursor, hasMore: page.hasMore });
