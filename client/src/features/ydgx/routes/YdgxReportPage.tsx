import { lazy, Suspense, useState } from 'react';
import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { getFragmentData } from '../../../__generated__';
import {
  ExamReport_ReportFragmentDoc,
  YdgxReport_ScaleFragmentDoc,
  type YdgxReport_ScaleFragment,
  type YdgxReportQuery,
} from '../../../__generated__/graphql';
import { useFromPage } from '../../../app/firstScreen';
import { useLocale } from '../../../i18n/LocaleContext';
import { MessageBundleProvider } from '../../../i18n/MessageBundleProvider';
import { Card, DepsPage as Page } from '../../../shared/components/report/DepressionSummary';
import { ReportSkeleton } from '../../../shared/components/report/ReportSkeleton';
import { ReportUnavailable } from '../../../shared/components/report/ReportStates';
import { reportRefFrom, TAB_PARAM } from '../../report/reportPaths';
import { ChartView, isBigFive } from '../components/ChartView';
import { RadarChart } from '../components/RadarChart';
import { ReportTabList } from '../components/ReportTabList';
import { ydgxLevelMessages, ydgxReportMessages } from '../messages';
import { NormsNote } from '../components/NormsNote';

const CODE_EXAM_ID = 'YDGX-1802';

export type PsychMap = NonNullable<NonNullable<YdgxReportQuery['report']>['psychMap']>;
type Scale = YdgxReport_ScaleFragment;

const Chips = styled('ul')(({ theme }) => ({
  // Doubled class: stronger than the card's rule for lists.
  '&&': { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1) },
  '& li': { padding: theme.spacing(0.5, 1.5), borderRadius: 999, backgroundColor: '#E9EEF7', color: '#22345A', fontWeight: 600 },
}));

const Block = styled('section')(({ theme }) => ({
  '& + &': { marginTop: theme.spacing(3), paddingTop: theme.spacing(3), borderTop: `1px solid ${theme.palette.divider}` },
  '& h3': { margin: theme.spacing(0, 0, 1), fontSize: '1.1875rem' },
  '& p': { margin: theme.spacing(0, 0, 1.25), lineHeight: 1.65 },
}));

const Scales = styled('dl')(({ theme }) => ({
  margin: 0,
  display: 'grid',
  gap: theme.spacing(2),
  '& dt': { fontWeight: 700 },
  '& dd': { margin: theme.spacing(0.5, 0, 0), lineHeight: 1.6 },
  '& .figures': { color: theme.palette.text.secondary, fontSize: '0.9375rem' },
}));

const Small = styled('p')(({ theme }) => ({ margin: theme.spacing(1, 0, 0), fontSize: '0.875rem', color: theme.palette.text.secondary }));

function ScaleList({ scales }: { scales: readonly Scale[] }) {
  const intl = useIntl();
  const m = ydgxReportMessages;
  return (
    <Scales>
      {scales.map((scale) => (
        <div key={scale.dimension}>
          <dt>{scale.name}</dt>
          <dd className="figures">
            {intl.formatMessage(ydgxLevelMessages[scale.level])} · {intl.formatMessage(m.percent, { value: scale.percent })}
            {scale.percentile != null && <> · {intl.formatMessage(m.percentile, { value: scale.percentile })}</>}
          </dd>
          <dd>{scale.text}</dd>
        </div>
      ))}
    </Scales>
  );
}

