/**
 * Hop for Innerscope: hold to charge, let go to hop onto the next platform. The charge is counted in fixed steps
 * of 1/60 s, which is all the server needs to play the game again; the flight is only drawn.
 */
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import { CENTRE_RADIUS, hop, MAX_CHARGE_STEPS, newGame, type HopState, type Landing } from '@innerscope/shared/games/hop';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { usePrefersReducedMotion } from '../../../shared/usePrefersReducedMotion';
import { GameFrame, useHud } from './GameFrame';
import { playMessages as p } from './playMessages';
import type { GameProps } from './types';
import { useCanvas } from './useCanvas';
import { useFixedSteps } from './useFixedSteps';

const W = 480;
const H = 260;
const TOP = 190;
const FLIGHT_STEPS = 24;
const FALL_STEPS = 18;
/** Where the player stands on screen, from the left. */
const STAND_AT = 110;

type Phase = { kind: 'ready' } | { kind: 'charging'; steps: number } | { kind: 'flying'; from: number; to: number; t: number; landing: Landing } | { kind: 'falling'; t: number } | { kind: 'over' };

export default function HopGame({ seed, onFinish }: GameProps) {
  const intl = useIntl();
  const theme = useTheme();
  const reduced = usePrefersReducedMotion();
  const { ref: canvasRef, context, style: canvasStyle } = useCanvas(W, H);
  const [first] = useState(() => newGame(seed));
  const game = useRef<HopState>(first);
  const shown = useRef<HopState>(first);
  const phase = useRef<Phase>({ kind: 'ready' });
  const camera = useRef(first.x - STAND_AT);
  /** What the hop in flight scores when it lands. */
  const pending = useRef(0);
  const charges = useRef<number[]>([]);
  const [paused, setPaused] = useState(false);
  const [over, setOver] = useState(false);
  const hud = useHud([intl.formatNumber(0)]);
  /** The charge button says Charge or Hop! and is pressed while charging: written in place, not rendered. */
  const chargeButton = useRef<HTMLButtonElement>(null);
  const chargeLabel = useRef<HTMLSpanElement>(null);
  const showCharging = useCallback(
    (on: boolean) => {
      chargeButton.current?.setAttribute('aria-pressed', String(on));
      if (chargeLabel.current) chargeLabel.current.textContent = intl.formatMessage(on ? p.release : p.charge);
    },
    [intl],
  );

  const draw = useCallback(() => {
    const ctx = context();
    if (!ctx) return;
    const s = shown.current;
    const ph = phase.current;
    const cam = camera.current;
    ctx.fillStyle = theme.palette.background.paper;
    ctx.fillRect(0, 0, W, H);
    for (const [pl, colour] of [[s.current, theme.palette.text.secondary], [s.next, theme.palette.text.primary]] as const) {
      const x = pl.x - pl.half - cam;
      ctx.fillStyle = colour;
      ctx.fillRect(x, TOP, pl.half * 2, 26);
      ctx.fillStyle = '#E08A5B';
      ctx.fillRect(pl.x - CENTRE_RADIUS - cam, TOP, CENTRE_RADIUS * 2, 5);
    }
    let px = game.current.x;
    let lift = 0;
    let squash = 0;
    if (ph.kind === 'charging') squash = (ph.steps / MAX_CHARGE_STEPS) * 12;
    if (ph.kind === 'flying') {
      const t = ph.t / FLIGHT_STEPS;
      px = ph.from + (ph.to - ph.from) * t;
      lift = reduced ? 0 : 4 * 70 * t * (1 - t);
    }
    if (ph.kind === 'falling' || ph.kind === 'over') lift = -(reduced ? 40 : Math.min(ph.kind === 'over' ? FALL_STEPS : ph.t, FALL_STEPS) * 3);
    ctx.fillStyle = theme.palette.primary.main;
    ctx.fillRect(px - 8 - cam, TOP - 30 + squash - lift, 16, 30 - squash);
    ctx.beginPath();
    ctx.arc(px - cam, TOP - 38 + squash - lift, 8, 0, Math.PI * 2);
    ctx.fill();
    if (ph.kind === 'charging') {
      ctx.fillStyle = theme.palette.divider;
      ctx.fillRect(16, 16, 120, 8);
      ctx.fillStyle = theme.palette.primary.main;
      ctx.fillRect(16, 16, (120 * ph.steps) / MAX_CHARGE_STEPS, 8);
    }
  }, [context, reduced, theme]);

  const land = useCallback(
    (landing: Landing, gained: number) => {
      const s = game.current;
      shown.current = s;
      hud.figure(0, intl.formatNumber(s.score));
      if (landing === 'fall') {
        phase.current = { kind: 'over' };
        hud.alert(intl.formatMessage(p.over, { score: s.score }));
        setOver(true);
        onFinish({ score: s.score, replay: { inputs: charges.current } });
        return;
      }
      phase.current = { kind: 'ready' };
      // Announced only when the score really changed.
      if (landing === 'centre') hud.announce(intl.formatMessage(p.centre, { gained, score: s.score }));
      else if (gained > 0) hud.announce(intl.formatMessage(p.scoreNow, { score: s.score }));
    },
    [hud, intl, onFinish],
  );

  const step = useCallback(() => {
    const ph = phase.current;
    const target = shown.current.current.x - STAND_AT;
    camera.current = reduced ? target : camera.current + (target - camera.current) * 0.12;
    if (ph.kind === 'charging') ph.steps = Math.min(ph.steps + 1, MAX_CHARGE_STEPS);
    else if (ph.kind === 'flying') {
      ph.t += 1;
      if (ph.t >= FLIGHT_STEPS || reduced) {
        const landing = ph.landing;
        if (landing === 'fall' && !reduced) phase.current = { kind: 'falling', t: 0 };
        else land(landing, pending.current);
      }
    } else if (ph.kind === 'falling') {
      ph.t += 1;
      if (ph.t >= FALL_STEPS) land('fall', 0);
    }
  }, [land, reduced]);

  useFixedSteps(!paused && !over, step, draw);
  useEffect(draw, [draw, paused, over]);

  const startCharge = () => {
    if (paused || over || phase.current.kind !== 'ready') return;
    phase.current = { kind: 'charging', steps: 0 };
    showCharging(true);
  };
  const release = () => {
    const ph = phase.current;
    if (ph.kind !== 'charging') return;
    showCharging(false);
    const charge = Math.max(1, ph.steps);
    charges.current.push(charge);
    const from = game.current.x;
    const result = hop(game.current, charge);
    game.current = result.state;
    pending.current = result.gained;
    phase.current = { kind: 'flying', from, to: result.state.x, t: 0, landing: result.landing };
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      if (!e.repeat) startCharge();
    }
  };
  const onKeyUp = (e: KeyboardEvent) => {
    if (e.key === ' ' || e.key === 'Enter') release();
  };

  return (
    <GameFrame
      figures={[intl.formatMessage(p.score)]}
      hud={hud}
      paused={paused}
      onPausedChange={(next) => {
        if (next) release();
        setPaused(next);
      }}
      over={over}
      stageLabel={intl.formatMessage(p.stageHop)}
      stageWidth={560}
      onStageKey={onKey}
      onStageKeyUp={onKeyUp}
      stageProps={{ onPointerDown: startCharge, onPointerUp: release, onPointerCancel: release, onPointerLeave: release }}
      controls={
        <Button ref={chargeButton} variant="contained" size="large" disabled={over || paused} aria-pressed="false" onClick={() => (phase.current.kind === 'charging' ? release() : startCharge())}>
          <span ref={chargeLabel}>{intl.formatMessage(p.charge)}</span>
        </Button>
      }
    >
      <canvas ref={canvasRef} style={canvasStyle} aria-hidden="true" />
    </GameFrame>
  );
}
