import type { DeclineCode as GqlDeclineCode, Resolvers, SubscriptionStatus as GqlStatus } from '../../graphql/__generated__/resolvers-types';
import { publicField } from '../../graphql/guards';
import { premiumBenefits } from './benefits';
import type { SubscriptionRow } from './subscription.models';

const toGql = (s: SubscriptionRow) => ({
  id: s.id,
  status: s.status.toUpperCase() as GqlStatus,
  tier: s.tier,
  amount: s.amount,
  currency: s.currency.trim(),
  interval: s.interval,
  intervalCount: s.interval_count,
  currentPeriodEnd: s.current_period_end,
  nextChargeAt: s.next_charge_at,
  cancelledAt: s.cancelled_at,
});

/** Subscriptions are read and cancelled by whom the access policy allows (the buyer; support for reading and cancelling). */
export const subscriptionResolvers: Resolvers = {
  Query: {
    subscriptionForCard: publicField(async (_p, { subscriptionId, token }, { services }) => {
      const sub = await services.subscription.forCardLink(String(subscriptionId), token);
      return sub && toGql(sub);
    }),
    premiumBenefits: publicField((_p, _a, { locale, services }) => [...premiumBenefits(locale, services.catalog.features)]),
    premiumPlan: publicField(async (_p, { examId, country }, { services }) => {
      await services.exam.requireExam(examId);
      return services.catalog.premiumPlan(examId, country);
    }),
    subscriptions: publicField(async (_p, { orderNumber, token }, { services, actor }) =>
      (await services.subscription.forOwner(String(orderNumber), await actor(token))).map(toGql),
    ),
  },
  Mutation: {
    replaceSubscriptionCard: publicField(async (_p, { subscriptionId, token, paymentToken }, { services }) => {
      const out = await services.subscription.replaceCard(String(subscriptionId), token, paymentToken);
      return {
        subscription: out.subscription && toGql(out.subscription),
        declineCode: out.declineCode ? (out.declineCode.toUpperCase() as GqlDeclineCode) : null,
        errors: out.error ? [out.error] : [],
      };
    }),
    upgradeToPremium: publicField(async (_p, { orderNumber, acceptTerms, token }, { services, clientIp, actor }) =>
      services.upgrade.upgrade({ orderNumber: String(orderNumber), acceptTerms, clientKey: clientIp, viewer: await actor(token) }),
    ),
    requestCancelLink: publicField((_p, { email, locale }, { services, clientIp, locale: requestLocale }) =>
      services.subscription.requestCancelLink(email, locale ?? requestLocale, clientIp),
    ),
    cancelWithToken: publicField(async (_p, { token }, { services }) => ({ cancelled: (await services.subscription.cancelWithToken(token))?.cancelled ?? null })),
    cancelSubscription: publicField(async (_p, { orderNumber, subscriptionId, token }, { services, actor }) => {
      const cancelled = await services.subscription.cancelForOwner(String(orderNumber), String(subscriptionId), await actor(token));
      return cancelled && toGql(cancelled);
    }),
  },
};
