import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { publicField } from '../../graphql/guards';
import { canReadReports } from '../access/apiKey.service';

/** Reports are read by their owner only; `report` answers null to anyone else, as for an unknown order. */
export const reportResolvers: Resolvers = {
  Query: {
    report: publicField(async (_p, { orderNumber, locale, token }, { services, viewer, apiClient }) => {
      const trusted = canReadReports(await apiClient());
      const report = await services.report.read(String(orderNumber), locale, { viewerKeyHash: viewer.current(), token: token ?? null, trusted });
      if (report) await services.report.requestPdf(report);
      return report;
    }),
  },
  Mutation: {
    retrieveReports: publicField((_p, { email, locale }, { services, clientIp, locale: requestLocale }) =>
      services.retrieve.request(email, locale ?? requestLocale, clientIp),
    ),
  },
};
