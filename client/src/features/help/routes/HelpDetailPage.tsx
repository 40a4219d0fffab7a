import { ApolloProvider, useQuery } from '@apollo/client/react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import { Skeleton } from '../../../shared/components/Skeleton';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { HelpCentreDocument, type HelpCentreQuery } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { withLocalePrefix } from '@innerscope/shared/routes';
import { useLocale } from '../../../i18n/LocaleContext';
import { RetryPanel } from '../../../shared/components/RetryPanel';
import { StatusPanel } from '../../../shared/components/StatusPanel';
import { QuestionLinks } from '../components/helpStyles';
import {
  helpDetailPath,
  paragraphsOf,
  questionIndexOf,
  questionSearch,
  relatedQuestions,
  sectionOf,
  withoutQuestion,
} from '../helpContent';
import { helpDetailMessages, helpMessages, sectionTitles } from '../messages';
import { useHelpExam } from '../useHelpExam';

const Page = styled('article')(({ theme }) => ({
  maxWidth: 720,
  margin: '0 auto',
  padding: theme.spacing(2, 2, 8),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4, 3, 10) },
  '& .back': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    minHeight: 44,
    color: theme.palette.primary.main,
    fontWeight: 600,
  },
  '& .section': {
    margin: theme.spacing(3, 0, 1),
    fontSize: '0.875rem',
    fontWeight: 700,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    color: theme.palette.text.secondary,
  },
  '& .answer': { marginTop: theme.spacing(2), fontSize: '1.0625rem', lineHeight: 1.7 },
  '& .answer p': { margin: theme.spacing(0, 0, 2), whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  '& aside, & nav': { marginTop: theme.spacing(5) },
  '& h2': { margin: theme.spacing(0, 0, 1.5), fontSize: '1.25rem', fontWeight: 700 },
}));

const More = styled('aside')(({ theme }) => ({
  padding: theme.spacing(3),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.action.hover,
  '& p': { margin: theme.spacing(0, 0, 2), color: theme.palette.text.secondary },
}));

function NotFound({ helpTo }: { helpTo: { pathname: string; search: string } }) {
  const intl = useIntl();
  return (
    <StatusPanel
      id="help-detail-title"
      title={intl.formatMessage(helpDetailMessages.notFoundTitle)}
      body={intl.formatMessage(helpDetailMessages.notFoundBody)}
      actions={
        <Button component={Link} to={helpTo} variant="contained" size="large">
          {intl.formatMessage(helpDetailMessages.notFoundAction)}
        </Button>
      }
    />
  );
}

function Answer({ entries, index }: { entries: HelpCentreQuery['helpEntries']; index: number }) {
  const intl = useIntl();
  const { codeExamId } = useHelpExam();
  const { pathname, search } = useLocation();
  const entry = entries[index];
  const helpTo = { pathname: withLocalePrefix(`/help/${codeExamId}`, pathname), search: withoutQuestion(search) };
  if (!entry) return <NotFound helpTo={helpTo} />;
  const section = sectionOf(entry.category);
  const related = relatedQuestions(entries, index);
  const supportTo = { pathname: withLocalePrefix(`/support/${codeExamId}`, pathname), search: withoutQuestion(search) };

  return (
    <Page aria-labelledby="help-detail-title">
      <Link className="back" to={helpTo}>
        <ArrowBackIcon fontSize="small" aria-hidden />
        {intl.formatMessage(helpDetailMessages.back)}
      </Link>
      {section && <p className="section">{intl.formatMessage(sectionTitles[section])}</p>}
      <Typography id="help-detail-title" variant="h2" component="h1" tabIndex={-1} sx={{ outline: 'none' }}>
        {entry.title}
      </Typography>
      {/* Plain text, shown as text (never as HTML), one paragraph per blank-line-separated block. */}
      <div className="answer">
        {paragraphsOf(entry.body).map((paragraph, position) => (
          <p key={position}>{paragraph}</p>
        ))}
      </div>
      {related.length > 0 && (
        <nav aria-labelledby="help-detail-related">
          <h2 id="help-detail-related">{intl.formatMessage(helpDetailMessages.related)}</h2>
          <QuestionLinks>
            {related.map(({ entry: other, index: otherIndex }) => (
              <li key={other.id}>
                <Link to={{ pathname: withLocalePrefix(helpDetailPath(codeExamId), pathname), search: questionSearch(search, otherIndex) }}>
                  {other.title}
                  <ChevronRightIcon aria-hidden />
                </Link>
              </li>
            ))}
          </QuestionLinks>
        </nav>
      )}
      <More aria-labelledby="help-detail-more">
        <h2 id="help-detail-more">{intl.formatMessage(helpDetailMessages.moreTitle)}</h2>
        <p>{intl.formatMessage(helpDetailMessages.moreBody)}</p>
        <Button component={Link} to={supportTo} variant="contained" size="large">
          {intl.formatMessage(helpDetailMessages.moreAction)}
        </Button>
      </More>
    </Page>
  );
}

function DetailSkeleton() {
  const intl = useIntl();
  return (
    <Page role="status" aria-busy="true" aria-label={intl.formatMessage(helpDetailMessages.loading)}>
      <Skeleton variant="text" width="40%" sx={{ fontSize: '1rem' }} />
      <Skeleton variant="text" width="85%" sx={{ fontSize: '2rem', mt: 3 }} />
      {[100, 96, 90, 60].map((width) => (
        <Skeleton key={width} variant="text" width={`${width}%`} sx={{ fontSize: '1.0625rem' }} />
      ))}
    </Page>
  );
}

function HelpDetail() {
  const intl = useIntl();
  const { locale } = useLocale();
  const { examId, codeExamId } = useHelpExam();
  const { pathname, search } = useLocation();
  const index = questionIndexOf(search);
  // The help centre's own query: a visitor coming from its list already has every answer in the cache.
  const { data, error, loading, refetch } = useQuery(HelpCentreDocument, {
    variables: { examId, locale },
    skip: index === null,
    notifyOnNetworkStatusChange: true,
  });

  if (index === null) {
    return <NotFound helpTo={{ pathname: withLocalePrefix(`/help/${codeExamId}`, pathname), search: withoutQuestion(search) }} />;
  }
  if (!data && error && !loading) {
    return (
      <RetryPanel
        id="help-detail-title"
        title={intl.formatMessage(helpDetailMessages.errorTitle)}
        body={intl.formatMessage(helpMessages.errorBody)}
        retryLabel={intl.formatMessage(helpMessages.retry)}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  if (!data) return <DetailSkeleton />;
  return <Answer entries={data.helpEntries} index={index} />;
}

/**
 * `/helpDetail/{code}-{examId}?question={n}`: one question of the help centre on its own page, with a way
 * back, the other questions of its section, and the contact form for anything left.
 */
export default function HelpDetailRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <HelpDetail />
    </ApolloProvider>
  );
}
