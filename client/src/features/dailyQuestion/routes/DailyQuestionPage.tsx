import { ApolloProvider, useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { Skeleton } from '../../../shared/components/Skeleton';
import { styled } from '@mui/material/styles';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router-dom';
import { DailyQuestionTodayDocument, type DailyQuestionTodayQuery, SubmitDailyAnswerDocument } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { useLocale } from '../../../i18n/LocaleContext';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { codeExamIdOr, registerFor, signInFor } from '../../account/accountPaths';
import { AnswerForm } from '../components/AnswerForm';
import { AnswerResult } from '../components/AnswerResult';
import { HistoryList } from '../components/HistoryList';
import { RhythmNote } from '../components/RhythmNote';
import { dailyQuestionMessages as m } from '../messages';
import { browserTimeZone } from '../timeZone';
import type { Draft } from '../types';

type Today = DailyQuestionTodayQuery['dailyQuestionToday'];

const Page = styled('div')(({ theme }) => ({
  maxWidth: 720,
  margin: '0 auto',
  padding: theme.spacing(2, 2, 8),
  display: 'grid',
  gap: theme.spacing(3),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4, 3, 10) },
  '& h1': { margin: 0, fontSize: '1.75rem', fontWeight: 800 },
  '& .intro': { margin: theme.spacing(0.5, 0, 0), color: theme.palette.text.secondary },
}));

const Card = styled('section')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  padding: theme.spacing(2.5, 2),
  borderRadius: 16,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3.5, 4) },
  '& .meta': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.spacing(1), fontSize: '0.875rem', color: theme.palette.text.secondary },
  '& .type': { padding: theme.spacing(0.25, 1.25), borderRadius: 999, backgroundColor: theme.palette.action.selected, color: theme.palette.text.primary, fontWeight: 600 },
  '& .prompt': { margin: 0, fontSize: '1.1875rem', fontWeight: 700, lineHeight: 1.45 },
  '& .options': { display: 'grid', gap: theme.spacing(1), margin: 0, padding: 0, listStyle: 'none' },
  '& .options li': { padding: theme.spacing(1, 1.5), borderRadius: theme.shape.borderRadius, border: `1px solid ${theme.palette.divider}` },
  '& .invite': { display: 'grid', gap: theme.spacing(1), paddingTop: theme.spacing(2), borderTop: `1px solid ${theme.palette.divider}` },
  '& .invite h2': { margin: 0, fontSize: '1.0625rem', fontWeight: 700 },
  '& .invite p': { margin: 0, color: theme.palette.text.secondary },
  '& .invite .actions': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1.5), marginTop: theme.spacing(1) },
  '& .done': { margin: 0, color: theme.palette.text.secondary, fontSize: '0.9375rem' },
  '&:lang(ko)': { wordBreak: 'keep-all' },
}));

const ERROR_MESSAGES = { ANSWER_REQUIRED: m.errorRequired, INVALID_CHOICE: m.errorChoice, ANSWER_TOO_LONG: m.errorTooLong } as const;

