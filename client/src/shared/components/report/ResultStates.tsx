import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { Link, useLocation, type To } from 'react-router-dom';
import { withLocalePrefix } from '@innerscope/shared/routes';
import { RetryPanel } from '../RetryPanel';
import { StatusPanel } from '../StatusPanel';
import { resultStateMessages } from '../../../features/result/messages';
import { examWordMessages, type WordedExam } from '../../../features/exam/answerKinds/examWords';

/** No result to show yet, or none for this visitor: a way to the test's statements. */
export function ResultStartPanel({ title, body, testPath }: { title: string; body: string; testPath: To }) {
  const intl = useIntl();
  return (
    <StatusPanel
      id="result-start"
      title={title}
      body={body}
      actions={
        <Button component={Link} to={testPath} variant="contained" size="large">
          {intl.formatMessage(resultStateMessages.startTest)}
        </Button>
      }
    />
  );
}

/** The start panel of an exam whose words name it (`exam` is its code, e.g. `DEPS`). */
export function ExamResultStart({ exam, codeExamId, notFound }: { exam: WordedExam; codeExamId: string; notFound: boolean }) {
  const intl = useIntl();
  const location = useLocation();
  return (
    <ResultStartPanel
      title={notFound ? intl.formatMessage(resultStateMessages.notFoundTitle) : intl.formatMessage(examWordMessages.startTitle, { exam })}
      body={intl.formatMessage(notFound ? examWordMessages.notFoundBody : examWordMessages.startBody, { exam })}
      testPath={withLocalePrefix(`/answer/question/${codeExamId}`, location.pathname)}
    />
  );
}

/** The test was begun but not finished: a way back to it. */
export function ResultUnfinished({ testPath }: { testPath: To }) {
  const intl = useIntl();
  return (
    <StatusPanel
      id="result-unfinished"
      title={intl.formatMessage(resultStateMessages.unfinishedTitle)}
      body={intl.formatMessage(resultStateMessages.unfinishedBody)}
      actions={
        <Button component={Link} to={testPath} variant="contained" size="large">
          {intl.formatMessage(resultStateMessages.continueTest)}
        </Button>
      }
    />
  );
}

/** The result could not be read: say so and offer to try again. */
export function ResultError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <RetryPanel
      id="result-error"
      title={intl.formatMessage(resultStateMessages.errorTitle)}
      body={intl.formatMessage(resultStateMessages.errorBody)}
      retryLabel={intl.formatMessage(resultStateMessages.retry)}
      onRetry={onRetry}
    />
  );
}
