import { ApolloProvider, useQuery } from '@apollo/client/react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import { Skeleton } from '../../../shared/components/Skeleton';
import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ArticleDetailDocument } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { useLocale } from '../../../i18n/LocaleContext';
import { ContentBody } from '../../../shared/components/ContentBody';
import { RetryPanel } from '../../../shared/components/RetryPanel';
import { StatusPanel } from '../../../shared/components/StatusPanel';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { articlesPath, codeExamIdOr, idParam, withoutId } from '../contentPaths';
import { contentListMessages as list } from '../listMessages';
import { articlesMessages as m } from '../messages';

const CATEGORY_LABEL = { SCIENCE: m.science, TEST: m.test, CONSULTATION: m.consultation, TREATMENT: m.treatment, MENTAL_HEALTH: m.mentalHealth } as const;

const Article = styled('article')(({ theme }) => ({
  maxWidth: 760,
  margin: '0 auto',
  padding: theme.spacing(2, 2, 8),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4, 3, 10) },
  '& .back': { display: 'inline-flex', alignItems: 'center', gap: theme.spacing(1), minHeight: 44, color: theme.palette.primary.main, fontWeight: 600 },
  '& .meta': { margin: theme.spacing(2, 0, 1), fontSize: '0.875rem', color: theme.palette.text.secondary },
  '& h1': { margin: theme.spacing(0, 0, 2), fontSize: 'clamp(1.625rem, 5vw, 2.25rem)', lineHeight: 1.25, fontWeight: 800 },
  '& .summary': { margin: theme.spacing(0, 0, 3), fontSize: '1.1875rem', lineHeight: 1.6, color: theme.palette.text.secondary },
  '&:lang(ko) h1, &:lang(ko) .summary': { wordBreak: 'keep-all' },
}));

const Locked = styled('section')(({ theme }) => ({
  display: 'grid',
  justifyItems: 'center',
  gap: theme.spacing(1.5),
  padding: theme.spacing(3, 2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.action.hover,
  textAlign: 'center',
  '& h2': { margin: 0, fontSize: '1.1875rem' },
  '& p': { margin: 0, color: theme.palette.text.secondary },
}));

const Related = styled('aside')(({ theme }) => ({
  marginTop: theme.spacing(5),
  paddingTop: theme.spacing(3),
  borderTop: `1px solid ${theme.palette.divider}`,
  '& h2': { margin: theme.spacing(0, 0, 1.5), fontSize: '1.125rem' },
  '& ul': { display: 'grid', gap: theme.spacing(1), margin: 0, padding: 0, listStyle: 'none' },
  '& li': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: theme.spacing(1) },
}));

/** One article: readable text for a Premium member; for anyone else its title, summary and the way to Premium. */
function ArticleDetailPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const to = useLocalizedTo();
  const codeExamId = codeExamIdOr(useParams()['codeExamId']);
  const id = idParam(useSearchParams()[0]);
  const { data, error, loading, refetch } = useQuery(ArticleDetailDocument, { variables: { id: id ?? 0, locale }, skip: id === null });
  const back = (
    <Link className="back" to={withoutId(to(articlesPath(codeExamId)))}>
      <ArrowBackIcon fontSize="small" aria-hidden />
      {intl.formatMessage(m.back)}
    </Link>
  );

  if (error && !data) {
    return (
      <RetryPanel
        id="article-error"
        title={intl.formatMessage(list.loadFailed)}
        body=""
        retryLabel={intl.formatMessage(list.retry)}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  if (loading || (!data && id !== null)) {
    return (
      <Article aria-busy="true">
        {back}
        <Skeleton variant="text" height={56} />
        <Skeleton variant="text" height={28} />
        <Skeleton variant="rounded" height={320} sx={{ mt: 2 }} />
      </Article>
    );
  }
  const article = data?.article;
  if (!article) {
    return (
      <StatusPanel
        id="article-missing"
        title={intl.formatMessage(m.notFoundTitle)}
        body={intl.formatMessage(m.notFoundBody)}
        actions={
          <Button component={Link} to={withoutId(to(articlesPath(codeExamId)))} variant="contained" size="large">
            {intl.formatMessage(m.back)}
          </Button>
        }
      />
    );
  }
  return (
    <Article lang={article.locale} aria-labelledby="article-title">
      {back}
      <p className="meta">
        {intl.formatMessage(CATEGORY_LABEL[article.category])} ·{' '}
        {intl.formatMessage(m.published, { date: intl.formatDate(article.publishedAt, { dateStyle: 'long', timeZone: 'UTC' }) })}
      </p>
      <h1 id="article-title">{article.title}</h1>
      <p className="summary">{article.summary}</p>
      {article.locked || !article.body ? (
        <Locked aria-labelledby="article-locked">
          <LockIcon color="primary" aria-hidden />
          <h2 id="article-locked">{intl.formatMessage(m.lockedTitle)}</h2>
          <p>{intl.formatMessage(m.lockedBody)}</p>
          <Button component={Link} to={to(`/userCenter/rightsInterests/${codeExamId}`)} variant="contained" size="large">
            {intl.formatMessage(m.seeBenefits)}
          </Button>
        </Locked>
      ) : (
        <ContentBody blocks={article.body} lang={article.locale} />
      )}
      {article.relatedTests.length > 0 && (
        <Related aria-labelledby="article-related">
          <h2 id="article-related">{intl.formatMessage(m.relatedTests)}</h2>
          <ul>
            {article.relatedTests.map((t) => (
              <li key={t.code}>
                <span>{t.name}</span>
                <Button component={Link} to={to(`/answer/question/${t.code}-${t.examId}`)} variant="outlined">
                  {intl.formatMessage(m.startTest)}
                </Button>
              </li>
            ))}
          </ul>
        </Related>
      )}
    </Article>
  );
}

export default function ArticleDetailRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <ArticleDetailPage />
    </ApolloProvider>
  );
}
