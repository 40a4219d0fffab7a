import { styled } from '@mui/material/styles';
import type { CSSProperties } from 'react';
import { ErrorBoundary } from '../../../../shared/components/ErrorBoundary';
import { barsHeight } from './barRows';
import HorizontalBars, { type HorizontalBarsProps } from './HorizontalBars';

/** A bar with its label above it, on a phone: the label's line and a bar as thick as beside it. */
const STACKED_ROW = 50;

/** As tall as its bars need: each label beside its bar, or above it on a phone (see HorizontalBars). */
const Frame = styled('div')(({ theme }) => ({
  margin: theme.spacing(1, 0, 2),
  minWidth: 0,
  height: 'var(--bars-height)',
  [theme.breakpoints.down('sm')]: { height: 'var(--bars-height-stacked)' },
}));

/**
 * A horizontal bar chart in a frame of fixed height, so the page does not jump when it appears. Hidden from
 * screen readers: the caller gives the same figures as text. A chart that fails to draw leaves the text alone.
 */
export function BarsChart(props: HorizontalBarsProps) {
  const heights = { '--bars-height': `${barsHeight(props.rows.length)}px`, '--bars-height-stacked': `${barsHeight(props.rows.length, STACKED_ROW)}px` } as CSSProperties;
  return (
    // inert as well: nothing inside a hidden region may take keyboard focus.
    <Frame aria-hidden inert style={heights}>
      <ErrorBoundary fallback={() => null}>
        <HorizontalBars {...props} />
      </ErrorBoundary>
    </Frame>
  );
}
