import { ApolloProvider, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { AccountReportListDocument, type AccountReportListQuery, type OrderListFilter } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { HOME_PATH } from '@innerscope/shared/routes';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { SubscriptionPanel } from '../../subscription/SubscriptionPanel';
import { codeExamIdOr } from '../accountPaths';
import { AccountHeading } from '../../../shared/components/account/AccountHeading';
import { Page } from '../../../shared/components/account/accountStyles';
import { ListView } from '../../../shared/components/account/ListView';
import { MembershipLine } from '../components/MembershipLine';
import { OrderCard } from '../components/OrderCard';
import { SignInRequired } from '../components/SignInRequired';
import { reportListMessages, signInRequiredMessages } from '../messages';
import { isPlan } from '../orderLists';

type Me = NonNullable<AccountReportListQuery['me']>;
type Order = Me['orderPage']['items'][number];

/** The open tab lives in the URL, so coming back from a report or the payment page lands on it again. */
const TAB_PARAM = 'tab';
type ListTab = 'completed' | 'pending';
const FILTER: Readonly<Record<ListTab, OrderListFilter>> = { completed: 'COMPLETED', pending: 'PENDING' };
/** Orders per page: a phone screen shows two or three cards, so ten is a few screens. */
export const REPORT_PAGE_SIZE = 10;

const keyOf = (order: Order) => order.orderNumber;
/** Narrow side padding, so both labels fit on one line on a phone in most languages. */
const TAB_STYLE = { minHeight: 48, px: 1, textTransform: 'none', fontWeight: 600 } as const;
const renderOrder = (order: Order) => <OrderCard order={order} />;

function useListTab(): [ListTab, (next: ListTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab: ListTab = params.get(TAB_PARAM) === 'pending' ? 'pending' : 'completed';
  const select = (next: ListTab) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === 'completed') changed.delete(TAB_PARAM);
        else changed.set(TAB_PARAM, next);
        return changed;
      },
      { replace: true },
    );
  return [tab, select];
}

interface TabPanelProps {
  readonly tab: ListTab;
  /** The open tab's orders, or null while they load or after a failure. */
  readonly page: Me['orderPage'] | null;
  readonly failed: boolean;
  readonly onRetry: () => void;
  readonly onLoadMore: () => Promise<void>;
}

function OrderTabPanel({ tab, page, failed, onRetry, onLoadMore }: TabPanelProps) {
  const intl = useIntl();
  const to = useLocalizedTo();
  const [more, setMore] = useState<'idle' | 'loading' | 'failed'>('idle');
  const loadMore = () => {
    setMore('loading');
    onLoadMore().then(
      () => setMore('idle'),
      () => setMore('failed'),
    );
  };
  const items = page?.items ?? [];
  return (
    <div role="tabpanel" id={`reports-panel-${tab}`} aria-labelledby={`reports-tab-${tab}`}>
      <ListView
        status={page ? 'ready' : failed ? 'error' : 'loading'}
        items={items}
        keyOf={keyOf}
        renderItem={renderOrder}
        onRetry={onRetry}
        loadingLabel={intl.formatMessage(reportListMessages.loading)}
        paging={
          page
            ? { page: page.page, pageCount: page.pageCount, total: page.total, onLoadMore: loadMore, loadingMore: more === 'loading', moreFailed: more === 'failed' }
            : undefined
        }
        empty={
          tab === 'completed' ? (
            <>
              <Typography>{intl.formatMessage(reportListMessages.emptyCompleted)}</Typography>
              <Button component={Link} to={to(HOME_PATH)} variant="contained" size="large">
                {intl.formatMessage(reportListMessages.startTest)}
              </Button>
            </>
          ) : (
            <Typography>{intl.formatMessage(reportListMessages.emptyPending)}</Typography>
          )
        }
      />
      {/* Each plan with its state and a cancel button: cancelling takes two clicks from here (spec section 4). */}
      {tab === 'completed' &&
        items.filter(isPlan).map((order) => <SubscriptionPanel key={order.orderNumber} orderNumber={order.orderNumber} />)}
    </div>
  );
}

function ReportListPage() {
  const intl = useIntl();
  const codeExamId = codeExamIdOr(useParams()['codeExamId']);
  const to = useLocalizedTo();
  const [tab, select] = useListTab();
  const { data, previousData, error, loading, refetch, fetchMore } = useQuery(AccountReportListDocument, {
    variables: { status: FILTER[tab], page: 1, pageSize: REPORT_PAGE_SIZE },
    // Orders change outside this page (a payment, a report finished): show the cache, then the server's answer.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const retry = () => void refetch().catch(() => undefined);

  if (data && !data.me) {
    return (
      <SignInRequired codeExamId={codeExamId} body={intl.formatMessage(signInRequiredMessages.reportsBody)}>
        <Button component={Link} to={to(`/report/retrieve/${codeExamId}`)} variant="text" size="large">
          {intl.formatMessage(signInRequiredMessages.retrieve)}
        </Button>
      </SignInRequired>
    );
  }

  // Switching tabs keeps the membership and the counts on screen while the other tab loads.
  const me = data?.me ?? previousData?.me ?? null;
  const page = data?.me?.orderPage ?? null;
  const failed = Boolean(error) && !loading;
  return (
    <Page>
      <AccountHeading id="reports-title" title={intl.formatMessage(reportListMessages.title)} />
      {me ? (
        <>
          <MembershipLine user={me} />
          <Tabs
            value={tab}
            onChange={(_event, value: ListTab) => select(value)}
            variant="fullWidth"
            aria-label={intl.formatMessage(reportListMessages.tabs)}
            sx={{ mt: 3, mb: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            {(['completed', 'pending'] as const).map((value) => (
              <Tab
                key={value}
                value={value}
                id={`reports-tab-${value}`}
                aria-controls={`reports-panel-${value}`}
                label={intl.formatMessage(reportListMessages[value], { count: me[value].total })}
                sx={TAB_STYLE}
              />
            ))}
          </Tabs>
          <OrderTabPanel
            key={tab}
            tab={tab}
            page={page}
            failed={failed}
            onRetry={retry}
            onLoadMore={async () => {
              if (page) await fetchMore({ variables: { page: page.page + 1 } });
            }}
          />
        </>
      ) : (
        <div style={{ marginTop: 24 }}>
          <ListView<Order>
            status={failed ? 'error' : 'loading'}
            items={[]}
            keyOf={keyOf}
            renderItem={renderOrder}
            onRetry={retry}
            loadingLabel={intl.formatMessage(reportListMessages.loading)}
          />
        </div>
      )}
    </Page>
  );
}

/**
 * `/userCenter/reportList`: the signed-in user's reports (spec section 2), completed and waiting for payment, from
 * every order made with the account's address, ten at a time with "Load more", with each plan's cancel button under
 * the completed ones.
 */
export default function ReportListRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <ReportListPage />
    </ApolloProvider>
  );
}
