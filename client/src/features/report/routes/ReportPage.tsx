import { ApolloProvider } from '@apollo/client/react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { getApolloClient } from '../../../app/apollo';
import { examRouteOf, matchRoute, withLocalePrefix } from '@innerscope/shared/routes';
import { DownloadView } from '../components/DownloadView';
import { ReportUnavailable } from '../../../shared/components/report/ReportStates';
import { ReportView } from '../components/ReportView';
import { RetrieveScreen } from '../../retrieve/components/RetrieveScreen';
import { reportEntryTarget, reportRefFrom } from '../reportPaths';

/** `/report` on its own: on to the report its `?order=` names, or to the page that e-mails report links. */
function ReportEntry() {
  const location = useLocation();
  const target = reportEntryTarget(location.search);
  return (
    <Navigate
      replace
      to={{ pathname: withLocalePrefix(target.pathname, location.pathname), search: target.search, hash: location.hash }}
    />
  );
}

function ReportRoute() {
  const location = useLocation();
  const segment = useParams()['codeExamId'];
  const page = matchRoute(location.pathname)?.route.path;
  if (page === '/report' || segment === undefined) return <ReportEntry />;
  if (page === '/report/retrieve') return <RetrieveScreen />;
  const { codeExamId } = examRouteOf(segment);
  const ref = reportRefFrom(location.search);
  // Without an order number there is nothing to open; the page says so as it does for any other report.
  if (!ref) return <ReportUnavailable codeExamId={codeExamId} />;
  if (page === '/report/result-download') return <DownloadView codeExamId={codeExamId} {...ref} />;
  return <ReportView codeExamId={codeExamId} {...ref} />;
}

/**
 * The paid report: `/report/result/{code}-{examId}?order=...[&t=...]` (also `result-old`), its PDF download
 * page `/report/result-download/...`, `/report` alone, which leads on to one of them, and the retrieve page
 * `/report/retrieve/...` (see `RetrievePage`).
 */
export default function ReportPage() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <ReportRoute />
    </ApolloProvider>
  );
}
