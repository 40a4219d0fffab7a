import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { type FragmentType, getFragmentData } from '../../../__generated__/fragment-masking';
import { type ReportStats_ReportFragment, ReportStats_ReportFragmentDoc } from '../../../__generated__/graphql';
import { BarsChart } from '../components/charts/BarsChart';
import { HiddenTable } from '../../../shared/components/report/HiddenTable';
import { ReportSection, TextList } from '../components/ReportSection';
import { countryNamer } from './countryNames';
import { dimensionsSectionMessages, statsMessages } from './messages';

type Stats = NonNullable<ReportStats_ReportFragment['stats']>;

/** The neutral grey of bars that are not the reader's own. */
const OTHER_BARS = '#9A918A';

const SourceNote = styled('p')(({ theme }) => ({ fontSize: '0.875rem', color: theme.palette.text.secondary }));

/**
 * Says how many results the figures rest on. The server sends figures only once there are enough real results
 * (500), so there is never a sample to label.
 */
function StatsSource({ stats }: { stats: Stats }) {
  const intl = useIntl();
  return <SourceNote>{intl.formatMessage(statsMessages.liveSize, { count: stats.sampleSize })}</SourceNote>;
}

type StatsProps = { id: string; report: FragmentType<typeof ReportStats_ReportFragmentDoc> };

/** The figures with the reader's type, or null while they are withheld (an unpaid order shows no report). */
function statsOf(ref: StatsProps['report']) {
  const report = getFragmentData(ReportStats_ReportFragmentDoc, ref);
  const { stats, type, typeCode } = report;
  return stats && type && typeCode ? { ...report, stats, accent: type.accent, typeCode } : null;
}

/** How the reader's leaning on each axis compares with all test takers, as percentiles. */
export function Benchmark(props: StatsProps) {
  const intl = useIntl();
  const report = statsOf(props.report);
  if (!report) return null;
  const names = new Map(report.poles.map((pole) => [pole.pole, pole.name]));
  const percent = (value: number) => intl.formatNumber(value / 100, { style: 'percent' });
  const rows = report.stats.benchmark.map((entry) => ({ ...entry, name: names.get(entry.pole) ?? entry.pole }));
  return (
    <ReportSection
      id={props.id}
      title={intl.formatMessage(dimensionsSectionMessages.benchmark)}
      intro={intl.formatMessage(statsMessages.benchmarkIntro)}
    >
      <StatsSource stats={report.stats} />
      <BarsChart
        rows={rows.map((row) => ({ label: row.name, value: row.percentile }))}
        max={100}
        color={report.accent}
        formatValue={percent}
      />
      <TextList>
        {rows.map((row) => (
          <li key={row.axis}>
            {intl.formatMessage(statsMessages.benchmarkLine, { pole: row.name, percentile: percent(row.percentile) })}
          </li>
        ))}
      </TextList>
    </ReportSection>
  );
}

/** The ten countries where the reader's type is most common, named in the report's language. */
export function TopCountries(props: StatsProps) {
  const intl = useIntl();
  const report = statsOf(props.report);
  if (!report) return null;
  const nameOf = countryNamer(report.locale);
  const share = (value: number) => intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 });
  const rows = report.stats.topCountries.map((entry) => ({ label: nameOf(entry.country), value: entry.percent }));
  const title = intl.formatMessage(dimensionsSectionMessages.countries);
  return (
    <ReportSection id={props.id} title={title} intro={intl.formatMessage(statsMessages.countriesIntro, { code: report.typeCode })}>
      <StatsSource stats={report.stats} />
      <BarsChart
        rows={rows}
        max={Math.max(0, ...rows.map((row) => row.value)) * 1.2 || 1}
        color={report.accent}
        formatValue={share}
      />
      <HiddenTable
        caption={title}
        headers={[intl.formatMessage(statsMessages.country), intl.formatMessage(statsMessages.share)]}
        rows={rows.map((row) => [row.label, share(row.value)])}
      />
    </ReportSection>
  );
}

/** All 16 types by their share of recent results, the reader's own named and coloured. */
export function LatestRanking(props: StatsProps) {
  const intl = useIntl();
  const report = statsOf(props.report);
  if (!report) return null;
  const share = (value: number) => intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 });
  const ranking = report.stats.latestRanking;
  const ownIndex = ranking.findIndex((entry) => entry.code === report.typeCode);
  const own = ranking[ownIndex];
  const title = intl.formatMessage(dimensionsSectionMessages.ranking);
  return (
    <ReportSection id={props.id} title={title} intro={intl.formatMessage(statsMessages.rankingIntro)}>
      <StatsSource stats={report.stats} />
      <BarsChart
        rows={ranking.map((entry) => ({
          label: entry.code === report.typeCode ? intl.formatMessage(statsMessages.yourTick, { code: entry.code }) : entry.code,
          value: entry.percent,
          highlight: entry.code === report.typeCode,
        }))}
        max={Math.max(0, ...ranking.map((entry) => entry.percent)) * 1.2 || 1}
        color={OTHER_BARS}
        highlightColor={report.accent}
        formatValue={share}
      />
      {own && (
        <p>
          {intl.formatMessage(statsMessages.yourRank, { code: own.code, rank: ownIndex + 1, percent: share(own.percent) })}
        </p>
      )}
      <HiddenTable
        caption={title}
        headers={[
          intl.formatMessage(statsMessages.rank),
          intl.formatMessage(statsMessages.type),
          intl.formatMessage(statsMessages.share),
        ]}
        rows={ranking.map((entry, index) => [intl.formatNumber(index + 1), entry.code, share(entry.percent)])}
      />
    </ReportSection>
  );
}
