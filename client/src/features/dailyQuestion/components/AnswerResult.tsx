import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { styled } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { dailyQuestionMessages as m } from '../messages';
import type { AnswerData, QuestionData } from '../types';

const Result = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  '& .outcome': { margin: 0, fontSize: '1.125rem', fontWeight: 700, outline: 'none' },
  '& .prompt': { margin: 0, fontSize: '1.1875rem', fontWeight: 700, lineHeight: 1.45 },
  '& ul': { display: 'grid', gap: theme.spacing(1), margin: 0, padding: 0, listStyle: 'none' },
  '& li': {
    display: 'grid',
    gap: theme.spacing(0.25),
    padding: theme.spacing(1, 1.5),
    borderRadius: theme.shape.borderRadius,
    border: `1px solid ${theme.palette.divider}`,
  },
  '& li[data-correct="true"]': { borderColor: theme.palette.success.main, backgroundColor: theme.palette.mode === 'dark' ? 'transparent' : '#f1f8f2' },
  '& li[data-mine="true"]': { borderWidth: 2 },
  '& .tags': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1), fontSize: '0.8125rem', fontWeight: 600, color: theme.palette.text.secondary },
  '& .tags .right': { display: 'inline-flex', alignItems: 'center', gap: 4, color: theme.palette.success.dark },
  '& dl': { display: 'grid', gap: theme.spacing(0.5), margin: 0 },
  '& dt': { fontSize: '0.8125rem', fontWeight: 600, color: theme.palette.text.secondary },
  '& dd': { margin: 0, fontWeight: 600 },
  '& .analysis h3, & .analysis h4': { margin: theme.spacing(1, 0, 0.5), fontSize: '1rem', fontWeight: 700 },
  '& .analysis p': { margin: 0, lineHeight: 1.65 },
  '&:lang(ko)': { wordBreak: 'keep-all' },
}));

/**
 * What a member sees once they answered: whether it was right (or, for a reflection, that nothing is), their
 * answer beside the right one in words as well as colour, and the research behind it. With `announce`, the
 * outcome is read out politely and focus moves to it, since it replaces the form.
 */
export function AnswerResult({ question, answer, announce = false, headingLevel = 'h3' }: {
  question: QuestionData;
  answer: AnswerData | null;
  announce?: boolean;
  headingLevel?: 'h2' | 'h3' | 'h4';
}) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (announce) heading.current?.focus();
  }, [announce]);
  const outcome = question.reflection ? m.reflection : answer?.correct ? m.right : m.notQuite;
  const Heading = headingLevel;
  // The analysis sits one level under the outcome (no level skipped on the page).
  const Analysis = headingLevel === 'h2' ? 'h3' : 'h4';
  const correct = question.correct ?? [];
  const mine = answer?.choices ?? [];

  return (
    <Result lang={undefined}>
      {answer && (
        <div aria-live={announce ? 'polite' : undefined} role={announce ? 'status' : undefined}>
          <Heading ref={heading} tabIndex={-1} className="outcome">{intl.formatMessage(outcome)}</Heading>
        </div>
      )}
      {question.kind === 'FILL' ? (
        <dl>
          {answer && (
            <>
              <dt>{intl.formatMessage(m.yourAnswer)}</dt>
              <dd>{answer.text}</dd>
            </>
          )}
          {question.accepted.length > 0 && (
            <>
              <dt>{intl.formatMessage(m.correctAnswer)}</dt>
              <dd>{question.accepted[0]}</dd>
            </>
          )}
        </dl>
      ) : (
        <ul>
          {question.options.map((option, index) => {
            const isMine = mine.includes(index);
            const isRight = !question.reflection && correct.includes(index);
            return (
              <li key={index} data-correct={isRight} data-mine={isMine}>
                <span>{option}</span>
                {(isMine || isRight) && (
                  <span className="tags">
                    {isMine && <span>{intl.formatMessage(m.yourAnswer)}</span>}
                    {isRight && (
                      <span className="right">
                        <CheckCircleOutlined fontSize="inherit" aria-hidden />
                        {intl.formatMessage(m.correctAnswer)}
                      </span>
                    )}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {question.analysis && (
        <div className="analysis">
          <Analysis>{intl.formatMessage(m.analysis)}</Analysis>
          <p>{question.analysis}</p>
        </div>
      )}
    </Result>
  );
}
