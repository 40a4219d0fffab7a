import { ApolloProvider, useApolloClient, useQuery } from '@apollo/client/react';
import LockIcon from '@mui/icons-material/LockOutlined';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import { styled } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { CoursesPageDocument, type CoursesPageQuery } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { useLocale } from '../../../i18n/LocaleContext';
import { PagedList } from '../../../shared/components/PagedList';
import { SearchBox } from '../../../shared/components/SearchBox';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { CATEGORIES, CATEGORY_LABEL, courseListLabels, FORMAT_LABEL, TAG_LABEL } from '../courseLabels';
import { codeExamIdOr, coursePath, withParams } from '../coursePaths';
import { coursesMessages as m } from '../messages';
import { courseSearchMessages as search } from '../searchMessages';

const PAGE_SIZE = 10;
const CATEGORY_PARAM = 'category';
const KEYWORD_PARAM = 'q';

type Page = CoursesPageQuery['courses'];
type Item = Page['items'][number];
interface More {
  key: string;
  pages: Page[];
  state: 'idle' | 'loading' | 'failed';
}

const Main = styled('div')(({ theme }) => ({
  maxWidth: 880,
  margin: '0 auto',
  padding: theme.spacing(2, 2, 8),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4, 3, 10) },
  '& h1': { margin: 0, fontSize: '1.75rem', fontWeight: 800 },
  '& .intro': { margin: theme.spacing(0.5, 0, 2), color: theme.palette.text.secondary },
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
  '& .badges': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.spacing(0.75) },
  '& h2': { margin: 0, fontSize: '1.125rem', lineHeight: 1.4, fontWeight: 700 },
  '& p': { margin: 0, color: theme.palette.text.secondary, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' },
  '& .meta': { fontSize: '0.8125rem', color: theme.palette.text.secondary },
  '&:lang(ko)': { wordBreak: 'keep-all' },
}));

/**
 * The growth centre's courses: category tabs with their counts, and the list loaded page by page (each further page
 * joins the ones shown), with every state of a list.
 */
function CourseListPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const to = useLocalizedTo();
  const client = useApolloClient();
  const codeExamId = codeExamIdOr(useParams()['codeExamId']);
  const [params, setParams] = useSearchParams();
  const category = CATEGORIES.find((c) => c === params.get(CATEGORY_PARAM)) ?? null;
  const keyword = (params.get(KEYWORD_PARAM) ?? '').trim();
  const { data, error, refetch } = useQuery(CoursesPageDocument, { variables: { locale, page: 1, pageSize: PAGE_SIZE, category, keyword: keyword || null }, notifyOnNetworkStatusChange: true });
  // The further pages of the list being shown: another locale, category or search starts again from its first page.
  const listKey = `${locale}|${category ?? ''}|${keyword}`;
  const [loaded, setLoaded] = useState<More>({ key: listKey, pages: [], state: 'idle' });
  const more = loaded.key === listKey ? loaded : { key: listKey, pages: [], state: 'idle' as const };
  const setMore = (next: (current: More) => Omit<More, 'key'>) => setLoaded((s) => ({ ...next(s.key === listKey ? s : { key: listKey, pages: [], state: 'idle' }), key: listKey }));

  const first = data?.courses ?? null;
  const last = more.pages.at(-1) ?? first;
  const items = first ? [...first.items, ...more.pages.flatMap((p) => p.items)] : [];
  const counts = new Map(data?.courseCategories.map((c) => [c.category, c.count]));
  const total = data?.courseCategories.reduce((sum, c) => sum + c.count, 0);

  const loadMore = () => {
    if (!last) return;
    setMore((s) => ({ ...s, state: 'loading' }));
    client
      .query({ query: CoursesPageDocument, variables: { locale, page: last.page + 1, pageSize: PAGE_SIZE, category, keyword: keyword || null }, fetchPolicy: 'network-only' })
      .then(
        ({ data: next }) => setMore((s) => (next ? { pages: [...s.pages, next.courses], state: 'idle' } : { ...s, state: 'failed' })),
        () => setMore((s) => ({ ...s, state: 'failed' })),
      );
  };

  const update = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value); else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const renderItem = (c: Item) => (
    <li>
      <Card to={withParams(to(coursePath(codeExamId)), { id: c.id, [CATEGORY_PARAM]: null })} lang={locale}>
        <span className="badges">
          <Chip size="small" color={c.premium ? 'secondary' : 'default'} icon={c.locked ? <LockIcon aria-hidden /> : undefined} label={intl.formatMessage(c.premium ? m.premium : m.free)} />
          <Chip size="small" variant="outlined" label={intl.formatMessage(FORMAT_LABEL[c.format])} />
          {c.tags.map((t) => (
            <Chip key={t} size="small" variant="outlined" color="primary" label={intl.formatMessage(TAG_LABEL[t])} />
          ))}
        </span>
        <h2>{c.title}</h2>
        <p>{c.summary}</p>
        <span className="meta">
          {intl.formatMessage(CATEGORY_LABEL[c.category])} · {intl.formatMessage(m.lessons, { count: c.lessonCount })} · {intl.formatMessage(m.minutes, { minutes: c.minutes })}
        </span>
        {c.progress && c.progress.completed > 0 && (
          <>
            <span className="meta">{intl.formatMessage(m.progress, c.progress)}</span>
            <LinearProgress variant="determinate" value={(100 * c.progress.completed) / Math.max(1, c.progress.total)} aria-hidden />
          </>
        )}
      </Card>
    </li>
  );

  return (
    <Main>
      <h1>{intl.formatMessage(m.title)}</h1>
      <p className="intro">{intl.formatMessage(m.intro)}</p>
      <SearchBox
        value={keyword}
        label={intl.formatMessage(search.label)}
        searchLabel={intl.formatMessage(search.search)}
        clearLabel={intl.formatMessage(search.clear)}
        onSearch={(next) => update(KEYWORD_PARAM, next || null)}
      />
      <Tabs
        value={category ?? 'ALL'}
        onChange={(_e, value: string) => update(CATEGORY_PARAM, value === 'ALL' ? null : value)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={intl.formatMessage(m.tabsLabel)}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="ALL" label={total === undefined ? intl.formatMessage(m.all) : `${intl.formatMessage(m.all)} (${total})`} />
        {CATEGORIES.map((c) => (
          <Tab key={c} value={c} label={counts.has(c) ? `${intl.formatMessage(CATEGORY_LABEL[c])} (${counts.get(c)})` : intl.formatMessage(CATEGORY_LABEL[c])} />
        ))}
      </Tabs>
      <PagedList
        status={first ? 'ready' : error ? 'error' : 'loading'}
        items={items}
        keyOf={(c) => String(c.id)}
        renderItem={renderItem}
        onRetry={() => void refetch().catch(() => undefined)}
        label={intl.formatMessage(m.listLabel)}
        empty={<Typography>{keyword ? intl.formatMessage(search.empty, { keyword }) : intl.formatMessage(m.empty)}</Typography>}
        labels={courseListLabels(intl, last)}
        paging={last && { page: last.page, pageCount: last.pageCount, onLoadMore: loadMore, loadingMore: more.state === 'loading', moreFailed: more.state === 'failed' }}
      />
    </Main>
  );
}

export default function CourseListRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <CourseListPage />
    </ApolloProvider>
  );
}
