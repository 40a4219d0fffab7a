import { styled } from '@mui/material/styles';
import { type ComponentProps, type ComponentType, type CSSProperties, useEffect, useEffectEvent, useState } from 'react';
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
import { afterFirstPaint } from '../../../shared/afterFirstPaint';
import { ReportToolbar } from './ReportToolbar';

type DimensionsTabType = typeof import('../dimensions/DimensionsTab').DimensionsTab;
let LoadedDimensionsTab: DimensionsTabType | null = null;
const loadDimensions = () =>
  import('../dimensions/DimensionsTab').then((module) => {
    LoadedDimensionsTab = module.DimensionsTab;
    return module.DimensionsTab;
  });

/**
 * The second tab, its own chunk: fetched once the report is on screen, so opening it seldom waits; until its code is
 * here, a placeholder holds its place (the tabs never suspend, so a switch shows at once).
 */
function DimensionsTab(props: ComponentProps<DimensionsTabType>) {
  const [Tab, setTab] = useState<DimensionsTabType | null>(() => LoadedDimensionsTab);
  useEffect(() => {
    if (Tab) return;
    let current = true;
    loadDimensions().then(
      (loaded) => current && setTab(() => loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [Tab]);
  return Tab ? <Tab {...props} /> : <ReportSkeleton />;
}

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
    import('./LiveSubscriptionPanel').then(
      (module) => {
        LoadedSubscriptionPanel = module.LiveSubscriptionPanel;
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
  const tab = tabFrom(location.search);
  const { pdf, checkAgain } = usePdfUrl({
    orderNumber: report.orderNumber,
    locale: report.locale,
    token,
    known: report.pdfUrl,
  });
  useEffect(() => afterFirstPaint(() => void loadDimensions()), []);
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
        {tab === 'overview' ? (
          <OverviewTab report={report} accent={accent} />
        ) : (
          <DimensionsTab report={report} accent={accent} />
        )}
      </ReportTabs>
    </Body>
  );
}

