import { styled } from '@mui/material/styles';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Feedback, Stage, TaskHeader, TaskLayout } from './Stage';
import { taskMessages as t } from './taskMessages';
import { PACE, randomInt, showAtNextFrame, useAlive, useKeys, useResponses, wait } from './timing';
import { FOUR_KEYS, type Phase, type Trial } from './trials';

/** Trials per part: simple first, then choice among four. */
export const REACTION_TRIALS: Readonly<Record<Phase, { simple: number; choice: number }>> = { practice: { simple: 3, choice: 4 }, run: { simple: 15, choice: 15 } };
/** A press before the circle restarts the trial; after this many, the trial is skipped. */
const MAX_EARLY = 3;

const Boxes = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: theme.spacing(1),
  width: '100%',
  padding: theme.spacing(2),
  '& button': {
    display: 'grid',
    placeItems: 'center',
    aspectRatio: '1',
    border: '2px solid #5b6275',
    borderRadius: 12,
    background: 'transparent',
    color: '#aab0bf',
    font: 'inherit',
    fontWeight: 700,
    cursor: 'pointer',
    touchAction: 'manipulation',
  },
}));

const Dot = () => <span aria-hidden="true" data-testid="rt-circle" style={{ width: '60%', aspectRatio: '1', borderRadius: '50%', background: '#ffd84d', display: 'block' }} />;

type Item = { condition: 'simple' | 'choice'; box: number; foreperiod: number };

/** Simple then choice reaction time: wait for the circle, then Space (or a tap), or the key of its box. */
export function ReactionTask({ phase, onDone }: { phase: Phase; onDone: (trials: Trial[]) => void }) {
  const intl = useIntl();
  const items = useMemo<Item[]>(() => {
    const counts = REACTION_TRIALS[phase];
    return [
      ...Array.from({ length: counts.simple }, () => ({ condition: 'simple' as const, box: 0, foreperiod: randomInt(PACE.foreperiodMinMs, PACE.foreperiodMaxMs) })),
      ...Array.from({ length: counts.choice }, () => ({ condition: 'choice' as const, box: randomInt(0, 3), foreperiod: randomInt(PACE.foreperiodMinMs, PACE.foreperiodMaxMs) })),
    ];
  }, [phase]);
  const [index, setIndex] = useState(0);
  const [shown, setShown] = useState(false);
  const [feedback, setFeedback] = useState<'good' | 'bad' | 'early' | null>(null);
  const alive = useAlive();
  const { respond, next, takeEarly } = useResponses();
  const item = items[index]!;

  const onKey = useCallback((key: string) => respond(key === 'space' ? 'space' : String((FOUR_KEYS as readonly string[]).indexOf(key))), [respond]);
  useKeys(onKey, true);

  useEffect(() => {
    void (async () => {
      const trials: Trial[] = [];
      for (let i = 0; i < items.length; i++) {
        const it = items[i]!;
        setIndex(i);
        for (let early = 0; early <= MAX_EARLY; early++) {
          setShown(false);
          takeEarly();
          await wait(it.foreperiod);
          if (!alive.current) return;
          if (takeEarly()) {
            setFeedback('early');
            await wait(PACE.feedbackMs);
            setFeedback(null);
            continue;
          }
          const onset = await showAtNextFrame(() => setShown(true));
          const response = await next(PACE.timeoutMs);
          if (!alive.current) return;
          const correct = response !== null && (it.condition === 'simple' ? response.value === 'space' || response.value === 'tap' : Number(response.value) === it.box);
          trials.push({ condition: it.condition, correct, rtMs: Math.round(((response?.at ?? performance.now()) - onset) * 10) / 10 });
          setShown(false);
          if (phase === 'practice') {
            setFeedback(correct ? 'good' : 'bad');
            await wait(PACE.feedbackMs);
            setFeedback(null);
          }
          break;
        }
      }
      if (alive.current) onDone(trials);
    })();
  }, [items, phase, next, takeEarly, alive, onDone]);

  const part = item.condition === 'simple' ? 1 : 2;
  return (
    <TaskLayout>
      <TaskHeader
        phase={phase}
        current={index + 1}
        total={items.length}
        reminder={`${intl.formatMessage(t.part, { part })} · ${intl.formatMessage(part === 1 ? t.simpleTask : t.choiceTask)}`}
      />
      {item.condition === 'simple' ? (
        <Stage onPointerDown={() => respond('tap')} label={intl.formatMessage(t.tapHere)}>
          {feedback ? <Feedback value={feedback} /> : shown ? <span style={{ width: 120, display: 'grid' }}><Dot /></span> : null}
        </Stage>
      ) : (
        <Stage>
          <Boxes>
            {FOUR_KEYS.map((key, i) => (
              <button key={key} type="button" aria-label={intl.formatMessage(t.box, { n: i + 1 })} onPointerDown={(e) => (e.preventDefault(), respond(String(i)))}>
                {shown && item.box === i ? <Dot /> : <kbd aria-hidden="true">{key.toUpperCase()}</kbd>}
              </button>
            ))}
          </Boxes>
          {feedback && <div style={{ position: 'absolute', bottom: 12 }}><Feedback value={feedback} /></div>}
        </Stage>
      )}
    </TaskLayout>
  );
}
