import { styled } from '@mui/material/styles';
import type { CSSProperties } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';

export type SkeletonVariant = 'text' | 'rectangular' | 'rounded' | 'circular';

export interface SkeletonProps {
  readonly variant?: SkeletonVariant;
  readonly width?: number | string;
  readonly height?: number | string;
  readonly sx?: SxProps<Theme>;
  readonly style?: CSSProperties;
}

const Root = styled('span', { shouldForwardProp: (prop) => prop !== 'variant' })<{ variant: SkeletonVariant }>(
  ({ theme, variant }) => ({
    display: 'block',
    height: '1.2em',
    backgroundColor: 'rgba(0, 0, 0, 0.11)',
    // The keyframes live in index.html's CSS, beside the reduced-motion rule that stops them.
    animation: 'app-skeleton-pulse 2s ease-in-out 0.5s infinite',
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
    ...(variant === 'text' && {
      marginTop: 0,
      marginBottom: 0,
      height: 'auto',
      transformOrigin: '0 55%',
      transform: 'scale(1, 0.6)',
      borderRadius: `${theme.shape.borderRadius}px / ${Math.round((Number(theme.shape.borderRadius) / 0.6) * 10) / 10}px`,
      '&:empty::before': { content: '"\\00a0"' },
    }),
    ...(variant === 'rounded' && { borderRadius: theme.shape.borderRadius }),
    ...(variant === 'circular' && { borderRadius: '50%' }),
  }),
);

/**
 * A grey placeholder in the shape of what is loading (a line of text, a block, a round picture), hidden from
 * assistive technology: the region around it says that it is loading. It draws as MUI's skeleton does, from a
 * few lines of CSS rather than a component library chunk on every page's first screen.
 */
export function Skeleton({ variant = 'text', width, height, sx, style }: SkeletonProps) {
  return <Root aria-hidden variant={variant} sx={sx} style={{ width, height, ...style }} />;
}
