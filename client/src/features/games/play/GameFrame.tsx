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

/**
 * The running figures and the two live regions, written straight into the page: a game that is playing updates
 * them from its frame loop without rendering React, which keeps its frames short on a phone.
 */
export interface Hud {
  /** Shows a figure's value (by its place in `figures`); unchanged text is not written again. */
  figure(index: number, value: string): void;
  /** Says something politely (a real score change, a move's result). */
  announce(text: string): void;
  /** Says something at once (the end of the game). */
  alert(text: string): void;
  /** Ref callbacks for the frame's elements. */
  readonly bind: { figure(index: number): (el: HTMLElement | null) => void; politeRegion(el: HTMLElement | null): void; alertRegion(el: HTMLElement | null): void };
}

const write = (el: HTMLElement | null, text: string) => {
  if (el && el.textContent !== text) el.textContent = text;
};

function createHud(initial: readonly string[]): Hud {
  const values = [...initial];
  const figures: (HTMLElement | null)[] = [];
  const binders: ((el: HTMLElement | null) => void)[] = [];
  let polite: HTMLElement | null = null;
  let assertive: HTMLElement | null = null;
  return {
    figure(index, value) {
      values[index] = value;
      write(figures[index] ?? null, value);
    },
    announce: (text) => write(polite, text),
    alert: (text) => write(assertive, text),
    bind: {
      figure: (index) =>
        (binders[index] ??= (el) => {
          figures[index] = el;
          write(el, values[index] ?? '');
        }),
      politeRegion: (el) => {
        polite = el;
      },
      alertRegion: (el) => {
        assertive = el;
      },
    },
  };
}

/** A game's hud, made once with the figures' first values. */
export function useHud(initial: readonly string[]): Hud {
  return useState(() => createHud(initial))[0];
}

/**
 * What every game shares: its figures, a pause button (P or Escape too; the game pauses itself when the page is
 * hidden), the stage with a pause veil, the on-screen controls, and two live regions (polite for the score,
 * assertive for the end), the figures and live regions written through the game's `hud`. Nothing here blinks or
 * flashes.
 */
export function GameFrame(props: {
  /** The figures' labels; their values come through `hud`. */
  figures: readonly string[];
  hud: Hud;
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
}) {
  const intl = useIntl();
  const { paused, onPausedChange, over } = props;
  const { figure: figureRegion, politeRegion, alertRegion } = props.hud.bind;
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
          {props.figures.map((label, i) => (
            <span key={label}>
              <small>{label}</small>
              <span ref={figureRegion(i)} />
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
      <div className="sr" aria-live="polite" aria-atomic="true" ref={politeRegion} />
      <div className="sr" role="alert" aria-atomic="true" ref={alertRegion} />
    </Frame>
  );
}

/** Whether the game is paused, starting unpaused. */
export function usePause(): [boolean, (paused: boolean) => void] {
  const [paused, setPaused] = useState(false);
  return [paused, setPaused];
}
