import { ApolloProvider, useQuery } from '@apollo/client/react';
import Chip from '@mui/material/Chip';
import { styled } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ArticlesPageDocument, type ArticleCategory, type ArticlesPageQuery } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { useLocale } from '../../../i18n/LocaleContext';
import { PagedList } from '../../../shared/components/PagedList';
import { SearchBox } from '../../../shared/components/SearchBox';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { articlePath, codeExamIdOr } from '../contentPaths';
import { contentListLabels, contentListMessages as list } from '../listMessages';
import { articlesMessages as m } from '../messages';
import { cappedSearchMessages as capped } from '../cappedMessages';

const PAGE_SIZE = 10;
const CATEGORIES: readonly ArticleCategory[] = ['SCIENCE', 'TEST', 'CONSULTATION', 'TREATMENT', 'MENTAL_HEALTH'];
const CATEGORY_LABEL = { SCIENCE: m.science, TEST: m.test, CONSULTATION: m.consultation, TREATMENT: m.treatment, MENTAL_HEALTH: m.mentalHealth } as const;
const CATEGORY_PARAM = 'category';
const KEYWORD_PARAM = 'q';

type Item = ArticlesPageQuery['articles']['items'][number];

export const Page = styled('div')(({ theme }) => ({
  maxWidth: 880,
  margin: '0 auto',
  padding: theme.spacing(2, 2, 8),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4, 3, 10) },
  '& h1': { margin: 0, fontSize: '1.75rem', fontWeight: 800 },
  '& .intro': { margin: theme.spacing(0.5, 0, 0), color: theme.palette.text.secondary },
}));

const Card = styled(Link)(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(0.75),
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  color: 'inherit',
  textDecoration: 'none',
  '&:hover, &:focus-visible': { borderColor: theme.palette.primary.main },
  '& .meta': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.spacing(1), fontSize: '0.8125rem', color: theme.palette.text.secondary },
  '& h2, & h3': { margin: 0, fontSize: '1.125rem', lineHeight: 1.4, fontWeight: 700 },
  '& p': { margin: 0, color: theme.palette.text.secondary, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' },
  '&:lang(ko)': { wordBreak: 'keep-all' },
}));

const Pick = styled(Card)(({ theme }) => ({
  margin: theme.spacing(2, 0),
  padding: theme.spacing(2.5),
  border: 'none',
  background: `linear-gradient(135deg, ${theme.palette.primary.main}, ${theme.palette.primary.dark})`,
  color: theme.palette.primary.contrastText,
  '& .meta, & p': { color: 'inherit', opacity: 0.9 },
  '& .cta': { fontWeight: 700, textDecoration: 'underline' },
}));

