import Button from '@mui/material/Button';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Feedback, Stage, TaskHeader, TaskLayout } from './Stage';
import { taskMessages as t } from './taskMessages';
import { PACE, showAtNextFrame, shuffle, useAlive, useKeys, useResponses, wait } from './timing';
import { type Phase, searchDisplay, searchItems, type SearchShape, type Trial } from './trials';

/** Colour-blind-safe pair (Okabe and Ito): they differ in lightness as well as hue. */
const COLOURS = { orange: '#E69F00', blue: '#56B4E9' } as const;

/** Practice: one of each kind; run: every condition, set size and presence, four times (48 trials). */
const practiceItems = () => shuffle(searchItems(1)).slice(0, 4);

export const SEARCH_RUN_REPS = 4;

function Display({ shapes }: { shapes: SearchShape[] }) {
  return (
    <svg viewBox="0 0 104 104" width="100%" style={{ maxWidth: 340, display: 'block' }} aria-hidden="true" data-testid="search-display">
      {shapes.map((s, i) =>
        s.shape === 'circle' ? (
          <circle key={i} cx={s.x} cy={s.y} r={4.2} fill={COLOURS[s.colour]} />
        ) : (
          <rect key={i} x={s.x - 3.8} y={s.y - 3.8} width={7.6} height={7.6} fill={COLOURS[s.colour]} />
        ),
      )}
    </svg>
  );
}

/** Visual search: is there an orange circle among 4, 8 or 16 shapes? J or Yes when there is, F or No when not. */
export function SearchTask({ phase, onDone }: { phase: Phase; onDone: (trials: Trial[]) => void }) {
  const intl = useIntl();
  const items = useMemo(() => (phase === 'practice' ? practiceItems() : searchItems(SEARCH_RUN_REPS)), [phase]);
  const displays = useMemo(() => items.map((item) => searchDisplay(item)), [items]);
  const [index, setIndex] = useState(0);
  const [shown, setShown] = useState(false);
  const [feedback, setFeedback] = useState<'good' | 'bad' | null>(null);
  const alive = useAlive();
  const { respond, next } = useResponses();

  const onKey = useCallback((key: string) => (key === 'j' ? respond('yes') : key === 'f' ? respond('no') : undefined), [respond]);
  useKeys(onKey, true);

  useEffect(() => {
    void (async () => {
      const trials: Trial[] = [];
      for (let i = 0; i < items.length; i++) {
        const item = items[i]!;
        setIndex(i);
        setShown(false);
        await wait(PACE.fixationMs);
        if (!alive.current) return;
        const onset = await showAtNextFrame(() => setShown(true));
        const response = await next(PACE.timeoutMs + 1000);
        if (!alive.current) return;
        const correct = response !== null && (response.value === 'yes') === item.targetPresent;
        trials.push({ condition: item.condition, setSize: item.setSize, targetPresent: item.targetPresent, correct, rtMs: Math.round(((response?.at ?? performance.now()) - onset) * 10) / 10 });
        setShown(false);
        if (phase === 'practice') {
          setFeedback(correct ? 'good' : 'bad');
          await wait(PACE.feedbackMs);
          setFeedback(null);
        }
      }
      if (alive.current) onDone(trials);
    })();
  }, [items, phase, next, alive, onDone]);

  return (
    <TaskLayout>
      <TaskHeader phase={phase} current={index + 1} total={items.length} reminder={intl.formatMessage(t.searchTask)} />
      <Stage>{feedback ? <Feedback value={feedback} /> : shown ? <Display shapes={displays[index]!} /> : <span className="fixation" aria-hidden="true" />}</Stage>
      <div className="answers two">
        <Button variant="outlined" size="large" disableRipple onPointerDown={(e) => (e.preventDefault(), respond('no'))} onClick={(e) => e.detail === 0 && respond('no')}>
          {intl.formatMessage(t.no)}
        </Button>
        <Button variant="outlined" size="large" disableRipple onPointerDown={(e) => (e.preventDefault(), respond('yes'))} onClick={(e) => e.detail === 0 && respond('yes')}>
          {intl.formatMessage(t.yes)}
        </Button>
      </div>
    </TaskLayout>
  );
}
