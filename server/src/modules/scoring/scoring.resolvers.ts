import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { publicField } from '../../graphql/guards';
import { DEFAULT_LOCALE, normalizeLocale } from '../../shared/locales';
import { isAvailable } from '../catalog/features';
import { requireLocale } from '../exam/exam.service';
import { PAID_STATUSES, type OrderStatus } from '../order/order.state';
import { countryOfLocale } from '../report/crisis';

/** The report status of an order status, as the Report type names it. */
const reportStatus = (status: string | null) =>
  status === null ? null : status === 'completed' ? 'COMPLETED' : PAID_STATUSES.includes(status as OrderStatus) ? 'GENERATING' : 'PENDING_PAYMENT';

export const scoringResolvers: Resolvers = {
  Query: {
    personalityType: publicField((_p, { code, locale }, { services }) => services.scoring.personalityType(code, requireLocale(locale))),
    personalityTypes: publicField((_p, { locale }, { services }) => services.scoring.personalityTypes(requireLocale(locale))),
    crisisResources: publicField((_p, { country }, { services, locale }) =>
      services.scoring.examResults.crisis([country, countryOfLocale(locale ?? DEFAULT_LOCALE)]),
    ),
    myResults: publicField(async (_p, _a, { services, session }) => {
      const user = await session.user();
      if (!user?.email_verified_at) return [];
      const [rows, entitlement] = await Promise.all([services.scoring.memberResults(user.email), services.subscription.entitlement(user.email)]);
      const allTests = entitlement.tier === 'premium' && isAvailable('allTests', services.catalog.features);
      return rows.map((r) => {
        const status = reportStatus(r.report_status);
        return {
          examOrderNumber: r.exam_order_number,
          exam: r.exam,
          result: r.result,
          reportOrderNumber: r.report_order_number,
          reportStatus: status,
          reportUnlocked: allTests || status === 'GENERATING' || status === 'COMPLETED',
        };
      });
    }),
  },
  Result: {
    type: (result, { locale }, { services }) =>
      services.scoring.personalityType(result.typeCode, normalizeLocale(locale) ?? normalizeLocale(result.locale) ?? DEFAULT_LOCALE),
    examCode: async (result, _a, { services }) => (await services.exam.findExam(result.examId))?.code ?? '',
    depression: (result, { locale, country }, { services, locale: requestLocale }) =>
      services.scoring.examResults.depression(result, locale ?? requestLocale, country),
    psychMap: (result, { locale }, { services, locale: requestLocale }) => services.scoring.examResults.psychMapTeaser(result, locale ?? requestLocale),
    iq: (result, { locale }, { services, locale: requestLocale }) => services.scoring.examResults.iqResult(result, locale ?? requestLocale),
  },
};
