import Button from '@mui/material/Button';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Feedback, Stage, TaskHeader, TaskLayout } from './Stage';
import { taskMessages as t } from './taskMessages';
import { PACE, showAtNextFrame, useAlive, useKeys, useResponses, wait } from './timing';
import { FOUR_KEYS, type Phase, stroopItems, type Trial } from './trials';

export type StroopVariant = 'colour' | 'shape';

/** Inks readable on the dark stage; the shape version draws every shape in one neutral ink. */
const INKS = ['#ff6b6b', '#4cd68a', '#62a8ff', '#ffd84d'] as const;
const COLOUR_WORDS = [t.red, t.green, t.blue, t.yellow] as const;
const SHAPE_WORDS = [t.circle, t.square, t.triangle, t.diamond] as const;


export const STROOP_TRIALS: Readonly<Record<Phase, number>> = { practice: 6, run: 32 };

function ShapeIcon({ index, size }: { index: number; size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 100 100" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth={size < 40 ? 10 : 5}>
      {index === 0 ? <circle cx="50" cy="50" r="40" /> : index === 1 ? <polygon points="12,12 88,12 88,88 12,88" /> : index === 2 ? <polygon points="50,8 94,88 6,88" /> : <polygon points="50,4 94,50 50,96 6,50" />}
    </svg>
  );
}

/** The Stroop task: name the ink (or the shape) of a word that may name another; keys D F J K or the buttons. */
export function StroopTask({ phase, variant, onDone }: { phase: Phase; variant: StroopVariant; onDone: (trials: Trial[]) => void }) {
  const intl = useIntl();
  const items = useMemo(() => stroopItems(STROOP_TRIALS[phase]), [phase]);
  const [index, setIndex] = useState(0);
  const [shown, setShown] = useState(false);
  const [feedback, setFeedback] = useState<'good' | 'bad' | null>(null);
  const alive = useAlive();
  const { respond, next } = useResponses();
  const words = variant === 'colour' ? COLOUR_WORDS : SHAPE_WORDS;

  const onKey = useCallback((key: string) => {
    const i = (FOUR_KEYS as readonly string[]).indexOf(key);
    if (i >= 0) respond(String(i));
  }, [respond]);
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
        const response = await next(PACE.timeoutMs);
        if (!alive.current) return;
        const correct = response !== null && Number(response.value) === item.ink;
        trials.push({ condition: item.congruent ? 'congruent' : 'incongruent', correct, rtMs: Math.round(((response?.at ?? performance.now()) - onset) * 10) / 10 });
        setShown(false);
        if (phase === 'practice') {
          setFeedback(correct ? 'good' : 'bad');
          await wait(PACE.feedbackMs);
          if (!alive.current) return;
          setFeedback(null);
        }
      }
      onDone(trials);
    })();
  }, [items, phase, next, alive, onDone]);

  const item = items[index]!;
  return (
    <TaskLayout aria-label={intl.formatMessage(t.variantLabel)}>
      <TaskHeader phase={phase} current={index + 1} total={items.length} reminder={intl.formatMessage(variant === 'colour' ? t.taskColour : t.taskShape)} />
      <Stage>
        {feedback ? (
          <Feedback value={feedback} />
        ) : shown ? (
          variant === 'colour' ? (
            <span style={{ color: INKS[item.ink], fontSize: 'clamp(2.25rem, 11vw, 3.75rem)', fontWeight: 800, letterSpacing: '0.04em' }} data-testid="stroop-word">
              {intl.formatMessage(words[item.word]!)}
            </span>
          ) : (
            <span style={{ position: 'relative', display: 'grid', placeItems: 'center', color: '#dfe3ea' }} data-testid="stroop-word">
              <ShapeIcon index={item.ink} size={220} />
              <span style={{ position: 'absolute', top: item.ink === 2 ? '58%' : '50%', transform: 'translateY(-50%)', padding: '2px 6px', borderRadius: 6, background: '#1d2230', fontSize: '1.125rem', fontWeight: 800, color: '#f4f5f7' }}>
                {intl.formatMessage(words[item.word]!)}
              </span>
            </span>
          )
        ) : (
          <span className="fixation" aria-hidden="true" />
        )}
      </Stage>
      <div className="answers">
        {words.map((word, i) => (
          <Button key={i} variant="outlined" size="large" disableRipple onPointerDown={(e) => (e.preventDefault(), respond(String(i)))} onClick={(e) => e.detail === 0 && respond(String(i))}>
            {variant === 'colour' ? (
              <span aria-hidden="true" style={{ width: 16, height: 16, borderRadius: 4, background: INKS[i], marginInlineEnd: 8, flex: 'none' }} />
            ) : (
              <span aria-hidden="true" style={{ display: 'inline-flex', flex: 'none', marginInlineEnd: 8 }}>
                <ShapeIcon index={i} size={18} />
              </span>
            )}
            {intl.formatMessage(word)}
            <kbd aria-hidden="true">{FOUR_KEYS[i]!.toUpperCase()}</kbd>
          </Button>
        ))}
      </div>
    </TaskLayout>
  );
}
