import { styled } from '@mui/material/styles';
import { ErrorBoundary } from '../../../../shared/components/ErrorBoundary';
import { barsHeight } from './barRows';
import HorizontalBars, { type HorizontalBarsProps } from './HorizontalBars';

const Frame = styled('div')(({ theme }) => ({ margin: theme.spacing(1, 0, 2), minWidth: 0 }));

/**
 * A horizontal bar chart in a frame of fixed height, so the page does not jump when it appears. Hidden from
 * screen readers: the caller gives the same figures as text. A chart that fails to draw leaves the text alone.
 */
export function BarsChart(props: Omit<HorizontalBarsProps, 'height'>) {
  const height = barsHeight(props.rows.length);
  return (
    // inert as well: nothing inside a hidden region may take keyboard focus.
    <Frame aria-hidden inert style={{ height }}>
      <ErrorBoundary fallback={() => null}>
        <HorizontalBars {...props} height={height} />
      </ErrorBoundary>
    </Frame>
  );
}
