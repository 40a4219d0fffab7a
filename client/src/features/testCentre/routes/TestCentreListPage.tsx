import { ApolloProvider, useQuery } from '@apollo/client/react';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { HOME_CODE_EXAM_ID } from '@innerscope/shared/routes';
import { CategoryTestsDocument } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { useLocale } from '../../../i18n/LocaleContext';
import { CATEGORY_NAMES } from '../components/CategoryTabs';
import { Page } from '../components/CentreLayout';
import { statusOf, TestCardList } from '../components/TestCardList';
import { testCentreMessages as m } from '../messages';
import { categoryOfSlug, countryOfLocale, TEST_CENTRE_PATH } from '../testCentrePaths';
import { useTestLinkTo } from '../useTestLinkTo';

const PAGE_SIZE = 10;

const Footer = styled('div')(({ theme }) => ({ display: 'grid', justifyItems: 'center', gap: theme.spacing(1.5), marginTop: theme.spacing(3) }));
const End = styled('p')(({ theme }) => ({ margin: 0, color: theme.palette.text.secondary, fontSize: '0.875rem' }));

function TestCentreListPage() {
  const intl = useIntl();
  const to = useTestLinkTo();
  const { locale } = useLocale();
  const codeExamId = useParams()['codeExamId'] ?? HOME_CODE_EXAM_ID;
  const [params] = useSearchParams();
  const category = categoryOfSlug(params.get('category'));
  const query = useQuery(CategoryTestsDocument, {
    variables: { category, page: 1, pageSize: PAGE_SIZE, locale, country: countryOfLocale(locale) },
    notifyOnNetworkStatusChange: true,
  });
  const [moreFailed, setMoreFailed] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const list = query.data?.testList;
  const name = intl.formatMessage(CATEGORY_NAMES[category]);
  const more = list !== undefined && list.page < list.pageCount;

  const loadMore = () => {
    if (!list) return;
    setLoadingMore(true);
    setMoreFailed(false);
    query
      .fetchMore({ variables: { page: list.page + 1 } })
      .catch(() => setMoreFailed(true))
      .finally(() => setLoadingMore(false));
  };

  return (
    <Page>
      <Button component={Link} to={to(`${TEST_CENTRE_PATH}/${codeExamId}`)} startIcon={<ArrowBack aria-hidden />} sx={{ ml: -1, mb: 1 }}>
        {intl.formatMessage(m.back)}
      </Button>
      <Typography id="test-list-title" variant="h2" component="h1" tabIndex={-1} sx={{ outline: 'none' }}>
        {intl.formatMessage(m.listTitle, { category: name })}
      </Typography>
      {list && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {intl.formatMessage(m.count, { count: list.total })}
        </Typography>
      )}
      <div style={{ marginTop: 24 }}>
        <TestCardList
          status={statusOf(query)}
          cards={list?.items ?? []}
          empty={intl.formatMessage(m.categoryEmpty)}
          onRetry={() => void query.refetch().catch(() => undefined)}
          label={name}
          skeletons={6}
        />
      </div>
      {list && list.items.length > 0 && (
        <Footer>
          {more && moreFailed && (
            <Typography role="alert" sx={{ fontWeight: 600 }}>
              {intl.formatMessage(m.loadFailed)}
            </Typography>
          )}
          {more ? (
            <Button variant="outlined" size="large" onClick={loadMore} disabled={loadingMore} sx={{ minWidth: 200 }}>
              {intl.formatMessage(loadingMore ? m.loadingMore : moreFailed ? m.retry : m.loadMore)}
            </Button>
          ) : (
            <End>{intl.formatMessage(m.noMore)}</End>
          )}
        </Footer>
      )}
    </Page>
  );
}

/**
 * `/userCenter/exploreMore/testCenter/list?category=…`: one tab's tests in full, newest first, ten at a time with
 * "Load more" until "No more".
 */
export default function TestCentreListRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <TestCentreListPage />
    </ApolloProvider>
  );
}
