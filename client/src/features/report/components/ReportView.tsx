import { useApolloClient, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { type ComponentType, type CSSProperties, useEffect, useEffectEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { ReportDocument } from '../../../__generated__/graphql';
import { usePrimedFromPage } from '../../../app/firstScreen';
import { useLocale } from '../../../i18n/LocaleContext';
import { type Locale, NATIVE_NAMES } from '@innerscope/shared/locales';
import { DimensionsTab } from '../dimensions/DimensionsTab';
import { reportStateMessages } from '../messages';
import { OverviewTab } from '../overview/OverviewTab';
import { LOCALE_PARAM, type ReportTab, searchWithLocale, searchWithTab, tabFrom } from '../reportPaths';
import { type ReadableReport, readableReport } from '../readableReport';
import { typePalette } from '../typePalette';
import { usePdfUrl } from '../usePdfUrl';
import { ReportHeader } from './ReportHeader';
import { ReportSkeleton } from '../../../shared/components/report/ReportSkeleton';
import { ReportError, ReportPendingPayment, ReportUnavailable } from '../../../shared/components/report/ReportStates';
import { ReportTabs } from './ReportTabs';
import { ReportToolbar } from './ReportToolbar';

type SubscriptionPanelType = ComponentType<{ orderNumber: string; token: string | null }>;
let LoadedSubscriptionPanel: SubscriptionPanelType | null = null;

/**
 * The subscriptions of the order, whose code is fetched once the report is on screen: the panel renders nothing
 * until its own list is here anyway, so the report never waits for it (and never suspends for it).
 */
function SubscriptionPanel(props: { orderNumber: string; token: string | null }) {
  const [loaded, setLoaded] = useState(LoadedSubscriptionPanel !== null);
  useEffect(() => {
    if (loaded) return;
    let current = true;
    import('../../subscription/SubscriptionPanel').then(
      (module) => {
        LoadedSubscriptionPanel = module.SubscriptionPanel;
        if (current) setLoaded(true);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [loaded]);
  const Panel = loaded ? LoadedSubscriptionPanel : null;
  return Panel ? <Panel {...props} /> : null;
}

/**
 * The page: one column on a phone (the whole screen less a margin), a magazine spread on a desktop, whose sections
 * set their own columns.
 */
export const ReportPageFrame = styled('div')(({ theme }) => ({
  maxWidth: 1160,
  margin: '0 auto',
  padding: theme.spacing(2, 2, 8),
  display: 'grid',
  // Columns may shrink below their content's width: wide content (the result table) scrolls inside itself.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.spacing(2),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4, 3, 10) },
}));

/** The report itself, laid out like the frame around it, carrying the type's colours. */
const Body = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.spacing(2),
}));

/** A problem beside the report that leaves it readable (a language switch that failed). */
const Notice = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(1),
  padding: theme.spacing(1.5, 2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: '#FFF4E5',
  color: '#663C00',
  '& p': { margin: 0, flex: '1 1 240px' },
}));

/**
 * Keeps `hl` in the URL equal to the report's language, so a reload or a shared link opens it in the same one.
 * It runs when the language changes, not on every navigation: a switch in progress must not be undone.
 */
function useLocaleInUrl(locale: Locale) {
  const location = useLocation();
  const navigate = useNavigate();
  const sync = useEffectEvent((wanted: Locale) => {
    if (new URLSearchParams(location.search).get(LOCALE_PARAM) === wanted) return;
    navigate({ pathname: location.pathname, search: searchWithLocale(location.search, wanted), hash: location.hash }, { replace: true });
  });
  useEffect(() => sync(locale), [locale]);
}

interface ReportBodyProps {
  readonly report: ReadableReport;
  readonly locale: Locale;
  readonly token: string | null;
  /** Whether a request is on its way: with a report in another language on screen, that is a switch. */
  readonly loading: boolean;
  readonly onLocaleChange: (locale: Locale) => void;
}

