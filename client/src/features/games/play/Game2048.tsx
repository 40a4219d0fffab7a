/*
 * 2048 for Innerscope. The game's idea is Gabriele Cirulli's 2048 (2014, MIT licence); this implementation,
 * its engine (shared/src/games/g2048) and its look are our own, written for this product. Tiles appear and
 * merge without animation, so nothing moves that the player did not move.
 */
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { move, newGame, type Direction, type State2048 } from '@innerscope/shared/games/g2048';
import { type KeyboardEvent, useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { GameFrame } from './GameFrame';
import { playMessages as p } from './playMessages';
import { wayOfKey } from './swipe';
import type { GameProps } from './types';

/** Tile colours from the brand's paper and warm accent to its deep teal; dark text up to 64, white from 128. */
const TILE_COLOURS: Readonly<Record<number, string>> = {
  2: '#EEF4F3', 4: '#D6E8E5', 8: '#F6D5C1', 16: '#F0B48A', 32: '#E8A070', 64: '#E08A5B',
  128: '#2F7F79', 256: '#1F6B66', 512: '#195A56', 1024: '#134744', 2048: '#0D3431',
};

const Board = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gridTemplateRows: 'repeat(4, 1fr)',
  gap: 8,
  padding: 8,
  borderRadius: 16,
  backgroundColor: theme.palette.mode === 'dark' ? '#243332' : '#C5D8D5',
  aspectRatio: '1',
  maxWidth: 440,
  margin: '0 auto',
  '& [role=row]': { display: 'contents' },
  '& [role=gridcell]': { display: 'grid', placeItems: 'center', borderRadius: 10, backgroundColor: 'rgba(255,255,255,0.35)', fontWeight: 800, fontSize: 'clamp(1.1rem, 6vw, 2rem)', fontVariantNumeric: 'tabular-nums' },
}));

export default function Game2048({ seed, onFinish }: GameProps) {
  const intl = useIntl();
  const [state, setState] = useState<State2048>(() => newGame(seed));
  const [paused, setPaused] = useState(false);
  const [polite, setPolite] = useState('');
  const [alert, setAlert] = useState('');
  const moves = useRef('');
  const finished = useRef(false);
  /** A long game may be ended before the board fills; its score counts as it stands. */
  const [endedEarly, setEndedEarly] = useState(false);
  const ended = state.over || endedEarly;

  const finish = useCallback(
    (score: number) => {
      if (finished.current) return;
      finished.current = true;
      setEndedEarly(true);
      setAlert(intl.formatMessage(p.over, { score }));
      onFinish({ score, replay: { moves: moves.current } });
    },
    [intl, onFinish],
  );

  const go = useCallback(
    (dir: Direction) => {
      if (paused || ended) return;
      const result = move(state, dir);
      if (!result.changed) return;
      moves.current += dir;
      const next = result.state;
      setState(next);
      if (next.won && !state.won) setPolite(intl.formatMessage(p.won));
      else if (result.gained > 0) setPolite(intl.formatMessage(p.scoreNow, { score: next.score }));
      if (next.over) finish(next.score);
    },
    [paused, ended, state, intl, finish],
  );

  const onKey = (e: KeyboardEvent) => {
    const way = wayOfKey(e.key);
    if (!way) return;
    e.preventDefault();
    go(way);
  };

  const label = (v: number) => (v === 0 ? intl.formatMessage(p.emptyCell) : intl.formatNumber(v));
  const arrows: [Direction, string, string][] = [
    ['L', '←', intl.formatMessage(p.left)],
    ['U', '↑', intl.formatMessage(p.up)],
    ['D', '↓', intl.formatMessage(p.down)],
    ['R', '→', intl.formatMessage(p.right)],
  ];

  return (
    <GameFrame
      figures={[{ label: intl.formatMessage(p.score), value: intl.formatNumber(state.score) }]}
      paused={paused}
      onPausedChange={setPaused}
      over={ended}
      stageLabel={intl.formatMessage(p.board2048)}
      stageWidth={440}
      onStageKey={onKey}
      onSwipe={go}
      politeText={polite}
      alertText={alert}
      controls={
        <>
          {arrows.map(([dir, glyph, name]) => (
            <Button key={dir} variant="outlined" aria-label={name} disabled={paused || ended} onClick={() => go(dir)}>
              <span aria-hidden="true">{glyph}</span>
            </Button>
          ))}
          <Button variant="text" disabled={paused || ended || state.moves === 0} onClick={() => finish(state.score)}>
            {intl.formatMessage(p.end)}
          </Button>
        </>
      }
    >
      <Board role="grid" aria-label={intl.formatMessage(p.board2048)}>
        {[0, 1, 2, 3].map((r) => (
          <div role="row" key={r}>
            {state.cells.slice(r * 4, r * 4 + 4).map((v, c) => {
              return (
                <div
                  role="gridcell"
                  key={c}
                  style={v ? { backgroundColor: TILE_COLOURS[Math.min(v, 2048)] ?? '#0D3431', color: v >= 128 ? '#fff' : '#1E2A2A' } : undefined}
                  aria-label={label(v)}
                >
                  {v ? <span aria-hidden="true">{v}</span> : null}
                </div>
              );
            })}
          </div>
        ))}
      </Board>
    </GameFrame>
  );
}
