import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { examRouteOf, matchRoute, withLocalePrefix } from '@innerscope/shared/routes';
import { ReportSkeleton } from '../../../shared/components/report/ReportSkeleton';
import { ReportUnavailable } from '../../../shared/components/report/ReportStates';
import { ReportPageFrame, ReportView } from '../components/ReportView';

const LiveDownloadView = lazy(() => import('./ReportClientRoutes').then((m) => ({ default: m.LiveDownloadView })));
const LiveRetrieveScreen = lazy(() => import('./ReportClientRoutes').then((m) => ({ default: m.LiveRetrieveScreen })));

const loading = (
  <ReportPageFrame>
    <ReportSkeleton />
  </ReportPageFrame>
);
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
  if (page === '/report/retrieve') {
    return (
      <Suspense fallback={loading}>
        <LiveRetrieveScreen />
      </Suspense>
    );
  }
  const { codeExamId } = examRouteOf(segment);
  const ref = reportRefFrom(location.search);
  // Without an order number there is nothing to open; the page says so as it does for any other report.
  if (!ref) return <ReportUnavailable codeExamId={codeExamId} />;
  if (page === '/report/result-download') {
    return (
      <Suspense fallback={loading}>
        <LiveDownloadView codeExamId={codeExamId} {...ref} />
      </Suspense>
    );
  }
  return <ReportView codeExamId={codeExamId} {...ref} />;
}

/**
 * The paid report: `/report/result/{code}-{examId}?order=...[&t=...]` (also `result-old`), its PDF download
 * page `/report/result-download/...`, `/report` alone, which leads on to one of them, and the retrieve page
 * `/report/retrieve/...` (see `RetrievePage`).
 */
export default function ReportPage() {
  return <ReportRoute />;
}