function ReportBody({ report, locale, token, loading, onLocaleChange }: ReportBodyProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const tab = tabFrom(location.search);
  const { pdf, checkAgain } = usePdfUrl({
    orderNumber: report.orderNumber,
    locale: report.locale,
    token,
    known: report.pdfUrl,
  });
  const onTabChange = (next: ReportTab) =>
    navigate({ pathname: location.pathname, search: searchWithTab(location.search, next) }, { replace: true });
  const accent = report.type.accent;
  const colours = typePalette(report.type.code, accent);
  // The type's colours for the sections below (panels, rules, headings), as CSS variables.
  const style = {
    '--type-primary': colours.primary,
    '--type-soft': colours.soft,
    '--type-dark': colours.dark,
  } as CSSProperties;
  return (
    <Body style={style}>
      <ReportHeader report={report} />
      <ReportToolbar
        pdf={pdf}
        onCheckAgain={checkAgain}
        locale={locale}
        onLocaleChange={onLocaleChange}
        switchingTo={loading && report.locale !== locale ? locale : null}
      />
      <SubscriptionPanel orderNumber={report.orderNumber} token={token} />
      <ReportTabs tab={tab} onChange={onTabChange}>
        {tab === 'overview' ? <OverviewTab report={report} accent={accent} /> : <DimensionsTab report={report} accent={accent} />}
      </ReportTabs>
    </Body>
  );
}

export interface ReportViewProps {
  readonly codeExamId: string;
  readonly orderNumber: string;
  readonly token: string | null;
}

/**
 * The paid report of an order, in the interface's language: switching one switches the other, and the report
 * already on screen stays there until its new texts are here. A switch that fails keeps the report as it was.
 */
export function ReportView({ codeExamId, orderNumber, token }: ReportViewProps) {
  const intl = useIntl();
  const { locale, switchLocale } = useLocale();
  useLocaleInUrl(locale);
  const variables = { orderNumber, locale, token };
  // The report the page came with, if any (see app/firstScreen), is read from the cache: no request.
  const client = useApolloClient();
  usePrimedFromPage(client, ReportDocument, variables);
  const { data, previousData, error, loading, refetch } = useQuery(ReportDocument, {
    variables,
    notifyOnNetworkStatusChange: true,
  });
  const retry = () => void refetch().catch(() => undefined);
  const onLocaleChange = (next: Locale) => void switchLocale(next);

  const current = data?.report;
  const shown = readableReport(current);
  const before = readableReport(previousData?.report);
  const previous = before?.orderNumber === orderNumber ? before : null;

  if (shown) {
    return (
      <ReportPageFrame>
        <ReportBody report={shown} locale={locale} token={token} loading={loading} onLocaleChange={onLocaleChange} />
      </ReportPageFrame>
    );
  }
  // A report that was readable a moment ago stays: while another language loads, or if loading it failed.
  const failedSwitch = previous && !loading && (error || data);
  if (previous && (loading || failedSwitch)) {
    return (
      <ReportPageFrame>
        {failedSwitch && (
          <Notice role="alert">
            <p>{intl.formatMessage(reportStateMessages.switchFailed, { language: NATIVE_NAMES[locale] })}</p>
            <Button color="inherit" onClick={retry}>
              {intl.formatMessage(reportStateMessages.retry)}
            </Button>
          </Notice>
        )}
        <ReportBody
          report={previous}
          locale={locale}
          token={token}
          loading={loading}
          onLocaleChange={onLocaleChange}
        />
      </ReportPageFrame>
    );
  }
  if (data && current === null) return <ReportUnavailable codeExamId={codeExamId} />;
  if (current?.status === 'PENDING_PAYMENT') return <ReportPendingPayment codeExamId={codeExamId} orderNumber={orderNumber} />;
  // A paid report without its contents would be the server's fault: offered again like any failed load.
  if ((error || current) && !loading) {
    return <ReportError onRetry={retry} />;
  }
  return (
    <ReportPageFrame>
      <ReportSkeleton />
    </ReportPageFrame>
  );
}
