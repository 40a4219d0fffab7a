import Skeleton from '@mui/material/Skeleton';
import { styled } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '../../../../shared/components/ErrorBoundary';
import { barsHeight } from './barRows';
import type { HorizontalBarsProps } from './HorizontalBars';

/** The charts library is loaded after the report's text: the words never wait for the drawing. */
const HorizontalBars = lazy(() => import('./HorizontalBars'));

const Frame = styled('div')(({ theme }) => ({ margin: theme.spacing(1, 0, 2), minWidth: 0 }));

/**
 * A horizontal bar chart in a frame of fixed height, so the page does not jump when it appears. Hidden from
 * screen readers: the caller gives the same figures as text. A chart that fails to draw leaves the text alone.
 */
export function BarsChart(props: Omit<HorizontalBarsProps, 'height'>) {
  const height = barsHeight(props.rows.length);
  return (
    // inert as well: the chart's own focusable parts must not take keyboard focus inside a hidden region.
    <Frame aria-hidden inert style={{ height }}>
      <ErrorBoundary fallback={() => null}>
        <Suspense fallback={<Skeleton variant="rounded" height={height} />}>
          <HorizontalBars {...props} height={height} />
        </Suspense>
      </ErrorBoundary>
    </Frame>
  );
}
