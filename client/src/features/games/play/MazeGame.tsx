/** The maze for Innerscope: generated from the seed, walked one cell at a time; par is the shortest way's length. */
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import { canStep, generateMaze, mazeScore, startRun, stepRun, WALL, type MazeRun, type Step } from '@innerscope/shared/games/maze';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { GameFrame, useHud } from './GameFrame';
import { playMessages as p } from './playMessages';
import { wayOfKey } from './swipe';
import type { GameProps } from './types';
import { useCanvas } from './useCanvas';

const CELL = 30;
const PAD = 6;

export default function MazeGame({ seed, onFinish }: GameProps) {
  const intl = useIntl();
  const theme = useTheme();
  const maze = useMemo(() => generateMaze(seed), [seed]);
  const size = maze.width * CELL + PAD * 2;
  const { ref: canvasRef, context, style: canvasStyle } = useCanvas(size, maze.height * CELL + PAD * 2);
  const [first] = useState<MazeRun>(startRun);
  /** The walk so far, kept out of React: a move draws the canvas and writes the hud, and renders nothing. */
  const run = useRef<MazeRun>(first);
  const [done, setDone] = useState(false);
  const [paused, setPaused] = useState(false);
  const hud = useHud([intl.formatNumber(0), '']);
  const moves = useRef('');
  const trail = useRef(new Set<number>([0]));
  const frame = useRef(0);

  const draw = useCallback(() => {
    const ctx = context();
    if (!ctx) return;
    ctx.fillStyle = theme.palette.background.paper;
    ctx.fillRect(0, 0, size, maze.height * CELL + PAD * 2);
    ctx.fillStyle = 'rgba(31,107,102,0.12)';
    for (const cell of trail.current) ctx.fillRect(PAD + (cell % maze.width) * CELL, PAD + Math.floor(cell / maze.width) * CELL, CELL, CELL);
    ctx.fillStyle = '#2E7D6B';
    ctx.fillRect(PAD + (maze.width - 1) * CELL + 8, PAD + (maze.height - 1) * CELL + 8, CELL - 16, CELL - 16);
    ctx.strokeStyle = theme.palette.text.primary;
    ctx.lineWidth = 2;
    ctx.lineCap = 'square';
    ctx.beginPath();
    maze.walls.forEach((w, i) => {
      const x = PAD + (i % maze.width) * CELL;
      const y = PAD + Math.floor(i / maze.width) * CELL;
      const line = (x1: number, y1: number, x2: number, y2: number) => {
        ctx.moveTo(x1, y1);
        ctx.lineTo(x2, y2);
      };
      // Each cell draws its top and left walls; the last row and column close the bottom and right edges.
      if (w & WALL.U) line(x, y, x + CELL, y);
      if (w & WALL.L) line(x, y, x, y + CELL);
      if (w & WALL.D && Math.floor(i / maze.width) === maze.height - 1) line(x, y + CELL, x + CELL, y + CELL);
      if (w & WALL.R && i % maze.width === maze.width - 1) line(x + CELL, y, x + CELL, y + CELL);
    });
    ctx.stroke();
    ctx.fillStyle = theme.palette.primary.main;
    ctx.beginPath();
    ctx.arc(PAD + run.current.x * CELL + CELL / 2, PAD + run.current.y * CELL + CELL / 2, CELL / 3, 0, Math.PI * 2);
    ctx.fill();
  }, [context, maze, size, theme]);

  useEffect(draw, [draw]);
  /** Moves made faster than frames (a held key) are drawn once, on the next frame. */
  const redraw = () => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      draw();
    });
  };
  useEffect(() => () => cancelAnimationFrame(frame.current), [frame]);

  const ways = (r: MazeRun) =>
    (['U', 'D', 'L', 'R'] as const)
      .filter((s) => canStep(maze, r.x, r.y, s))
      .map((s) => intl.formatMessage({ U: p.up, D: p.down, L: p.left, R: p.right }[s]))
      .join(', ');

  const go = (s: Step) => {
    if (paused || run.current.done) return;
    const result = stepRun(maze, run.current, s);
    if (!result.moved) {
      hud.announce(intl.formatMessage(p.wall));
      return;
    }
    moves.current += s;
    trail.current.add(result.run.y * maze.width + result.run.x);
    run.current = result.run;
    hud.figure(0, intl.formatNumber(result.run.moves));
    redraw();
    if (result.run.done) {
      const score = mazeScore(maze.par, result.run.moves);
      hud.alert(`${intl.formatMessage(p.mazeOut, { moves: result.run.moves, par: maze.par })} ${intl.formatMessage(p.over, { score })}`);
      setDone(true);
      onFinish({ score, replay: { moves: moves.current } });
    } else hud.announce(intl.formatMessage(p.mazeMoved, { moves: result.run.moves, ways: ways(result.run) }));
  };
  const onKey = (e: KeyboardEvent) => {
    const way = wayOfKey(e.key);
    if (!way) return;
    e.preventDefault();
    go(way);
  };
  const arrows: [Step, string, string][] = [
    ['L', '←', intl.formatMessage(p.left)],
    ['U', '↑', intl.formatMessage(p.up)],
    ['D', '↓', intl.formatMessage(p.down)],
    ['R', '→', intl.formatMessage(p.right)],
  ];

  return (
    <GameFrame
      figures={[intl.formatMessage(p.moves), intl.formatMessage(p.par, { par: maze.par })]}
      hud={hud}
      paused={paused}
      onPausedChange={setPaused}
      over={done}
      stageLabel={`${intl.formatMessage(p.stageMaze)} ${intl.formatMessage(p.par, { par: maze.par })}`}
      stageWidth={440}
      onStageKey={onKey}
      onSwipe={go}
      controls={arrows.map(([s, glyph, name]) => (
        <Button key={s} variant="outlined" aria-label={name} disabled={paused || done} onClick={() => go(s)}>
          <span aria-hidden="true">{glyph}</span>
        </Button>
      ))}
    >
      <canvas ref={canvasRef} style={canvasStyle} aria-hidden="true" />
    </GameFrame>
  );
}
