import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import type { BarRow } from './barRows';

export interface HorizontalBarsProps {
  readonly rows: readonly BarRow[];
  /** The end of the value axis (100 for percentages and percentiles). */
  readonly max: number;
  readonly color: string;
  /** The colour of highlighted rows; they are also named differently, never told apart by colour alone. */
  readonly highlightColor?: string;
  readonly formatValue: (value: number) => string;
  readonly height: number;
}

/**
 * Labelled horizontal bars with their values at the ends. Drawn for the eye only: each chart's figures are also
 * given as text or a table, so the drawing is hidden from screen readers and has no tooltip or pointer
 * interaction. Composed from the chart's parts rather than `BarChart`, which would bring its tooltip, legend and
 * toolbar (and the popper and modal code behind them) into the download.
 */
export default function HorizontalBars({ rows, max, color, highlightColor, formatValue, height }: HorizontalBarsProps) {
  const labels = rows.map((row) => row.label);
  return (
    <ChartsContainer
      height={height}
      margin={{ top: 4, right: 60, bottom: 4, left: 4 }}
      disableAxisListener
      yAxis={[
        {
          id: 'labels',
          scaleType: 'band',
          data: labels,
          width: 'auto',
          disableTicks: true,
          categoryGapRatio: 0.35,
          tickLabelStyle: { fontSize: 13 },
          colorMap: {
            type: 'ordinal',
            values: labels,
            colors: rows.map((row) => (row.highlight && highlightColor ? highlightColor : color)),
          },
        },
      ]}
      xAxis={[{ id: 'values', min: 0, max, position: 'none' }]}
      series={[
        {
          type: 'bar',
          layout: 'horizontal',
          data: rows.map((row) => row.value),
          barLabel: (item) => (item.value === null ? null : formatValue(item.value)),
          barLabelPlacement: 'outside',
        },
      ]}
    >
      <BarPlot skipAnimation />
      <ChartsYAxis axisId="labels" />
    </ChartsContainer>
  );
}
