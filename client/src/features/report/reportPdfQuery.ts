import { ReportPdfDocument } from '../../__generated__/graphql';
import { getApolloClient } from '../../app/apollo';

/** Asks whether the report's PDF is ready: its link, or null. Outside the client's cache (see `usePdfUrl`). */
export async function queryReportPdfUrl(variables: { orderNumber: string; locale: string; token: string | null }): Promise<string | null> {
  const { data } = await getApolloClient().query({ query: ReportPdfDocument, variables, fetchPolicy: 'no-cache' });
  return data?.reportPdf?.url ?? null;
}
