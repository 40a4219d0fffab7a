import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { playMessages as p } from './playMessages';
import { swipeWay, type Way } from './swipe';

const Frame = styled('section')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  '& .bar': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.spacing(1) },
  '& .figures': { display: 'flex', gap: theme.spacing(2), fontVariantNumeric: 'tabular-nums', fontWeight: 700, fontSize: '1.125rem' },
  '& .figures small': { display: 'block', fontSize: '0.75rem', fontWeight: 500, color: theme.palette.text.secondary },
  '& .stage canvas': { border: `1px solid ${theme.palette.divider}`, backgroundColor: theme.palette.background.paper },
  '& .stage': { position: 'relative', width: '100%', justifySelf: 'center', borderRadius: 16, outline: 'none', touchAction: 'none', userSelect: 'none', WebkitUserSelect: 'none' },
  '& .stage:focus-visible': { boxShadow: `0 0 0 3px ${theme.palette.primary.main}` },
  '& .veil': { position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', borderRadius: 16, backgroundColor: 'rgba(255,255,255,0.82)', fontWeight: 800, fontSize: '1.5rem', color: theme.palette.text.primary },
  '& .controls': { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: theme.spacing(1) },
  '& .controls button': { minWidth: 64, minHeight: 48 },
  '& .sr': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
}));

export interface Figure {
  label: string;
  value: string;
}

/**
 * What every game shares: its figures, a pause button (P or Escape too; the game pauses itself when the page is
 * hidden), the stage with a pause veil, the on-screen controls, and two live regions (polite for the score,
 * assertive for the end). Nothing here blinks or flashes.
 */
export function GameFrame(props: {
  figures: Figure[];
  paused: boolean;
  onPausedChange: (paused: boolean) => void;
  /** Whether the game has ended (pause is then off). */
  over: boolean;
  stageLabel: string;
  /** The stage's widest, in CSS pixels: the focus ring hugs the game. */
  stageWidth: number;
  stageProps?: Record<string, unknown>;
  /** A swipe on the stage, for the games moved by direction. */
  onSwipe?: (way: Way) => void;
  onStageKey?: (e: KeyboardEvent) => void;
  onStageKeyUp?: (e: KeyboardEvent) => void;
  children: ReactNode;
  controls: ReactNode;
  politeText: string;
  alertText: string;
}) {
  const intl = useIntl();
  const { paused, onPausedChange, over } = props;
  const stage = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const { onSwipe } = props;
  const swipe = onSwipe
    ? {
        onPointerDown: (e: PointerEvent) => {
          swipeStart.current = { x: e.clientX, y: e.clientY };
        },
        onPointerUp: (e: PointerEvent) => {
          const way = swipeStart.current && swipeWay(swipeStart.current, e);
          swipeStart.current = null;
          if (way && !paused) onSwipe(way);
        },
        onPointerCancel: () => {
          swipeStart.current = null;
        },
      }
    : {};

  useEffect(() => {
    const hide = () => {
      if (document.visibilityState === 'hidden' && !over) onPausedChange(true);
    };
    document.addEventListener('visibilitychange', hide);
    return () => document.removeEventListener('visibilitychange', hide);
  }, [onPausedChange, over]);

  useEffect(() => {
    stage.current?.focus({ preventScroll: true });
  }, []);

  const onKeyDown = useCallback(
    (e: KeyboardEvent) => {
      if (!over && (e.key === 'p' || e.key === 'P' || (e.key === 'Escape' && !paused))) {
        e.preventDefault();
        onPausedChange(!paused);
        return;
      }
      if (!paused) props.onStageKey?.(e);
    },
    [over, paused, onPausedChange, props],
  );

  return (
    <Frame>
      <div className="bar">
        <div className="figures">
          {props.figures.map((f) => (
            <span key={f.label}>
              <small>{f.label}</small>
              {f.value}
            </span>
          ))}
        </div>
        <Button variant="outlined" size="small" disabled={over} onClick={() => onPausedChange(!paused)} aria-pressed={paused}>
          {intl.formatMessage(paused ? p.resume : p.pause)}
        </Button>
      </div>
      <div ref={stage} className="stage" style={{ maxWidth: props.stageWidth }} tabIndex={0} role="application" aria-label={props.stageLabel} onKeyDown={onKeyDown} onKeyUp={props.onStageKeyUp} {...swipe} {...props.stageProps}>
        {props.children}
        {paused && !over && (
          <div className="veil" onClick={() => onPausedChange(false)}>
            {intl.formatMessage(p.paused)}
          </div>
        )}
      </div>
      <div className="controls">{props.controls}</div>
      <div className="sr" aria-live="polite" aria-atomic="true">
        {props.politeText}
      </div>
      <div className="sr" role="alert" aria-atomic="true">
        {props.alertText}
      </div>
    </Frame>
  );
}

/** Whether the game is paused, starting unpaused. */
export function usePause(): [boolean, (paused: boolean) => void] {
  const [paused, setPaused] = useState(false);
  return [paused, setPaused];
}