/** The daily question: today's, answered once, with a gentle rhythm and the member's earlier questions. */
function DailyQuestionPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const timeZone = useMemo(() => browserTimeZone(), []);
  const { data, error, refetch } = useQuery(DailyQuestionTodayDocument, {
    variables: { locale, timeZone },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const today = data?.dailyQuestionToday ?? null;
  const notFound = error?.message !== undefined && !today && /not ?found|no daily question/i.test(error.message);

  return (
    <Page>
      <header>
        <h1>{intl.formatMessage(m.title)}</h1>
        <p className="intro">{intl.formatMessage(m.intro)}</p>
      </header>
      {today ? (
        <TodayCard today={today} locale={locale} timeZone={timeZone} />
      ) : error ? (
        <Card role="alert">
          <p className="prompt">{intl.formatMessage(notFound ? m.noQuestion : m.loadFailed)}</p>
          {!notFound && (
            <div>
              <Button variant="contained" size="large" onClick={() => void refetch().catch(() => undefined)}>
                {intl.formatMessage(m.retry)}
              </Button>
            </div>
          )}
        </Card>
      ) : (
        <div role="status" aria-busy="true" aria-label={intl.formatMessage(m.loading)}>
          <Skeleton variant="rounded" height={320} sx={{ borderRadius: 4 }} />
        </div>
      )}
      {today?.signedIn && <HistoryList locale={locale} timeZone={timeZone} />}
    </Page>
  );
}

function TodayCard({ today, locale, timeZone }: { today: Today; locale: string; timeZone: string | null }) {
  const intl = useIntl();
  const location = useLocation();
  const to = useLocalizedTo();
  const codeExamId = codeExamIdOr(useParams()['codeExamId']);
  const [submit, { loading: submitting, data: submitted }] = useMutation(SubmitDailyAnswerDocument, {
    refetchQueries: ['DailyQuestionHistory'],
  });
  const [formError, setFormError] = useState<string | null>(null);
  const payload = submitted?.submitDailyAnswer ?? null;
  const answer = payload?.answer ?? today.answer;
  const question = payload?.question ?? today.question;
  const rhythm = payload?.rhythm ?? today.rhythm;

  const send = (draft: Draft) => {
    setFormError(null);
    submit({ variables: { input: { questionId: today.question.id, locale, timeZone, ...draft } } }).then(
      (res) => {
        const code = res.data?.submitDailyAnswer.errors[0]?.code;
        if (code) setFormError(intl.formatMessage(ERROR_MESSAGES[code]));
      },
      () => setFormError(intl.formatMessage(m.errorSaving)),
    );
  };

  return (
    <>
      <Card aria-labelledby="daily-today" lang={locale}>
        <div className="meta">
          <span className="type">{intl.formatMessage(m[`type${today.question.type}`])}</span>
          <time id="daily-today" dateTime={today.date}>{intl.formatDate(`${today.date}T12:00:00Z`, { dateStyle: 'full', timeZone: 'UTC' })}</time>
        </div>
        {answer ? (
          <>
            <p className="prompt">{question.prompt}</p>
            <AnswerResult question={question} answer={answer} announce={Boolean(payload?.answer)} headingLevel="h2" />
            <p className="done">{intl.formatMessage(m.doneToday)}</p>
          </>
        ) : today.mayAnswer ? (
          <AnswerForm question={today.question} submitting={submitting} error={formError} onSubmit={send} />
        ) : (
          <>
            <p className="prompt">{today.question.prompt}</p>
            {today.question.options.length > 0 && (
              <ul className="options">
                {today.question.options.map((option, index) => <li key={index}>{option}</li>)}
              </ul>
            )}
            <div className="invite">
              <h2>{intl.formatMessage(today.signedIn ? m.planTitle : m.signInTitle)}</h2>
              <p>{intl.formatMessage(today.signedIn ? m.planBody : m.signInBody)}</p>
              <div className="actions">
                {today.signedIn ? (
                  <Button component={Link} to={to(`/userCenter/rightsInterests/${codeExamId}`)} variant="contained" size="large">
                    {intl.formatMessage(m.planLink)}
                  </Button>
                ) : (
                  <>
                    <Button component={Link} to={signInFor(codeExamId, location)} variant="contained" size="large">
                      {intl.formatMessage(m.signIn)}
                    </Button>
                    <Button component={Link} to={registerFor(codeExamId, location)} variant="outlined" size="large">
                      {intl.formatMessage(m.register)}
                    </Button>
                  </>
                )}
              </div>
            </div>
          </>
        )}
      </Card>
      {rhythm && <RhythmNote rhythm={rhythm} />}
    </>
  );
}

export default function DailyQuestionRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <DailyQuestionPage />
    </ApolloProvider>
  );
}
