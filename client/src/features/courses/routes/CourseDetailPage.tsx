import { ApolloProvider, useMutation, useQuery } from '@apollo/client/react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockIcon from '@mui/icons-material/LockOutlined';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { Skeleton } from '../../../shared/components/Skeleton';
import { styled } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { getFragmentData } from '../../../__generated__';
import { CourseDetailDocument, CourseDetailFieldsFragmentDoc, RecordLessonProgressDocument } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { useLocale } from '../../../i18n/LocaleContext';
import { RetryPanel } from '../../../shared/components/RetryPanel';
import { StatusPanel } from '../../../shared/components/StatusPanel';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { LessonContent, type LessonData } from '../components/LessonContent';
import { CATEGORY_LABEL, FORMAT_LABEL, KIND_LABEL } from '../courseLabels';
import { codeExamIdOr, coursePath, coursePdfPath, coursesPath, numberParam, withParams } from '../coursePaths';
import { coursesMessages as m } from '../messages';

const Article = styled('article')(({ theme }) => ({
  maxWidth: 760,
  margin: '0 auto',
  padding: theme.spacing(2, 2, 8),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4, 3, 10) },
  '& .back': { display: 'inline-flex', alignItems: 'center', gap: theme.spacing(1), minHeight: 44, color: theme.palette.primary.main, fontWeight: 600 },
  '& .meta': { margin: theme.spacing(2, 0, 1), fontSize: '0.875rem', color: theme.palette.text.secondary },
  '& h1': { margin: theme.spacing(0, 0, 1), fontSize: 'clamp(1.625rem, 5vw, 2.25rem)', lineHeight: 1.25, fontWeight: 800 },
  '& .summary': { margin: theme.spacing(1, 0, 2), fontSize: '1.125rem', lineHeight: 1.6, color: theme.palette.text.secondary },
  '& .progress': { display: 'grid', gap: theme.spacing(0.75), margin: theme.spacing(2, 0) },
  '&:lang(ko) h1, &:lang(ko) .summary': { wordBreak: 'keep-all' },
}));

const Lessons = styled('ol')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  margin: theme.spacing(1, 0, 0),
  padding: 0,
  listStyle: 'none',
  '& a, & .row': {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'center',
    gap: theme.spacing(1.5),
    minHeight: 56,
    padding: theme.spacing(1, 2),
    borderRadius: theme.shape.borderRadius,
    border: `1px solid ${theme.palette.divider}`,
    color: 'inherit',
    textDecoration: 'none',
  },
  '& a:hover, & a:focus-visible, & a[aria-current="true"]': { borderColor: theme.palette.primary.main },
  '& a[aria-current="true"]': { backgroundColor: theme.palette.action.selected },
  '& .title': { fontWeight: 600 },
  '& .kind': { display: 'block', fontSize: '0.8125rem', color: theme.palette.text.secondary },
}));

const Open = styled('section')(({ theme }) => ({
  margin: theme.spacing(3, 0),
  padding: theme.spacing(2.5, 2),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3) },
  '& > h2': { margin: theme.spacing(0, 0, 2), fontSize: '1.375rem', lineHeight: 1.35 },
  '& .number': { display: 'block', fontSize: '0.8125rem', fontWeight: 600, color: theme.palette.primary.main },
  '& .actions': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.spacing(1.5), marginTop: theme.spacing(2) },
}));

