import { ApolloProvider, useQuery } from '@apollo/client/react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { Skeleton } from '../../../shared/components/Skeleton';
import { styled } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { getFragmentData } from '../../../__generated__';
import { CourseDetailDocument, CourseDetailFieldsFragmentDoc } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { useLocale } from '../../../i18n/LocaleContext';
import { RetryPanel } from '../../../shared/components/RetryPanel';
import { StatusPanel } from '../../../shared/components/StatusPanel';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { codeExamIdOr, coursePath, numberParam, withParams } from '../coursePaths';
import { coursesMessages as m } from '../messages';

/** The viewer and pdf.js travel in their own chunk, fetched only when a PDF is opened. */
const PdfViewer = lazy(() => import('../components/PdfViewer'));

const Main = styled('div')(({ theme }) => ({
  maxWidth: 980,
  margin: '0 auto',
  padding: theme.spacing(2, 1.5, 8),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3, 3, 10) },
  '& .top': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: theme.spacing(1), marginBottom: theme.spacing(1.5) },
  '& .back': { display: 'inline-flex', alignItems: 'center', gap: theme.spacing(1), minHeight: 44, color: theme.palette.primary.main, fontWeight: 600 },
  '& h1': { margin: theme.spacing(0, 0, 1.5), fontSize: '1.375rem', lineHeight: 1.35 },
}));

/** A PDF lesson in the viewer (`?id=` the course, `?lesson=` the lesson), with its download. */
function CoursePdfPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const to = useLocalizedTo();
  const codeExamId = codeExamIdOr(useParams()['codeExamId']);
  const [params] = useSearchParams();
  const id = numberParam(params, 'id');
  const lessonId = numberParam(params, 'lesson');
  const { data, error, loading, refetch } = useQuery(CourseDetailDocument, { variables: { id: id ?? 0, locale }, skip: id === null });
  const backTo = withParams(to(coursePath(codeExamId)), { id, lesson: lessonId });

  if (error && !data) {
    return <RetryPanel id="pdf-error" title={intl.formatMessage(m.loadFailed)} body="" retryLabel={intl.formatMessage(m.retry)} onRetry={() => void refetch().catch(() => undefined)} />;
  }
  if (loading || (!data && id !== null)) {
    return (
      <Main aria-busy="true">
        <Skeleton variant="text" height={44} />
        <Skeleton variant="rounded" height={480} />
      </Main>
    );
  }
  const course = getFragmentData(CourseDetailFieldsFragmentDoc, data?.course);
  const lesson = course?.lessons.find((l) => l.id === lessonId && l.kind === 'PDF');
  if (!course || !lesson || !lesson.fileUrl) {
    return (
      <StatusPanel
        id="pdf-missing"
        title={intl.formatMessage(course?.locked ? m.lockedTitle : m.notFoundTitle)}
        body={intl.formatMessage(course?.locked ? m.lockedBody : m.notFoundBody)}
        actions={
          <Button component={Link} to={course ? backTo : withParams(to(`/userCenter/courseList/${codeExamId}`), { id: null, lesson: null })} variant="contained" size="large">
            {intl.formatMessage(course ? m.pdfBack : m.back)}
          </Button>
        }
      />
    );
  }
  return (
    <Main lang={course.locale}>
      <div className="top">
        <Link className="back" to={backTo}>
          <ArrowBackIcon fontSize="small" aria-hidden />
          {intl.formatMessage(m.pdfBack)}
        </Link>
        <Button component="a" href={lesson.fileUrl} download startIcon={<DownloadIcon aria-hidden />}>
          {intl.formatMessage(m.downloadPdf)}
        </Button>
      </div>
      <h1>{lesson.title}</h1>
      <Suspense fallback={<Skeleton variant="rounded" height={480} />}>
        <PdfViewer url={lesson.fileUrl} title={lesson.title} />
      </Suspense>
    </Main>
  );
}

export default function CoursePdfRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <CoursePdfPage />
    </ApolloProvider>
  );
}
