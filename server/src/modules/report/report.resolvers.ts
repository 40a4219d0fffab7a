import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { publicField } from '../../graphql/guards';
import { canReadReports } from '../access/apiKey.service';

/** Reports are read by their owner only; `report` answers null to anyone else, as for an unknown order. */
export const reportResolvers: Resolvers = {
  Query: {
    report: publicField(async (_p, { orderNumber, locale, token }, { services, viewer, apiClient, session }) => {
      const [client, user] = await Promise.all([apiClient(), session.user()]);
      const report = await services.report.read(String(orderNumber), locale, {
        viewerKeyHash: viewer.current(),
        token: token ?? null,
        trusted: canReadReports(client),
        userEmail: user?.email_verified_at ? user.email : null,
      });
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
