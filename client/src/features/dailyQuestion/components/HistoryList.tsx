import { useQuery } from '@apollo/client/react';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DailyQuestionHistoryDocument, type DailyQuestionHistoryQuery } from '../../../__generated__/graphql';
import { PagedList } from '../../../shared/components/PagedList';
import { dailyQuestionMessages as m } from '../messages';
import { AnswerResult } from './AnswerResult';

const PAGE_SIZE = 7;
type Item = DailyQuestionHistoryQuery['dailyQuestionHistory']['items'][number];

const Row = styled('details')(({ theme }) => ({
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  '& summary': {
    display: 'grid',
    gap: theme.spacing(0.5),
    padding: theme.spacing(1.5, 2),
    cursor: 'pointer',
    listStyle: 'none',
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2, borderRadius: theme.shape.borderRadius },
  },
  '& .meta': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1), fontSize: '0.8125rem', color: theme.palette.text.secondary },
  '& .prompt': { margin: 0, fontWeight: 600, lineHeight: 1.45 },
  '& .open': { fontSize: '0.875rem', fontWeight: 600, color: theme.palette.primary.main },
  '& .body': { padding: theme.spacing(0, 2, 2) },
  '&:lang(ko)': { wordBreak: 'keep-all' },
}));

/** The member's earlier questions, newest first, each opening to their answer and the research; page by page. */
export function HistoryList({ locale, timeZone }: { locale: string; timeZone: string | null }) {
  const intl = useIntl();
  const { data, error, refetch, fetchMore } = useQuery(DailyQuestionHistoryDocument, {
    variables: { locale, timeZone, page: 1, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [more, setMore] = useState<'idle' | 'loading' | 'failed'>('idle');
  const page = data?.dailyQuestionHistory ?? null;
  const loadMore = () => {
    if (!page) return;
    setMore('loading');
    fetchMore({ variables: { page: page.page + 1 } }).then(
      () => setMore('idle'),
      () => setMore('failed'),
    );
  };

  const renderItem = (item: Item) => {
    const status = !item.answer ? m.notAnswered : item.question.reflection ? m.answered : item.answer.correct ? m.right : m.notQuite;
    return (
      <li>
        <Row lang={locale}>
          <summary>
            <span className="meta">
              <time dateTime={item.date}>{intl.formatDate(`${item.date}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })}</time>
              <span aria-hidden>·</span>
              <span>{intl.formatMessage(m[`type${item.question.type}`])}</span>
              <span aria-hidden>·</span>
              <span>{intl.formatMessage(status)}</span>
            </span>
            <p className="prompt">{item.question.prompt}</p>
            <span className="open">{intl.formatMessage(m.showAnalysis)}</span>
          </summary>
          <div className="body">
            <AnswerResult question={item.question} answer={item.answer} headingLevel="h4" />
          </div>
        </Row>
      </li>
    );
  };

  return (
    <section aria-labelledby="daily-history">
      <Typography id="daily-history" variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 800, mb: 1.5 }}>
        {intl.formatMessage(m.historyTitle)}
      </Typography>
      <PagedList
        status={page ? 'ready' : error ? 'error' : 'loading'}
        items={page?.items ?? []}
        keyOf={(item) => item.date}
        renderItem={renderItem}
        onRetry={() => void refetch().catch(() => undefined)}
        label={intl.formatMessage(m.historyTitle)}
        empty={<Typography>{intl.formatMessage(m.historyEmpty)}</Typography>}
        labels={{
          loading: intl.formatMessage(m.historyLoading),
          loadFailed: intl.formatMessage(m.historyFailed),
          retry: intl.formatMessage(m.retry),
          loadMore: intl.formatMessage(m.loadMore),
          loadingMore: intl.formatMessage(m.loadingMore),
          noMore: intl.formatMessage(m.noMore),
          pageOf: page ? intl.formatMessage(m.pageOf, { page: page.page, pageCount: page.pageCount, total: page.total }) : '',
        }}
        paging={page && { page: page.page, pageCount: page.pageCount, onLoadMore: loadMore, loadingMore: more === 'loading', moreFailed: more === 'failed' }}
      />
    </section>
  );
}
