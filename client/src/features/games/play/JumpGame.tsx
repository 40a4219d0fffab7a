/** JUMP for Innerscope: a side-scrolling jumper drawn on a canvas, stepped at a fixed 60 steps a second. */
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import { newRun, RUNNER, stepRun, type JumpState } from '@innerscope/shared/games/jump';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { usePrefersReducedMotion } from '../../../shared/usePrefersReducedMotion';
import { GameFrame, useHud } from './GameFrame';
import { playMessages as p } from './playMessages';
import type { GameProps } from './types';
import { useCanvas } from './useCanvas';
import { useFixedSteps } from './useFixedSteps';

const W = 480;
const H = 220;
const GROUND = 190;
/** The score is announced every this many points, not every step. */
const ANNOUNCE_EVERY = 100;

export default function JumpGame({ seed, onFinish }: GameProps) {
  const intl = useIntl();
  const theme = useTheme();
  const reduced = usePrefersReducedMotion();
  const { ref: canvasRef, context, style: canvasStyle } = useCanvas(W, H);
  const run = useRef<JumpState>(newRun(seed));
  const pressed = useRef(false);
  const presses = useRef<number[]>([]);
  const [started, setStarted] = useState(false);
  const [paused, setPaused] = useState(false);
  const [over, setOver] = useState(false);
  const hud = useHud([intl.formatNumber(0)]);

  const draw = useCallback(() => {
    const ctx = context();
    if (!ctx) return;
    const s = run.current;
    ctx.fillStyle = theme.palette.background.paper;
    ctx.fillRect(0, 0, W, H);
    // The ground's marks move with the track; with reduced motion they stay put and only the blocks move.
    ctx.fillStyle = theme.palette.divider;
    ctx.fillRect(0, GROUND, W, 2);
    const offset = reduced ? 0 : s.distance % 40;
    for (let x = -offset; x < W; x += 40) ctx.fillRect(x, GROUND + 10, 14, 2);
    ctx.fillStyle = theme.palette.text.primary;
    for (const b of s.blocks) {
      const x = b.x - s.distance;
      if (x > W) break;
      ctx.fillRect(x, GROUND - b.height, b.width, b.height);
    }
    ctx.fillStyle = theme.palette.primary.main;
    ctx.fillRect(RUNNER.x, GROUND - s.y - RUNNER.height, RUNNER.width, RUNNER.height);
    ctx.fillStyle = '#fff';
    ctx.fillRect(RUNNER.x + 18, GROUND - s.y - RUNNER.height + 8, 5, 5);
  }, [context, reduced, theme]);

  const step = useCallback(() => {
    const s = run.current;
    if (s.over) return;
    const press = pressed.current;
    pressed.current = false;
    if (press) presses.current.push(s.step);
    const next = stepRun(s, press);
    run.current = next;
    // The figure and the live regions are written into the page: nothing here renders React while the run goes on.
    if (next.score !== s.score) hud.figure(0, intl.formatNumber(next.score));
    if (Math.floor(next.score / ANNOUNCE_EVERY) > Math.floor(s.score / ANNOUNCE_EVERY)) hud.announce(intl.formatMessage(p.scoreNow, { score: next.score }));
    if (next.over) {
      hud.alert(intl.formatMessage(p.over, { score: next.score }));
      setOver(true);
      onFinish({ score: next.score, replay: { inputs: presses.current, steps: next.step } });
    }
  }, [hud, intl, onFinish]);

  useFixedSteps(started && !paused && !over, step, draw);
  // Drawn at rest too, so the track shows before the start and while paused.
  useEffect(draw, [draw, paused]);

  const jump = () => {
    if (over || paused) return;
    if (!started) setStarted(true);
    else pressed.current = true;
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === ' ' || e.key === 'ArrowUp' || e.key === 'w' || e.key === 'W' || e.key === 'Enter') {
      e.preventDefault();
      if (!e.repeat) jump();
    }
  };

  return (
    <GameFrame
      figures={[intl.formatMessage(p.score)]}
      hud={hud}
      paused={paused}
      onPausedChange={setPaused}
      over={over}
      stageLabel={intl.formatMessage(p.stageJump)}
      stageWidth={560}
      onStageKey={onKey}
      stageProps={{ onPointerDown: jump }}
      controls={
        <Button variant="contained" size="large" disabled={over || paused} onClick={jump} onPointerDown={(e) => e.preventDefault()}>
          {intl.formatMessage(started ? p.jump : p.start)}
        </Button>
      }
    >
      <canvas ref={canvasRef} style={canvasStyle} aria-hidden="true" />
    </GameFrame>
  );
}
