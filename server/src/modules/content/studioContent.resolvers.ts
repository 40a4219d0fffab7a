import type { ContentBlockType, Resolvers, StudioContentKind, StudioContentState } from '../../graphql/__generated__/resolvers-types';
import type { GraphQLContext } from '../../graphql/context';
import { staffField } from '../../graphql/guards';
import { requireLocale } from '../exam/exam.service';
import type { StaffAction } from '../access/policy';
import { auditActorOf } from '../staff/audit.service';
import { blockShape, CATEGORY_ENUM, categoryOfEnum } from './content.graphqlShapes';
import type { StudioItemModel, StudioKind, StudioResult, StudioState, StudioSummaryModel } from './studioContent.models';

const kindOf = (k: StudioContentKind): StudioKind => (k === 'ARTICLE' ? 'article' : 'notice');
const stateOf = (s: StudioContentState): StudioState => s.toLowerCase() as StudioState;
const gqlState = (s: StudioState) => s.toUpperCase() as StudioContentState;
const gqlKind = (k: StudioKind) => k.toUpperCase() as StudioContentKind;
const blockOf = (b: { type: ContentBlockType; text?: string | null; items?: readonly string[] | null; src?: string | null }) => ({ ...b, type: b.type.toLowerCase() });

const summaryShape = (s: StudioSummaryModel) => ({ ...s, kind: gqlKind(s.kind), state: gqlState(s.state), category: s.category && CATEGORY_ENUM[s.category] });
const itemShape = (i: StudioItemModel) => ({
  ...i,
  kind: gqlKind(i.kind),
  state: gqlState(i.state),
  category: i.category && CATEGORY_ENUM[i.category],
  texts: i.texts.map((t) => ({ ...t, body: t.body.map(blockShape) })),
});
const payload = (out: StudioResult<StudioItemModel>) => ({ item: out.value && itemShape(out.value), errors: out.errors });

/** Who is making a content change, for the audit log: the credential the policy let through for the action. */
export async function contentChanger(ctx: GraphQLContext, action: StaffAction) {
  return auditActorOf(ctx.services.access.staffMember(await ctx.actor(), action));
}

/** The studio's articles and notices: thin, each field one service call (schema/studioContent.graphql). */
export const studioContentResolvers: Resolvers = {
  Query: {
    studioContent: staffField('content:write', async (_p, args, { services }) => {
      const page = await services.studioContent.list(kindOf(args.kind), {
        state: args.state ? stateOf(args.state) : null,
        locale: args.locale ?? null,
        displayLocale: requireLocale(args.displayLocale),
        category: args.category ? categoryOfEnum(args.category) : null,
        first: args.first,
        after: args.after,
      });
      return { ...page, items: page.items.map(summaryShape) };
    }),
    studioContentItem: staffField('content:write', async (_p, { kind, id }, { services }) => {
      const found = await services.studioContent.find(kindOf(kind), id);
      return found && itemShape(found);
    }),
  },
  Mutation: {
    saveStudioContent: staffField('content:write', async (_p, { input }, ctx) => {
      const out = await ctx.services.studioContent.save(
        kindOf(input.kind),
        { ...input, category: input.category ? categoryOfEnum(input.category) : null, body: input.body.map(blockOf) },
        await contentChanger(ctx, 'content:write'),
      );
      return payload(out);
    }),
    publishStudioContent: staffField('content:publish', async (_p, { input }, ctx) =>
      payload(await ctx.services.studioContent.publish(kindOf(input.kind), { id: input.id, version: input.version, at: input.at ?? null }, await contentChanger(ctx, 'content:publish'))),
    ),
    unpublishStudioContent: staffField('content:publish', async (_p, { input }, ctx) =>
      payload(await ctx.services.studioContent.unpublish(kindOf(input.kind), { id: input.id, version: input.version }, await contentChanger(ctx, 'content:publish'))),
    ),
  },
};
