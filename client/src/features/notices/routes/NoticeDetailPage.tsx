import { ApolloProvider, useMutation, useQuery } from '@apollo/client/react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Skeleton } from '../../../shared/components/Skeleton';
import { styled } from '@mui/material/styles';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { MarkNoticeReadDocument, NoticeDetailDocument } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { useLocale } from '../../../i18n/LocaleContext';
import { ContentBody } from '../../../shared/components/ContentBody';
import { RetryPanel } from '../../../shared/components/RetryPanel';
import { StatusPanel } from '../../../shared/components/StatusPanel';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { codeExamIdOr, idParam, noticesPath, withoutId } from '../../articles/contentPaths';
import { contentListMessages as list } from '../../articles/listMessages';
import { noticesMessages as m } from '../messages';
import { markLocallyRead } from '../readNotices';

const Notice = styled('article')(({ theme }) => ({
  maxWidth: 760,
  margin: '0 auto',
  padding: theme.spacing(2, 2, 8),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4, 3, 10) },
  '& .back': { display: 'inline-flex', alignItems: 'center', gap: theme.spacing(1), minHeight: 44, color: theme.palette.primary.main, fontWeight: 600 },
  '& time': { display: 'block', margin: theme.spacing(2, 0, 1), fontSize: '0.875rem', color: theme.palette.text.secondary },
  '& h1': { margin: theme.spacing(0, 0, 2), fontSize: 'clamp(1.5rem, 4.5vw, 2rem)', lineHeight: 1.3, fontWeight: 800 },
  '&:lang(ko) h1': { wordBreak: 'keep-all' },
}));

/** One notice; opening it marks it read (on the server for a member, in this browser for a visitor). */
function NoticeDetailPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const to = useLocalizedTo();
  const codeExamId = codeExamIdOr(useParams()['codeExamId']);
  const id = idParam(useSearchParams()[0]);
  const { data, error, loading, refetch } = useQuery(NoticeDetailDocument, { variables: { id: id ?? 0, locale }, skip: id === null });
  const [markRead] = useMutation(MarkNoticeReadDocument);
  const notice = data?.notice;

  useEffect(() => {
    if (!notice) return;
    if (notice.read === null || notice.read === undefined) markLocallyRead(notice.id);
    else if (!notice.read) void markRead({ variables: { input: { noticeId: notice.id } } }).catch(() => undefined);
  }, [notice, markRead]);

  const back = (
    <Link className="back" to={withoutId(to(noticesPath(codeExamId)))}>
      <ArrowBackIcon fontSize="small" aria-hidden />
      {intl.formatMessage(m.back)}
    </Link>
  );
  if (error && !data) {
    return (
      <RetryPanel id="notice-error" title={intl.formatMessage(list.loadFailed)} body="" retryLabel={intl.formatMessage(list.retry)} onRetry={() => void refetch().catch(() => undefined)} />
    );
  }
  if (loading || (!data && id !== null)) {
    return (
      <Notice aria-busy="true">
        {back}
        <Skeleton variant="text" height={48} />
        <Skeleton variant="rounded" height={200} sx={{ mt: 2 }} />
      </Notice>
    );
  }
  if (!notice) {
    return (
      <StatusPanel
        id="notice-missing"
        title={intl.formatMessage(m.notFoundTitle)}
        body={intl.formatMessage(m.notFoundBody)}
        actions={
          <Button component={Link} to={withoutId(to(noticesPath(codeExamId)))} variant="contained" size="large">
            {intl.formatMessage(m.back)}
          </Button>
        }
      />
    );
  }
  return (
    <Notice lang={notice.locale} aria-labelledby="notice-title">
      {back}
      <time dateTime={notice.publishedAt}>{intl.formatDate(notice.publishedAt, { dateStyle: 'long', timeZone: 'UTC' })}</time>
      <h1 id="notice-title">{notice.title}</h1>
      <ContentBody blocks={notice.body} lang={notice.locale} />
    </Notice>
  );
}

export default function NoticeDetailRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <NoticeDetailPage />
    </ApolloProvider>
  );
}
