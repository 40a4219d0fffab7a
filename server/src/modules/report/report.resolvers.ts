import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { publicField } from '../../graphql/guards';

/** Reports are read by whom the access policy lets read them; `report` answers null to anyone else, as for an unknown order. */
export const reportResolvers: Resolvers = {
  Query: {
    report: publicField(async (_p, { orderNumber, locale, token }, { services, actor }) => {
      const report = await services.report.read(String(orderNumber), locale, await actor(token));
      if (report) await services.report.requestPdf(report);
      return report;
    }),
    reportPdf: publicField(async (_p, { orderNumber, locale, token }, { services, actor }) =>
      services.report.pdfState(String(orderNumber), locale, await actor(token)),
    ),
  },
  Mutation: {
    retrieveReports: publicField((_p, { email, locale }, { services, clientIp, locale: requestLocale }) =>
      services.retrieve.request(email, locale ?? requestLocale, clientIp),
    ),
  },
  Report: {
    examCode: (r) => r.examCode ?? 'BMBTI',
    depression: (r) => r.depression ?? null,
    psychMap: (r) => r.psychMap ?? null,
    iq: (r) => r.iq ?? null,
  },
};
