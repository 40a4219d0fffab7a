import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Feedback, Stage, TaskHeader, TaskLayout } from './Stage';
import { taskMessages as t } from './taskMessages';
import { PACE, useAlive, wait } from './timing';
import { digitList, nextSpanLength, type Phase, SPAN_START, type Trial } from './trials';

type Step = { kind: 'showing'; digit: string | null } | { kind: 'recall' } | { kind: 'feedback'; correct: boolean };

/**
 * Forward digit span: digits one at a time, then typed back in order. Practice is one list of three; the run
 * climbs a digit after each list right and ends after two misses at one length.
 */
export function SpanTask({ phase, onDone }: { phase: Phase; onDone: (trials: Trial[]) => void }) {
  const intl = useIntl();
  const alive = useAlive();
  const [trials, setTrials] = useState<Trial[]>([]);
  const [list, setList] = useState(() => digitList(SPAN_START));
  const [step, setStep] = useState<Step>({ kind: 'showing', digit: null });
  const [typed, setTyped] = useState('');

  useEffect(() => {
    void (async () => {
      for (const digit of list) {
        await wait(PACE.digitOffMs);
        if (!alive.current) return;
        setStep({ kind: 'showing', digit });
        await wait(PACE.digitOnMs);
        if (!alive.current) return;
        setStep({ kind: 'showing', digit: null });
      }
      setTyped('');
      setStep({ kind: 'recall' });
    })();
  }, [list, alive]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (step.kind !== 'recall') return;
    const correct = typed.replace(/\D/g, '') === list;
    const done = [...trials, { condition: 'forward', correct, length: list.length }];
    setTrials(done);
    setStep({ kind: 'feedback', correct });
    await wait(PACE.feedbackMs);
    if (!alive.current) return;
    const length = phase === 'practice' ? null : nextSpanLength(done.map((d) => ({ length: d.length!, correct: d.correct })));
    if (length === null) onDone(done);
    else setList(digitList(length));
  };

  const total = phase === 'practice' ? 1 : trials.length + 1;
  return (
    <TaskLayout>
      <TaskHeader
        phase={phase}
        current={trials.length + (step.kind === 'feedback' ? 0 : 1)}
        total={total}
        reminder={step.kind === 'recall' ? intl.formatMessage(t.recall, { count: list.length }) : intl.formatMessage(t.watch)}
      />
      <Stage>
        {step.kind === 'showing' ? (
          <span style={{ fontSize: '4.5rem', fontWeight: 800, fontVariantNumeric: 'tabular-nums' }} data-testid="span-digit">
            {step.digit ?? ''}
          </span>
        ) : step.kind === 'feedback' ? (
          <Feedback value={step.correct ? 'good' : 'bad'} />
        ) : (
          <form onSubmit={submit} style={{ display: 'grid', gap: 12, width: 'min(100%, 320px)', padding: 16 }}>
            <TextField
              autoFocus
              label={intl.formatMessage(t.digitsLabel)}
              value={typed}
              onChange={(e) => setTyped(e.target.value.replace(/\D/g, '').slice(0, 12))}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', pattern: '[0-9]*' }, inputLabel: { sx: { color: '#aab0bf' } } }}
              sx={{ '& input': { color: '#f4f5f7', fontSize: '1.5rem', letterSpacing: '0.2em' }, '& fieldset': { borderColor: '#5b6275' } }}
            />
            <Button type="submit" variant="contained" size="large" disabled={typed.length === 0}>
              {intl.formatMessage(t.enter)}
            </Button>
          </form>
        )}
      </Stage>
    </TaskLayout>
  );
}
