import type {
  Resolvers,
  TreeHoleHoldReason,
  TreeHolePostState,
  TreeHoleReactionKind,
  TreeHoleRemovalReason,
  TreeHoleReportReason,
} from '../../graphql/__generated__/resolvers-types';
import { publicField, staffField } from '../../graphql/guards';
import { requireLocale } from '../exam/exam.service';
import { auditActorOf } from '../staff/audit.service';
import type { ReactionKind, RemovalReason, ReportReason } from './treeHole.models';
import { fromEnum, pageShape, postShape, queueItemShape, secretShape } from './treeHole.presenters';

type Shaped<T> = T & {
  state: TreeHolePostState;
  removalReason?: TreeHoleRemovalReason | null;
  holdReasons?: TreeHoleHoldReason[];
  reactions?: { kind: TreeHoleReactionKind; count: number; mine: boolean }[];
  reportReasons?: { reason: TreeHoleReportReason; count: number }[];
};
const secret = (s: Parameters<typeof secretShape>[0]) => secretShape(s) as Shaped<ReturnType<typeof secretShape>>;
const post = (p: Parameters<typeof postShape>[0]) => postShape(p) as ReturnType<typeof postShape> & { reactions: { kind: TreeHoleReactionKind; count: number; mine: boolean }[] };
const item = (q: Parameters<typeof queueItemShape>[0]) => queueItemShape(q) as Shaped<ReturnType<typeof queueItemShape>>;

/**
 * The tree hole (schema/treeHole.graphql): thin, each field one service call. Member fields are public at the
 * edge because the service asks the policy (a visitor gets UNAUTHENTICATED, an account without Premium FORBIDDEN);
 * the queue and decisions are staff fields for `moderation:act`.
 */
export const treeHoleResolvers: Resolvers = {
  Query: {
    treeHoleAccess: publicField(async (_p, _a, { services, session }) => services.treeHole.access(await session.user())),
    treeHoleFeed: publicField(async (_p, { first, after }, { services, session }) => {
      const page = pageShape(await services.treeHole.feed(await session.user(), { first, after }), post);
      return { posts: page.items, endCursor: page.endCursor, hasMore: page.hasMore };
    }),
    treeHoleSecrets: publicField(async (_p, { first, after }, { services, session }) => {
      const page = pageShape(await services.treeHole.mine(await session.user(), { first, after }), secret);
      return { secrets: page.items, endCursor: page.endCursor, hasMore: page.hasMore };
    }),
    treeHoleQueue: staffField('moderation:act', async (_p, { first, after }, { services }) => pageShape(await services.treeHoleModeration.queue({ first, after }), item)),
  },
  Mutation: {
    publishTreeHolePost: publicField(async (_p, { input }, { services, session }) => {
      const out = await services.treeHole.publish(await session.user(), { body: input.body, locale: requireLocale(input.locale), country: input.country });
      return { secret: out.secret && secret(out.secret), crisis: out.crisis, errors: out.errors };
    }),
    deleteTreeHolePost: publicField(async (_p, { input }, { services, session }) => ({ id: await services.treeHole.remove(await session.user(), input.id) })),
    reactToTreeHolePost: publicField(async (_p, { input }, { services, session }) => ({
      post: post(await services.treeHole.react(await session.user(), input.id, fromEnum<ReactionKind>(input.kind))),
    })),
    reportTreeHolePost: publicField(async (_p, { input }, { services, session }) => {
      await services.treeHole.report(await session.user(), input.id, fromEnum<ReportReason>(input.reason));
      return { reported: true };
    }),
    decideTreeHolePost: staffField('moderation:act', async (_p, { input }, { services, actor }) => {
      const by = auditActorOf(services.access.staffMember(await actor(), 'moderation:act'));
      const decision =
        input.decision === 'APPROVE'
          ? ({ kind: 'approve' } as const)
          : ({ kind: 'remove', reason: input.reason ? fromEnum<RemovalReason>(input.reason) : null, note: input.note ?? null } as const);
      const out = await services.treeHoleModeration.decide(input.id, decision, by);
      return { item: out.item && item(out.item), errors: out.errors };
    }),
  },
};
