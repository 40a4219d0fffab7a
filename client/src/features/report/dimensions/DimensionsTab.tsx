import { useIntl } from 'react-intl';
import type { ReadableReport } from '../readableReport';
import { SectionContents } from '../components/SectionContents';
import { DimensionAnalysis } from './DimensionAnalysis';
import { dimensionsSectionMessages } from './messages';
import { ResultTable } from './ResultTable';
import { Benchmark, LatestRanking, TopCountries } from './StatsSections';

const SECTIONS = [
  { id: 'report-analysis', title: dimensionsSectionMessages.analysis },
  { id: 'report-table', title: dimensionsSectionMessages.table },
  { id: 'report-benchmark', title: dimensionsSectionMessages.benchmark },
  { id: 'report-countries', title: dimensionsSectionMessages.countries },
  { id: 'report-ranking', title: dimensionsSectionMessages.ranking },
] as const;

const [analysis, table, benchmark, countries, ranking] = SECTIONS;

/**
 * The ten poles, the result table, and how the reader compares with everyone else: the comparisons only once they
 * rest on enough real results (the server sends none before), never as sample figures.
 */
export function DimensionsTab({ report, accent }: { report: ReadableReport; accent: string }) {
  const intl = useIntl();
  const comparisons = report.stats !== null && report.stats !== undefined;
  const shown = comparisons ? SECTIONS : [analysis, table];
  return (
    <>
      <SectionContents entries={shown.map((section) => ({ id: section.id, title: intl.formatMessage(section.title) }))} />
      <DimensionAnalysis id={analysis.id} report={report} accent={accent} />
      <ResultTable id={table.id} report={report} />
      {comparisons && (
        <>
          <Benchmark id={benchmark.id} report={report} />
          <TopCountries id={countries.id} report={report} />
          <LatestRanking id={ranking.id} report={report} />
        </>
      )}
    </>
  );
}
