import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { examRouteOf, HOME_PATH } from '@innerscope/shared/routes';
import { useLocale } from '../../../i18n/LocaleContext';
import { StatusPanel } from '../../../shared/components/StatusPanel';
import { RetryPanel } from '../../../shared/components/RetryPanel';
import { VisuallyHidden } from '../../../shared/components/VisuallyHidden';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { Attribution } from '../answerKinds/Attribution';
import { ExamRunner } from '../components/ExamRunner';
import { QuestionSkeleton } from '../components/QuestionSkeleton';
import { examPaths, isReview } from '../examPaths';
import { examStateMessages, questionMessages } from '../messages';
import { useExamSession } from '../useExamSession';
import { useQuestionSet } from '../useQuestionSet';

const Page = styled('div')(({ theme }) => ({
  maxWidth: 680,
  margin: '0 auto',
  padding: theme.spacing(2, 2, 6),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4, 3, 8) },
}));

/** `/answer/question/{code}-{examId}` and `/quiz/standard/{code}-{examId}`: the test, one statement at a time. */
export default function QuestionPage() {
  const intl = useIntl();
  const { examId, codeExamId } = examRouteOf(useParams()['codeExamId']);
  const { locale } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const to = useLocalizedTo();
  const questions = useQuestionSet(examId, locale);
  const set = questions.set;
  // The run follows the language the statements are shown in.
  const { session, controller } = useExamSession(examId, set?.locale ?? locale, set !== undefined);

  if (questions.failure === 'examNotFound' || session.phase === 'examNotFound') {
    return (
      <StatusPanel
        id="exam-not-found"
        title={intl.formatMessage(examStateMessages.examNotFound)}
        body={intl.formatMessage(examStateMessages.examNotFoundBody)}
        actions={
          <Button component={Link} to={to(HOME_PATH)} variant="contained" size="large">
            {intl.formatMessage(examStateMessages.home)}
          </Button>
        }
      />
    );
  }

  if ((!set && questions.failure) || session.phase === 'failed') {
    const retry = () => {
      if (session.phase === 'failed') controller?.retryLoading();
      if (!set) questions.retry();
    };
    return (
      <RetryPanel
        id="exam-load-error"
        title={intl.formatMessage(examStateMessages.loadError)}
        body={intl.formatMessage(examStateMessages.loadErrorBody)}
        retryLabel={intl.formatMessage(examStateMessages.retry)}
        onRetry={retry}
      />
    );
  }

  const paths = examPaths(location.pathname, codeExamId);
  return (
    <Page>
      <VisuallyHidden as="h1">{intl.formatMessage(questionMessages.heading)}</VisuallyHidden>
      {set && controller && session.phase === 'ready' ? (
        <ExamRunner
          statements={set.questions}
          labels={set.labels}
          parts={set.parts}
          scales={set}
          session={session}
          controller={controller}
          review={isReview(location.state)}
          onScored={() => navigate(to(paths.complete))}
        />
      ) : (
        <QuestionSkeleton />
      )}
      {set?.attribution && <Attribution text={set.attribution} />}
    </Page>
  );
}
