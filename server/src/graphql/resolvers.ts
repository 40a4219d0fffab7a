import { GraphQLScalarType, Kind } from 'graphql';
import type { Resolvers } from './__generated__/resolvers-types';
import { examResolvers } from '../modules/exam/exam.resolvers';
import { feedbackResolvers } from '../modules/feedback/feedback.resolvers';
import { marketingResolvers } from '../modules/marketing/marketing.resolvers';
import { adTrackingResolvers } from '../modules/adTracking/adTracking.resolvers';
import { systemResolvers } from '../modules/system/system.resolvers';
import { sessionResolvers } from '../modules/exam/session.resolvers';
import { scoringResolvers } from '../modules/scoring/scoring.resolvers';
import { catalogResolvers } from '../modules/catalog/catalog.resolvers';
import { orderResolvers } from '../modules/order/order.resolvers';
import { paymentResolvers } from '../modules/payment/payment.resolvers';
import { reportResolvers } from '../modules/report/report.resolvers';
import { subscriptionResolvers } from '../modules/subscription/subscription.resolvers';
import { accountResolvers } from '../modules/account/account.resolvers';
import { operationsResolvers } from '../modules/operations/operations.resolvers';
import { contentResolvers } from '../modules/content/content.resolvers';
import { testCentreResolvers } from '../modules/testCentre/testCentre.resolvers';
import { staffResolvers } from '../modules/staff/staff.resolvers';
import { customersResolvers } from '../modules/customers/customers.resolvers';
import { dailyQuestionResolvers } from '../modules/dailyQuestion/dailyQuestion.resolvers';
import { experimentsResolvers } from '../modules/experiments/experiments.resolvers';
import { coursesResolvers } from '../modules/courses/courses.resolvers';
import { courseStudioResolvers } from '../modules/courses/courseStudio.resolvers';
import { treeHoleResolvers } from '../modules/treeHole/treeHole.resolvers';
import { gamesResolvers } from '../modules/games/games.resolvers';
import { studioContentResolvers } from '../modules/content/studioContent.resolvers';
import { dailyQuestionStudioResolvers } from '../modules/dailyQuestion/dailyQuestion.studio.resolvers';
import { partnerResolvers } from '../modules/partners/partner.resolvers';

const DateTime = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  description: 'An instant in ISO 8601, UTC.',
  serialize: (v) => (v instanceof Date ? v : new Date(String(v))).toISOString(),
  parseValue: (v) => new Date(String(v)),
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? new Date(ast.value) : null) as Date,
});

const modules: Resolvers[] = [
  systemResolvers, examResolvers, sessionResolvers, scoringResolvers, marketingResolvers, feedbackResolvers,
  catalogResolvers, orderResolvers, paymentResolvers, reportResolvers,
  subscriptionResolvers, accountResolvers, operationsResolvers, contentResolvers, testCentreResolvers,
  dailyQuestionResolvers, staffResolvers, experimentsResolvers,
  studioContentResolvers, dailyQuestionStudioResolvers, gamesResolvers, coursesResolvers,
  treeHoleResolvers,
  customersResolvers,
  partnerResolvers,
  courseStudioResolvers,
  adTrackingResolvers,
];

/** Merges each module's resolvers, type by type. */
export function buildResolvers(): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const m of modules) {
    for (const [type, fields] of Object.entries(m)) {
      merged[type] = { ...merged[type], ...(fields as Record<string, unknown>) };
    }
  }
  return { ...(merged as Resolvers), DateTime };
}
