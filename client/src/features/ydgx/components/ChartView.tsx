import { useIntl } from 'react-intl';
import type { YdgxReportQuery } from '../../../__generated__/graphql';
import { ScoreBars } from '../../../shared/components/report/ScoreBars';
import { ydgxReportMessages } from '../messages';
import { RadarChart } from './RadarChart';

type Chart = NonNullable<
  NonNullable<NonNullable<YdgxReportQuery['report']>['psychMap']>['tabs'][number]['blocks'][number]['chart']
>;

const BIG_FIVE = ['E', 'A', 'C', 'N', 'O'];

/** Whether a chart's points are the five traits: drawn as a radar. */
export function isBigFive(chart: Chart): boolean {
  return chart.points.length === 5 && chart.points.every((point) => BIG_FIVE.includes(point.key));
}

const figure = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/**
 * A block's chart: the Big Five as a radar, everything else as bars; both with the figures as a table and the
 * server's sentence that says the same.
 */
export function ChartView({ chart, title }: { chart: Chart; title: string }) {
  const intl = useIntl();
  return (
    <figure style={{ margin: '8px 0 16px' }}>
      {isBigFive(chart) ? (
        <RadarChart points={chart.points.map((point) => ({ key: point.key, label: point.label, value: Math.round((point.value / (point.max || 100)) * 100) }))} />
      ) : (
        <ScoreBars
          caption={intl.formatMessage(ydgxReportMessages.chartTable, { title })}
          headers={[intl.formatMessage(ydgxReportMessages.scaleHeader), intl.formatMessage(ydgxReportMessages.valueHeader)]}
          color="#3E5C9A"
          bars={chart.points.map((point) => ({
            key: point.key,
            label: point.label,
            value: point.value,
            max: point.max,
            valueText: `${figure(point.value)} / ${figure(point.max)}`,
          }))}
        />
      )}
      {chart.textEquivalent && <figcaption style={{ marginTop: 8, fontSize: '0.9375rem' }}>{chart.textEquivalent}</figcaption>}
    </figure>
  );
}
