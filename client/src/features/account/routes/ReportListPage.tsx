import { ApolloProvider, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { AccountReportListDocument, type AccountReportListQuery } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { HOME_PATH } from '../../../app/routes.table';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { SubscriptionPanel } from '../../subscription/SubscriptionPanel';
import { codeExamIdOr } from '../accountPaths';
import { AccountHeading } from '../components/AccountHeading';
import { Page } from '../components/accountStyles';
import { ListView } from '../components/ListView';
import { MembershipLine } from '../components/MembershipLine';
import { OrderCard } from '../components/OrderCard';
import { SignInRequired } from '../components/SignInRequired';
import { reportListMessages, signInRequiredMessages } from '../messages';
import { isPlan, splitOrders } from '../orderLists';

type Order = NonNullable<AccountReportListQuery['me']>['orders'][number];

/** The open tab lives in the URL, so coming back from a report or the payment page lands on it again. */
const TAB_PARAM = 'tab';
const TABS = ['completed', 'pending'] as const;
type ListTab = (typeof TABS)[number];

const keyOf = (order: Order) => order.orderNumber;
/** Narrow side padding, so both labels fit on one line on a phone in most languages. */
const TAB_STYLE = { minHeight: 48, px: 1, textTransform: 'none', fontWeight: 600 } as const;
const renderOrder = (order: Order) => <OrderCard order={order} />;

function OrderTabs({ orders }: { orders: readonly Order[] }) {
  const intl = useIntl();
  const to = useLocalizedTo();
  const [params, setParams] = useSearchParams();
  const tab: ListTab = params.get(TAB_PARAM) === 'pending' ? 'pending' : 'completed';
  const { completed, pending } = splitOrders(orders);

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

  return (
    <>
      <Tabs
        value={tab}
        onChange={(_event, value: ListTab) => select(value)}
        variant="fullWidth"
        aria-label={intl.formatMessage(reportListMessages.tabs)}
        sx={{ mt: 3, mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="completed"
          id="reports-tab-completed"
          aria-controls="reports-panel-completed"
          label={intl.formatMessage(reportListMessages.completed, { count: completed.length })}
          sx={TAB_STYLE}
        />
        <Tab
          value="pending"
          id="reports-tab-pending"
          aria-controls="reports-panel-pending"
          label={intl.formatMessage(reportListMessages.pending, { count: pending.length })}
          sx={TAB_STYLE}
        />
      </Tabs>
      <div role="tabpanel" id="reports-panel-completed" aria-labelledby="reports-tab-completed" hidden={tab !== 'completed'}>
        {tab === 'completed' && (
          <>
            <ListView
              status="ready"
              items={completed}
              keyOf={keyOf}
              renderItem={renderOrder}
              loadingLabel={intl.formatMessage(reportListMessages.loading)}
              empty={
                <>
                  <Typography>{intl.formatMessage(reportListMessages.emptyCompleted)}</Typography>
                  <Button component={Link} to={to(HOME_PATH)} variant="contained" size="large">
                    {intl.formatMessage(reportListMessages.startTest)}
                  </Button>
                </>
              }
            />
            {/* Each plan with its state and a cancel button: cancelling takes two clicks from here (spec section 4). */}
            {completed.filter(isPlan).map((order) => (
              <SubscriptionPanel key={order.orderNumber} orderNumber={order.orderNumber} />
            ))}
          </>
        )}
      </div>
      <div role="tabpanel" id="reports-panel-pending" aria-labelledby="reports-tab-pending" hidden={tab !== 'pending'}>
        {tab === 'pending' && (
          <ListView
            status="ready"
            items={pending}
            keyOf={keyOf}
            renderItem={renderOrder}
            loadingLabel={intl.formatMessage(reportListMessages.loading)}
            empty={<Typography>{intl.formatMessage(reportListMessages.emptyPending)}</Typography>}
          />
        )}
      </div>
    </>
  );
}

function ReportListPage() {
  const intl = useIntl();
  const codeExamId = codeExamIdOr(useParams()['codeExamId']);
  const to = useLocalizedTo();
  const { data, error, loading, refetch } = useQuery(AccountReportListDocument, {
    // Orders change outside this page (a payment, a report finished): show the cache, then the server's answer.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });

  if (data && !data.me) {
    return (
      <SignInRequired codeExamId={codeExamId} body={intl.formatMessage(signInRequiredMessages.reportsBody)}>
        <Button component={Link} to={to(`/report/retrieve/${codeExamId}`)} variant="text" size="large">
          {intl.formatMessage(signInRequiredMessages.retrieve)}
        </Button>
      </SignInRequired>
    );
  }

  const me = data?.me;
  return (
    <Page>
      <AccountHeading id="reports-title" title={intl.formatMessage(reportListMessages.title)} />
      {me ? (
        <>
          <MembershipLine user={me} />
          <OrderTabs orders={me.orders} />
        </>
      ) : (
        <div style={{ marginTop: 24 }}>
          <ListView<Order>
            status={error && !loading ? 'error' : 'loading'}
            items={[]}
            keyOf={keyOf}
            renderItem={renderOrder}
            onRetry={() => void refetch().catch(() => undefined)}
            loadingLabel={intl.formatMessage(reportListMessages.loading)}
          />
        </div>
      )}
    </Page>
  );
}

/**
 * `/userCenter/reportList`: the signed-in user's reports (spec section 2), completed and waiting for payment, from
 * every order made with the account's address, with each plan's cancel button under the completed ones.
 */
export default function ReportListRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <ReportListPage />
    </ApolloProvider>
  );
}
