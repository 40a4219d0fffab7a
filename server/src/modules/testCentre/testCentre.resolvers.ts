import type { Resolvers, TestCategory as TestCategoryEnum, TestSuggestionReason } from '../../graphql/__generated__/resolvers-types';
import type { GraphQLContext } from '../../graphql/context';
import { publicField } from '../../graphql/guards';
import type { SuggestionReason, TestCategory, TestCentreViewer } from './testCentre.models';

const CATEGORY_ENUM: Record<TestCategory, TestCategoryEnum> = {
  'mental-health': 'MENTAL_HEALTH',
  ability: 'ABILITY',
  iq: 'IQ',
  personality: 'PERSONALITY',
};
const CATEGORY_KEY = Object.fromEntries(Object.entries(CATEGORY_ENUM).map(([key, name]) => [name, key])) as Record<TestCategoryEnum, TestCategory>;
const REASON_ENUM: Record<SuggestionReason, TestSuggestionReason> = { wellbeing: 'WELLBEING', goDeeper: 'GO_DEEPER', newArea: 'NEW_AREA', popular: 'POPULAR' };

/** Who is looking: the country prices the cards; the signed-in member (as the policy says) gets their suggestions. */
async function viewerOf(ctx: GraphQLContext, country: string | null | undefined): Promise<TestCentreViewer> {
  return { country: country ?? null, member: ctx.services.access.member(await ctx.actor()) };
}

export const testCentreResolvers: Resolvers = {
  Query: {
    testCategories: publicField(async (_p, _a, { services }) =>
      (await services.testCentre.categories()).map((c) => ({ category: CATEGORY_ENUM[c.category], count: c.count })),
    ),
    hotTests: publicField(async (_p, { first, country }, ctx) => ctx.services.testCentre.hot(await viewerOf(ctx, country), first ?? 4)),
    suggestedTests: publicField(async (_p, { offset, first, country }, ctx) =>
      ctx.services.testCentre.suggestions(await viewerOf(ctx, country), offset ?? 0, first ?? 3),
    ),
    latestTests: publicField(async (_p, { first, country }, ctx) => ctx.services.testCentre.latest(await viewerOf(ctx, country), first ?? 4)),
    testList: publicField(async (_p, { category, page, pageSize, country }, ctx) =>
      ctx.services.testCentre.list(await viewerOf(ctx, country), CATEGORY_KEY[category], page, pageSize),
    ),
  },
  TestCard: {
    reason: (card) => (card.reason ? REASON_ENUM[card.reason] : null),
  },
};