function TabContent({ map, tabKey }: { map: PsychMap; tabKey: string }) {
  const intl = useIntl();
  const m = ydgxReportMessages;
  const tab = map.tabs.find((entry) => entry.key === tabKey) ?? map.tabs[0];
  if (!tab) return null;
  const bigFive = getFragmentData(YdgxReport_ScaleFragmentDoc, map.bigFive);
  const compared = <NormsNote norms={map.norms} />;
  return (
    <Card role="tabpanel" id={`panel-${tab.key}`} aria-labelledby={`tab-${tab.key}`}>
      {tab.key === 'overview' && (
        <Block>
          <h3>{intl.formatMessage(m.radarCaption)}</h3>
          <RadarChart
            points={bigFive.map((scale) => ({ key: scale.dimension, label: scale.name, value: scale.percent, percentile: scale.percentile }))}
          />
          {compared}
          <p style={{ marginTop: 16 }}>
            <strong>{intl.formatMessage(m.wellbeing, { index: map.wellbeingIndex })}</strong>
            <br />
            {map.wellbeingText}
          </p>
          {map.keywords.length > 0 && (
            <>
              <h3 style={{ marginTop: 16 }}>{intl.formatMessage(m.keywords)}</h3>
              <Chips>
                {map.keywords.map((word) => (
                  <li key={word}>{word}</li>
                ))}
              </Chips>
            </>
          )}
          {map.tags.length > 0 && (
            <>
              <h3 style={{ marginTop: 16 }}>{intl.formatMessage(m.tags)}</h3>
              <Chips>
                {map.tags.map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
              </Chips>
            </>
          )}
        </Block>
      )}
      {tab.blocks.map((block) => (
        <Block key={block.key} aria-labelledby={`block-${tab.key}-${block.key}`}>
          <h3 id={`block-${tab.key}-${block.key}`}>{block.title}</h3>
          {block.chart && !(tab.key === 'overview' && isBigFive(block.chart)) && (
            <ChartView chart={block.chart} title={block.title} />
          )}
          {block.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Block>
      ))}
      {tab.key === 'dimensionDetail' && (
        <Block>
          <ScaleList
            scales={[
              ...bigFive,
              ...getFragmentData(YdgxReport_ScaleFragmentDoc, map.relationship),
              ...getFragmentData(YdgxReport_ScaleFragmentDoc, map.motives),
            ]}
          />
          {compared}
        </Block>
      )}
      {tab.key === 'developmentAdvice' && <Small>{map.disclaimer}</Small>}
    </Card>
  );
}

function ReportBody({ map, firstName }: { map: PsychMap; firstName: string | null }) {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const m = ydgxReportMessages;
  // The open tab lives in the URL, so a reload or a shared link opens it again.
  const chosen = new URLSearchParams(location.search).get(TAB_PARAM);
  const current = map.tabs.some((tab) => tab.key === chosen) ? (chosen as string) : (map.tabs[0]?.key ?? 'overview');
  const onChange = (key: string) => {
    const params = new URLSearchParams(location.search);
    if (key === map.tabs[0]?.key) params.delete(TAB_PARAM);
    else params.set(TAB_PARAM, key);
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  };
  return (
    <Page>
      <header>
        <h1 style={{ margin: 0, fontSize: 'clamp(1.625rem, 1.3rem + 1.5vw, 2.25rem)', lineHeight: 1.2 }}>{intl.formatMessage(m.title)}</h1>
        {firstName && <p style={{ margin: '4px 0 0' }}>{intl.formatMessage(m.greeting, { name: firstName })}</p>}
        <Small>{intl.formatMessage(m.generated, { date: intl.formatDate(map.generatedAt, { dateStyle: 'long' }) })}</Small>
      </header>
      <ReportTabList label={intl.formatMessage(m.tabs)} tabs={map.tabs} current={current} onChange={onChange} />
      <TabContent map={map} tabKey={current} />
    </Page>
  );
}

type LoadedReport = NonNullable<YdgxReportQuery['report']>;

/** A report that can be shown: its map, with the buyer's name from the order's fields. */
export function ShownReport({ report }: { report: LoadedReport & { psychMap: PsychMap } }) {
  const order = getFragmentData(ExamReport_ReportFragmentDoc, report);
  return <ReportBody map={report.psychMap} firstName={order?.firstName ?? null} />;
}

export function ReportLoading() {
  return (
    <Page>
      <ReportSkeleton />
    </Page>
  );
}

/** The report through the GraphQL client, whose code is fetched only when the page needs it (see Report). */
const LiveReport = lazy(() => import('./YdgxReportLive'));

/**
 * The map the page came with (see app/firstScreen) shows at once, without the GraphQL client's code. The client
 * is fetched only when the page came without it, or when the language changes: the map shown stays until the
 * new one is here.
 */
function Report({ orderNumber, token }: { orderNumber: string; token: string | null }) {
  const { locale } = useLocale();
  const answered = useFromPage<YdgxReportQuery>('YdgxReport', { orderNumber, locale, token })?.report;
  // The language it came in: a switch to another one asks for the report in that one.
  const [firstLocale] = useState(locale);
  const fromPage = answered?.psychMap ? { locale: firstLocale, report: { ...answered, psychMap: answered.psychMap } } : null;
  const shown = fromPage && <ShownReport report={fromPage.report} />;
  if (fromPage && fromPage.locale === locale) return shown;
  return (
    <Suspense fallback={shown ?? <ReportLoading />}>
      <LiveReport orderNumber={orderNumber} token={token} before={fromPage?.report ?? null} />
    </Suspense>
  );
}

function ReportRoute() {
  const location = useLocation();
  const ref = reportRefFrom(location.search);
  if (!ref) return <ReportUnavailable codeExamId={CODE_EXAM_ID} />;
  return <Report orderNumber={ref.orderNumber} token={ref.token} />;
}

/**
 * `/report/result/YDGX-1802?order=...`: the paid psychological map, in the spec's four tabs (overview, key
 * interpretations, dimension detail, development advice), each block with its chart and the figures as text.
 */
export default function YdgxReportPage() {
  return (
    // The level words (low, medium, high) are the free result's, in the funnel's bundle.
    <MessageBundleProvider bundle="funnel">
      <ReportRoute />
    </MessageBundleProvider>
  );
}
