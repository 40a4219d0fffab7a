import { ApolloProvider, useQuery } from '@apollo/client/react';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { NoticesPageDocument, type NoticesPageQuery } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { useLocale } from '../../../i18n/LocaleContext';
import { PagedList } from '../../../shared/components/PagedList';
import { SearchBox } from '../../../shared/components/SearchBox';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { codeExamIdOr, noticePath } from '../../articles/contentPaths';
import { contentListLabels, contentListMessages as list } from '../../articles/listMessages';
import { noticesMessages as m } from '../messages';
import { isRead, locallyRead } from '../readNotices';

const PAGE_SIZE = 10;
const KEYWORD_PARAM = 'q';
type Item = NoticesPageQuery['notices']['items'][number];

const Page = styled('div')(({ theme }) => ({
  maxWidth: 760,
  margin: '0 auto',
  padding: theme.spacing(2, 2, 8),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4, 3, 10) },
  '& h1': { margin: 0, fontSize: '1.75rem', fontWeight: 800 },
  '& .intro': { margin: theme.spacing(0.5, 0, 0), color: theme.palette.text.secondary },
  '& .count': { margin: theme.spacing(0, 0, 1), fontSize: '0.875rem', fontWeight: 600, color: theme.palette.primary.main },
}));

const Row = styled(Link)(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '12px 1fr',
  gap: theme.spacing(0.5, 1.5),
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  color: 'inherit',
  textDecoration: 'none',
  '&:hover, &:focus-visible': { borderColor: theme.palette.primary.main },
  '& .dot': { width: 10, height: 10, marginTop: 7, borderRadius: '50%', backgroundColor: theme.palette.error.main },
  '& h2': { margin: 0, fontSize: '1.0625rem', lineHeight: 1.4, fontWeight: 700 },
  '&[data-read="true"] h2': { fontWeight: 500 },
  '& p, & time': { gridColumn: 2, margin: 0, color: theme.palette.text.secondary },
  '& time': { fontSize: '0.8125rem' },
  '&:lang(ko)': { wordBreak: 'keep-all' },
}));

/** Platform notices: search, a dot on each one not read yet, and the list loaded page by page. */
function NoticesPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const to = useLocalizedTo();
  const codeExamId = codeExamIdOr(useParams()['codeExamId']);
  const [params, setParams] = useSearchParams();
  const keyword = (params.get(KEYWORD_PARAM) ?? '').trim();
  const local = useMemo(() => locallyRead(), []);
  const { data, error, refetch, fetchMore } = useQuery(NoticesPageDocument, {
    variables: { locale, page: 1, pageSize: PAGE_SIZE, keyword: keyword || null },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [more, setMore] = useState<'idle' | 'loading' | 'failed'>('idle');
  const page = data?.notices ?? null;
  const failed = Boolean(error) && !page;
  const loadMore = () => {
    if (!page) return;
    setMore('loading');
    fetchMore({ variables: { page: page.page + 1 } }).then(
      () => setMore('idle'),
      () => setMore('failed'),
    );
  };
  const unread = page ? (page.unread ?? page.items.filter((n) => !isRead(n, local)).length) : null;

  const renderItem = (n: Item) => {
    const read = isRead(n, local);
    const { pathname, search } = splitPath(noticePath(codeExamId, n.id));
    const target = to(pathname);
    return (
      <li>
        <Row to={{ ...(typeof target === 'string' ? { pathname: target } : target), search }} data-read={read} lang={locale}>
          {read ? <span aria-hidden /> : <span className="dot" role="img" aria-label={intl.formatMessage(m.unread)} />}
          <h2>{n.title}</h2>
          <p>{n.excerpt}</p>
          <time dateTime={n.publishedAt}>{intl.formatDate(n.publishedAt, { dateStyle: 'medium', timeZone: 'UTC' })}</time>
        </Row>
      </li>
    );
  };

  return (
    <Page>
      <h1>{intl.formatMessage(m.title)}</h1>
      <p className="intro">{intl.formatMessage(m.intro)}</p>
      <SearchBox
        value={keyword}
        label={intl.formatMessage(m.searchLabel)}
        searchLabel={intl.formatMessage(list.search)}
        clearLabel={intl.formatMessage(list.clear)}
        onSearch={(next) =>
          setParams(
            (current) => {
              const changed = new URLSearchParams(current);
              if (next) changed.set(KEYWORD_PARAM, next);
              else changed.delete(KEYWORD_PARAM);
              return changed;
            },
            { replace: true },
          )
        }
      />
      {unread !== null && page && page.total > 0 && !keyword && <p className="count">{intl.formatMessage(m.unreadCount, { count: unread })}</p>}
      <PagedList
        status={page ? 'ready' : failed ? 'error' : 'loading'}
        items={page?.items ?? []}
        keyOf={(n) => String(n.id)}
        renderItem={renderItem}
        onRetry={() => void refetch().catch(() => undefined)}
        label={intl.formatMessage(m.listLabel)}
        empty={<Typography>{keyword ? intl.formatMessage(m.emptySearch, { keyword }) : intl.formatMessage(m.empty)}</Typography>}
        labels={contentListLabels(intl, page)}
        paging={page && { page: page.page, pageCount: page.pageCount, onLoadMore: loadMore, loadingMore: more === 'loading', moreFailed: more === 'failed' }}
      />
    </Page>
  );
}

function splitPath(path: string): { pathname: string; search: string } {
  const [pathname, query] = path.split('?');
  return { pathname: pathname!, search: query ? `?${query}` : '' };
}

export default function NoticesRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <NoticesPage />
    </ApolloProvider>
  );
}
