/*
 * 2048 for Innerscope. The game's idea is Gabriele Cirulli's 2048 (2014, MIT licence); this implementation,
 * its engine (shared/src/games/g2048) and its look are our own, written for this product. Tiles appear and
 * merge without animation, so nothing moves that the player did not move. The board is drawn on a canvas; a
 * grid only screen readers meet names every cell.
 */
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import { move, newGame, type Direction, type State2048 } from '@innerscope/shared/games/g2048';
import { type KeyboardEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { GameFrame, useHud } from './GameFrame';
import { playMessages as p } from './playMessages';
import { wayOfKey } from './swipe';
import type { GameProps } from './types';
import { useCanvas } from './useCanvas';

/** Tile colours from the brand's paper and warm accent to its deep teal; dark text up to 64, white from 128. */
const TILE_COLOURS: Readonly<Record<number, string>> = {
  2: '#EEF4F3', 4: '#D6E8E5', 8: '#F6D5C1', 16: '#F0B48A', 32: '#E8A070', 64: '#E08A5B',
  128: '#2F7F79', 256: '#1F6B66', 512: '#195A56', 1024: '#134744', 2048: '#0D3431',
};

const SIZE = 440;
const GAP = 8;
const CELL = (SIZE - GAP * 5) / 4;

function roundedRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  if (typeof ctx.roundRect === 'function') ctx.roundRect(x, y, w, h, r);
  else ctx.rect(x, y, w, h);
  ctx.fill();
}

/**
 * The board is drawn on a canvas on the frame after a move; the hidden grid's cells are renamed in place and the
 * score is written through the hud, so playing never renders React. Only the chrome (pause, the end) does.
 */
export default function Game2048({ seed, onFinish }: GameProps) {
  const intl = useIntl();
  const theme = useTheme();
  const { ref: canvasRef, context, style: canvasStyle } = useCanvas(SIZE, SIZE);
  const [first] = useState(() => newGame(seed));
  const game = useRef<State2048>(first);
  const cells = useRef<(HTMLDivElement | null)[]>([]);
  const frame = useRef(0);
  /** The page's font as the canvas can name it (the theme names it through a CSS variable), read once. */
  const family = useRef('');
  const hud = useHud([intl.formatNumber(0)]);
  const [paused, setPaused] = useState(false);
  const [moved, setMoved] = useState(false);
  const moves = useRef('');
  const finished = useRef(false);
  const [ended, setEnded] = useState(false);

  const draw = useCallback(() => {
    const ctx = context();
    if (!ctx) return;
    family.current ||= getComputedStyle(ctx.canvas).fontFamily || 'sans-serif';
    ctx.clearRect(0, 0, SIZE, SIZE);
    ctx.fillStyle = theme.palette.mode === 'dark' ? '#243332' : '#C5D8D5';
    roundedRect(ctx, 0, 0, SIZE, SIZE, 16);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    game.current.cells.forEach((v, i) => {
      const x = GAP + (i % 4) * (CELL + GAP);
      const y = GAP + Math.floor(i / 4) * (CELL + GAP);
      ctx.fillStyle = v ? (TILE_COLOURS[Math.min(v, 2048)] ?? '#0D3431') : 'rgba(255,255,255,0.35)';
      roundedRect(ctx, x, y, CELL, CELL, 10);
      if (!v) return;
      ctx.fillStyle = v >= 128 ? '#fff' : '#1E2A2A';
      ctx.font = `800 ${v >= 1024 ? 30 : v >= 128 ? 36 : 42}px ${family.current}`;
      ctx.fillText(String(v), x + CELL / 2, y + CELL / 2 + 2);
    });
  }, [context, theme]);

  const label = useCallback((v: number) => (v === 0 ? intl.formatMessage(p.emptyCell) : intl.formatNumber(v)), [intl]);
  /** Names the hidden grid's cells after the board, and draws the board on the next frame. */
  const show = useCallback(() => {
    game.current.cells.forEach((v, i) => {
      const el = cells.current[i];
      const name = label(v);
      if (el && el.getAttribute('aria-label') !== name) el.setAttribute('aria-label', name);
    });
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      draw();
    });
  }, [draw, label]);
  useLayoutEffect(() => {
    show();
    draw();
  }, [show, draw]);
  useEffect(() => () => cancelAnimationFrame(frame.current), [frame]);

  /** The game ends on a full board, or when the player ends it; its score counts as it stands. */
  const finish = useCallback(
    (score: number) => {
      if (finished.current) return;
      finished.current = true;
      setEnded(true);
      hud.alert(intl.formatMessage(p.over, { score }));
      onFinish({ score, replay: { moves: moves.current } });
    },
    [hud, intl, onFinish],
  );

  const go = useCallback(
    (dir: Direction) => {
      if (paused || finished.current) return;
      const before = game.current;
      const result = move(before, dir);
      if (!result.changed) return;
      moves.current += dir;
      const next = result.state;
      game.current = next;
      show();
      if (next.score !== before.score) hud.figure(0, intl.formatNumber(next.score));
      // Announced only when the score really changed.
      if (next.won && !before.won) hud.announce(intl.formatMessage(p.won));
      else if (result.gained > 0) hud.announce(intl.formatMessage(p.scoreNow, { score: next.score }));
      setMoved(true);
      if (next.over) finish(next.score);
    },
    [paused, show, hud, intl, finish],
  );

  const onKey = (e: KeyboardEvent) => {
    const way = wayOfKey(e.key);
    if (!way) return;
    e.preventDefault();
    go(way);
  };

  const arrows: [Direction, string, string][] = [
    ['L', '←', intl.formatMessage(p.left)],
    ['U', '↑', intl.formatMessage(p.up)],
    ['D', '↓', intl.formatMessage(p.down)],
    ['R', '→', intl.formatMessage(p.right)],
  ];

  return (
    <GameFrame
      figures={[intl.formatMessage(p.score)]}
      hud={hud}
      paused={paused}
      onPausedChange={setPaused}
      over={ended}
      stageLabel={intl.formatMessage(p.board2048)}
      stageWidth={440}
      onStageKey={onKey}
      onSwipe={go}
      controls={
        <>
          {arrows.map(([dir, glyph, name]) => (
            <Button key={dir} variant="outlined" aria-label={name} disabled={paused || ended} onClick={() => go(dir)}>
              <span aria-hidden="true">{glyph}</span>
            </Button>
          ))}
          <Button variant="text" disabled={paused || ended || !moved} onClick={() => finish(game.current.score)}>
            {intl.formatMessage(p.end)}
          </Button>
        </>
      }
    >
      <canvas ref={canvasRef} style={canvasStyle} aria-hidden="true" />
      <div className="sr" role="grid" aria-label={intl.formatMessage(p.board2048)}>
        {[0, 1, 2, 3].map((r) => (
          <div role="row" key={r}>
            {[0, 1, 2, 3].map((c) => (
              <div
                role="gridcell"
                key={c}
                ref={(el) => {
                  cells.current[r * 4 + c] = el;
                }}
              />
            ))}
          </div>
        ))}
      </div>
    </GameFrame>
  );
}