const Locked = styled('section')(({ theme }) => ({
  display: 'grid',
  justifyItems: 'center',
  gap: theme.spacing(1.5),
  margin: theme.spacing(2, 0),
  padding: theme.spacing(3, 2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.action.hover,
  textAlign: 'center',
  '& h2': { margin: 0, fontSize: '1.1875rem' },
  '& p': { margin: 0, color: theme.palette.text.secondary },
}));

/**
 * One course: what it is, the member's progress, its lessons, and the open lesson (`?lesson=`) with its words, file
 * or player. A Premium course shows its lessons' titles only to anyone but Premium, with the way to Premium.
 */
function CourseDetailPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const to = useLocalizedTo();
  const codeExamId = codeExamIdOr(useParams()['codeExamId']);
  const [params] = useSearchParams();
  const id = numberParam(params, 'id');
  const lessonId = numberParam(params, 'lesson');
  const { data, error, loading, refetch } = useQuery(CourseDetailDocument, { variables: { id: id ?? 0, locale }, skip: id === null });
  const [record, { loading: saving }] = useMutation(RecordLessonProgressDocument);
  const [saveFailed, setSaveFailed] = useState(false);
  const openRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (lessonId) openRef.current?.focus();
  }, [lessonId]);

  const listTo = withParams(to(coursesPath(codeExamId)), { id: null, lesson: null });
  const back = (
    <Link className="back" to={listTo}>
      <ArrowBackIcon fontSize="small" aria-hidden />
      {intl.formatMessage(m.back)}
    </Link>
  );

  if (error && !data) {
    return <RetryPanel id="course-error" title={intl.formatMessage(m.loadFailed)} body="" retryLabel={intl.formatMessage(m.retry)} onRetry={() => void refetch().catch(() => undefined)} />;
  }
  if (loading || (!data && id !== null)) {
    return (
      <Article aria-busy="true">
        {back}
        <Skeleton variant="text" height={56} />
        <Skeleton variant="text" height={28} />
        <Skeleton variant="rounded" height={240} sx={{ mt: 2 }} />
      </Article>
    );
  }
  const course = getFragmentData(CourseDetailFieldsFragmentDoc, data?.course);
  if (!course) {
    return (
      <StatusPanel
        id="course-missing"
        title={intl.formatMessage(m.notFoundTitle)}
        body={intl.formatMessage(m.notFoundBody)}
        actions={
          <Button component={Link} to={listTo} variant="contained" size="large">
            {intl.formatMessage(m.back)}
          </Button>
        }
      />
    );
  }

  const lessonTo = (l: Pick<LessonData, 'id'>) => withParams(to(coursePath(codeExamId)), { id: course.id, lesson: l.id });
  const open = course.locked ? null : (course.lessons.find((l) => l.id === lessonId) ?? null);
  const next = open ? course.lessons.find((l) => l.position === open.position + 1) : null;
  const resume = course.lessons.find((l) => l.id === course.progress?.resumeLessonId) ?? course.lessons[0];

  const save = (lesson: LessonData, positionSeconds: number, completed: boolean) => {
    if (!course.mayTrackProgress) return;
    setSaveFailed(false);
    record({ variables: { input: { lessonId: lesson.id, locale, completed, positionSeconds } } }).catch(() => setSaveFailed(true));
  };

  return (
    <Article lang={course.locale} aria-labelledby="course-title">
      {back}
      <p className="meta">
        {intl.formatMessage(CATEGORY_LABEL[course.category])} · {intl.formatMessage(FORMAT_LABEL[course.format])} · {intl.formatMessage(course.premium ? m.premium : m.free)}
      </p>
      <h1 id="course-title">{course.title}</h1>
      <p className="meta">
        {intl.formatMessage(m.byAuthor, { author: course.author })} · {intl.formatMessage(m.lessons, { count: course.lessonCount })} · {intl.formatMessage(m.minutes, { minutes: course.minutes })} ·{' '}
        {intl.formatMessage(m.updated, { date: intl.formatDate(course.updatedAt, { dateStyle: 'medium', timeZone: 'UTC' }) })}
      </p>
      <p className="summary">{course.summary}</p>
      {course.locked ? (
        <Locked aria-labelledby="course-locked">
          <LockIcon color="primary" aria-hidden />
          <h2 id="course-locked">{intl.formatMessage(m.lockedTitle)}</h2>
          <p>{intl.formatMessage(m.lockedBody)}</p>
          <Button component={Link} to={withParams(to(`/userCenter/rightsInterests/${codeExamId}`), { id: null, lesson: null })} variant="contained" size="large">
            {intl.formatMessage(m.seeBenefits)}
          </Button>
        </Locked>
      ) : (
        <div className="progress">
          {course.progress ? (
            <>
              <span>{intl.formatMessage(m.progress, { completed: course.progress.completed, total: course.progress.total })}</span>
              <LinearProgress variant="determinate" value={(100 * course.progress.completed) / Math.max(1, course.progress.total)} aria-hidden />
            </>
          ) : (
            <span className="meta">{intl.formatMessage(course.signedIn ? m.hintPlan : m.hintSignIn)}</span>
          )}
          {!open && resume && (
            <Button component={Link} to={lessonTo(resume)} variant="contained" size="large" sx={{ justifySelf: 'start' }}>
              {intl.formatMessage(course.progress?.resumeLessonId ? m.resume : m.start)}
            </Button>
          )}
        </div>
      )}
      {open && (
        <Open aria-labelledby="lesson-title">
          <h2 id="lesson-title" ref={openRef} tabIndex={-1}>
            <span className="number">
              {intl.formatMessage(m.lessonNumber, { number: open.position + 1 })} · {intl.formatMessage(KIND_LABEL[open.kind])}
            </span>
            {open.title}
          </h2>
          <LessonContent
            key={open.id}
            lesson={open}
            lang={course.locale}
            pdfTo={withParams(to(coursePdfPath(codeExamId)), { id: course.id, lesson: open.id })}
            onPlayback={(at, ended) => save(open, at, ended)}
          />
          {saveFailed && <Alert severity="error">{intl.formatMessage(m.saveFailed)}</Alert>}
          <div className="actions">
            {course.mayTrackProgress &&
              (open.completed ? (
                <span role="status">
                  <CheckCircleIcon color="success" fontSize="small" aria-hidden sx={{ verticalAlign: 'middle', mr: 0.5 }} />
                  {intl.formatMessage(m.done)}
                </span>
              ) : (
                <Button variant="contained" size="large" disabled={saving} onClick={() => save(open, 0, true)}>
                  {intl.formatMessage(saving ? m.saving : m.markDone)}
                </Button>
              ))}
            {next && (
              <Button component={Link} to={lessonTo(next)} variant="outlined" size="large">
                {intl.formatMessage(m.nextLesson)}
              </Button>
            )}
          </div>
        </Open>
      )}
      <h2>{intl.formatMessage(m.lessonsHeading)}</h2>
      <Lessons>
        {course.lessons.map((l) => {
          const label = (
            <>
              {l.locked ? <LockIcon fontSize="small" color="disabled" aria-hidden /> : l.completed ? <CheckCircleIcon fontSize="small" color="success" aria-label={intl.formatMessage(m.done)} /> : <RadioButtonUncheckedIcon fontSize="small" color="disabled" aria-hidden />}
              <span>
                <span className="title">{l.title}</span>
                <span className="kind">
                  {intl.formatMessage(m.lessonNumber, { number: l.position + 1 })} · {intl.formatMessage(KIND_LABEL[l.kind])}
                </span>
              </span>
              <span className="kind">{intl.formatMessage(m.minutes, { minutes: l.minutes })}</span>
            </>
          );
          return (
            <li key={l.id}>
              {l.locked ? (
                <div className="row">{label}</div>
              ) : (
                <Link to={lessonTo(l)} aria-current={open?.id === l.id ? 'true' : undefined}>
                  {label}
                </Link>
              )}
            </li>
          );
        })}
      </Lessons>
    </Article>
  );
}

export default function CourseDetailRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <CourseDetailPage />
    </ApolloProvider>
  );
}