/** The articles of the user centre: category tabs, a search, today's pick and the list, loaded page by page. */
function ArticlesPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const to = useLocalizedTo();
  const codeExamId = codeExamIdOr(useParams()['codeExamId']);
  const [params, setParams] = useSearchParams();
  const category = CATEGORIES.find((c) => c === params.get(CATEGORY_PARAM)) ?? null;
  const keyword = (params.get(KEYWORD_PARAM) ?? '').trim();
  const { data, previousData, error, loading, refetch, fetchMore } = useQuery(ArticlesPageDocument, {
    variables: { locale, page: 1, pageSize: PAGE_SIZE, category, keyword: keyword || null },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [more, setMore] = useState<'idle' | 'loading' | 'failed'>('idle');
  const shown = data ?? (loading ? undefined : previousData);
  const page = data?.articles ?? null;
  const failed = Boolean(error) && !page;

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) if (value) next.set(key, value); else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const loadMore = () => {
    if (!page) return;
    setMore('loading');
    fetchMore({ variables: { page: page.page + 1 } }).then(
      () => setMore('idle'),
      () => setMore('failed'),
    );
  };

  const pick = !keyword && !category ? shown?.recommendedArticle : null;
  const renderItem = (a: Item) => (
    <li>
      <Card {...linkTo(to, codeExamId, a.id)} lang={locale}>
        <span className="meta">
          <span>{intl.formatMessage(CATEGORY_LABEL[a.category])}</span>
          <span aria-hidden>·</span>
          <time dateTime={a.publishedAt}>{intl.formatDate(a.publishedAt, { dateStyle: 'medium', timeZone: 'UTC' })}</time>
        </span>
        <h2>{a.title}</h2>
        <p>{a.summary}</p>
      </Card>
    </li>
  );

  return (
    <Page>
      <h1>{intl.formatMessage(m.title)}</h1>
      <p className="intro">{intl.formatMessage(m.intro)}</p>
      <SearchBox
        value={keyword}
        label={intl.formatMessage(m.searchLabel)}
        searchLabel={intl.formatMessage(list.search)}
        clearLabel={intl.formatMessage(list.clear)}
        onSearch={(next) => update({ [KEYWORD_PARAM]: next || null })}
      />
      <Tabs
        value={category ?? 'ALL'}
        onChange={(_e, value: string) => update({ [CATEGORY_PARAM]: value === 'ALL' ? null : value })}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={intl.formatMessage(m.tabsLabel)}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="ALL" label={intl.formatMessage(m.all)} />
        {CATEGORIES.map((c) => (
          <Tab key={c} value={c} label={intl.formatMessage(CATEGORY_LABEL[c])} />
        ))}
      </Tabs>
      {pick && (
        <Pick {...linkTo(to, codeExamId, pick.id)} lang={locale} aria-label={`${intl.formatMessage(m.recommended)}: ${pick.title}`}>
          <span className="meta">
            <Chip size="small" label={intl.formatMessage(m.recommended)} sx={{ bgcolor: 'rgba(255,255,255,0.2)', color: 'inherit', fontWeight: 700 }} />
          </span>
          <h2>{pick.title}</h2>
          <p>{pick.summary}</p>
          <span className="cta">{intl.formatMessage(m.read)}</span>
        </Pick>
      )}
      <PagedList
        status={page ? 'ready' : failed ? 'error' : 'loading'}
        items={page?.items ?? []}
        keyOf={(a) => String(a.id)}
        renderItem={renderItem}
        onRetry={() => void refetch().catch(() => undefined)}
        label={intl.formatMessage(m.listLabel)}
        empty={<Typography>{keyword ? intl.formatMessage(m.emptySearch, { keyword }) : intl.formatMessage(m.empty)}</Typography>}
        labels={listLabels(intl, page)}
        paging={page && { page: page.page, pageCount: page.pageCount, onLoadMore: loadMore, loadingMore: more === 'loading', moreFailed: more === 'failed' }}
      />
    </Page>
  );
}

/**
 * The list's words. A search that matched more articles than it ranks says "more than N" and, on its last page,
 * that these are the best N: its total is a lower bound, not a count.
 */
function listLabels(intl: ReturnType<typeof useIntl>, page: { page: number; pageCount: number; total: number; totalCapped: boolean } | null) {
  const labels = contentListLabels(intl, page);
  if (!page?.totalCapped) return labels;
  return { ...labels, pageOf: intl.formatMessage(capped.pageOf, { page: page.page, pageCount: page.pageCount, total: page.total }), noMore: intl.formatMessage(capped.noMore, { total: page.total }) };
}

/** The link props of an article's card: its page, in the visitor's locale prefix and query. */
function linkTo(to: ReturnType<typeof useLocalizedTo>, codeExamId: string, id: number) {
  const [pathname] = articlePath(codeExamId, id).split('?');
  const target = to(pathname!);
  const search = new URLSearchParams(typeof target === 'string' ? '' : (target.search ?? ''));
  search.set('id', String(id));
  return { to: { ...(typeof target === 'string' ? { pathname: target } : target), search: `?${search.toString()}` } };
}

export default function ArticlesRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <ArticlesPage />
    </ApolloProvider>
  );
}
