import { styled } from '@mui/material/styles';
import type { CSSProperties } from 'react';
import type { BarRow } from './barRows';

export interface HorizontalBarsProps {
  readonly rows: readonly BarRow[];
  /** The end of the value axis (100 for percentages and percentiles). */
  readonly max: number;
  readonly color: string;
  /** The colour of highlighted rows; they are also named differently, never told apart by colour alone. */
  readonly highlightColor?: string;
  readonly formatValue: (value: number) => string;
}

/** Room kept at the right of the longest bar for its value. */
const VALUE_ROOM = 60;
/** The share of each row the bar fills; the rest is the gap between bars. */
const BAR_SHARE = 0.65;

/** Fills its frame, whose height is set for the number of bars (see BarsChart). */
const Chart = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  gridAutoRows: '1fr',
  height: '100%',
  padding: '4px 4px 4px 4px',
  boxSizing: 'border-box',
  color: theme.palette.text.primary,
  // On a phone the labels would take half the width from the bars: each label sits above its bar instead, and
  // the bars run the whole width.
  [theme.breakpoints.down('sm')]: {
    gridTemplateColumns: 'minmax(0, 1fr)',
    gridAutoRows: 'auto minmax(0, 1fr)',
    // One axis down the whole chart, labels included, rather than a piece beside each bar.
    boxShadow: `inset 1px 0 0 ${theme.palette.text.primary}`,
    paddingLeft: 0,
  },
}));

const Label = styled('span')(({ theme }) => ({
  alignSelf: 'center',
  justifySelf: 'end',
  maxWidth: '100%',
  paddingRight: 6,
  fontSize: 13,
  lineHeight: 1.2,
  textAlign: 'end',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  [theme.breakpoints.down('sm')]: { alignSelf: 'end', justifySelf: 'start', padding: '0 0 2px 6px', textAlign: 'start' },
}));

/** The value axis's line runs down the left of the bars, as a chart's axis would. */
const Track = styled('div')(({ theme }) => ({
  position: 'relative',
  marginRight: VALUE_ROOM,
  boxShadow: `-1px 0 0 ${theme.palette.text.primary}`,
  [theme.breakpoints.down('sm')]: { boxShadow: 'none' },
}));

const Bar = styled('span')({
  position: 'absolute',
  left: 0,
  top: `${((1 - BAR_SHARE) / 2) * 100}%`,
  height: `${BAR_SHARE * 100}%`,
});

const Value = styled('span')(({ theme }) => ({
  ...theme.typography.body2,
  position: 'absolute',
  top: '50%',
  transform: 'translate(4px, -50%)',
  whiteSpace: 'nowrap',
  lineHeight: 1,
}));

/**
 * Labelled horizontal bars with their values at the ends, drawn with plain elements: no chart library to load
 * and nothing to lay out in script. Drawn for the eye only: each chart's figures are also given as text or a
 * table, so the drawing is hidden from screen readers and has no tooltip or pointer interaction.
 */
export default function HorizontalBars({ rows, max, color, highlightColor, formatValue }: HorizontalBarsProps) {
  const share = (value: number) => `${(Math.min(Math.max(value, 0), max) / (max > 0 ? max : 1)) * 100}%`;
  return (
    <Chart>
      {rows.map((row, index) => {
        const fill = row.highlight && highlightColor ? highlightColor : color;
        const width = share(row.value);
        const barStyle: CSSProperties = { width, backgroundColor: fill };
        return [
          <Label key={`label-${index}`} title={row.label}>
            {row.label}
          </Label>,
          <Track key={`bar-${index}`}>
            <Bar style={barStyle} />
            <Value style={{ left: width }}>{formatValue(row.value)}</Value>
          </Track>,
        ];
      })}
    </Chart>
  );
}
