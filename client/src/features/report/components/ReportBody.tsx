import { styled } from '@mui/material/styles';
import { type ComponentProps, type ComponentType, createElement, type CSSProperties, useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Locale } from '@innerscope/shared/locales';
import { OverviewTab } from '../overview/OverviewTab';
import { LOCALE_PARAM, type ReportTab, searchWithLocale, searchWithTab, tabFrom } from '../reportPaths';
import type { ReadableReport } from '../readableReport';
import { typePalette } from '../typePalette';
import { usePdfUrl } from '../usePdfUrl';
import { ReportHeader } from './ReportHeader';
import { ReportTabs } from './ReportTabs';
import { ReportSkeleton } from '../../../shared/components/report/ReportSkeleton';
import { deferredComponent, useDeferredComponent } from '../../../shared/useDeferredComponent';
import { whenEngaged } from '../../../shared/whenEngaged';
import { ReportToolbar } from './ReportToolbar';

const dimensionsTab = deferredComponent((): Promise<ComponentType<ComponentProps<typeof import('../dimensions/DimensionsTab').DimensionsTab>>> =>
  import('../dimensions/DimensionsTab').then((module) => module.DimensionsTab),
);

/**
 * The second tab, its own chunk: fetched once the report is on screen, so opening it seldom waits; until its code is
 * here, a placeholder holds its place (the tabs never suspend, so a switch shows at once).
 */
function DimensionsTab(props: ComponentProps<typeof import('../dimensions/DimensionsTab').DimensionsTab>) {
  const Tab = useDeferredComponent(dimensionsTab);
  return Tab ? createElement(Tab, props) : <ReportSkeleton />;
}

interface SubscriptionPanelProps {
  readonly orderNumber: string;
  readonly token: string | null;
}

const liveSubscriptionPanel = deferredComponent(
  (): Promise<ComponentType<SubscriptionPanelProps>> => import('./LiveSubscriptionPanel').then((module) => module.LiveSubscriptionPanel),
);

/**
 * The subscriptions of the order, with the GraphQL client: their code is fetched once the report is painted and the
 * browser is idle (a visitor may have come to cancel), so the report never waits for it; the panel draws nothing
 * until its own list is here anyway.
 */
function SubscriptionPanel(props: SubscriptionPanelProps) {
  const Panel = useDeferredComponent(liveSubscriptionPanel, 'paint');
  return Panel ? createElement(Panel, props) : null;
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

/**
 * Keeps `hl` in the URL equal to the report's language, so a reload or a shared link opens it in the same one.
 * It runs when the language changes, not on every navigation: a switch in progress must not be undone.
 */
export function useLocaleInUrl(locale: Locale) {
  const location = useLocation();
  const navigate = useNavigate();
  const sync = useEffectEvent((wanted: Locale) => {
    if (new URLSearchParams(location.search).get(LOCALE_PARAM) === wanted) return;
    navigate({ pathname: location.pathname, search: searchWithLocale(location.search, wanted), hash: location.hash }, { replace: true });
  });
  useEffect(() => sync(locale), [locale]);
}

export interface ReportBodyProps {
  readonly report: ReadableReport;
  readonly locale: Locale;
  readonly token: string | null;
  /** Whether a request is on its way: with a report in another language on screen, that is a switch. */
  readonly loading: boolean;
  readonly onLocaleChange: (locale: Locale) => void;
}

export function ReportBody({ report, locale, token, loading, onLocaleChange }: ReportBodyProps) {
  const location = useLocation();
  const navigate = useNavigate();
  // The open tab shows at once on a switch; the URL follows (a navigation, which React may hold back while the
  // page it leads to loads), and a change of the URL from elsewhere (Back) is followed too.
  const tabInUrl = tabFrom(location.search);
  const [tab, setTab] = useState<ReportTab>(tabInUrl);
  const [seenTabInUrl, setSeenTabInUrl] = useState<ReportTab>(tabInUrl);
  if (tabInUrl !== seenTabInUrl) {
    setSeenTabInUrl(tabInUrl);
    setTab(tabInUrl);
  }
  const { pdf, checkAgain } = usePdfUrl({
    orderNumber: report.orderNumber,
    locale: report.locale,
    token,
    known: report.pdfUrl,
  });
  useEffect(() => whenEngaged(() => void dimensionsTab.load().catch(() => undefined)), []);
  const onTabChange = (next: ReportTab) => {
    setTab(next);
    navigate({ pathname: location.pathname, search: searchWithTab(location.search, next) }, { replace: true });
  };
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
        {tab === 'overview' ? (
          <OverviewTab report={report} accent={accent} />
        ) : (
          <DimensionsTab report={report} accent={accent} />
        )}
      </ReportTabs>
    </Body>
  );
}

