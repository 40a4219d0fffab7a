import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { getFragmentData } from '../../../__generated__';
import { IqMatrix_ItemFragmentDoc, type IqQuestionsQuery, type IqRun_SessionFragment } from '../../../__generated__/graphql';
import { iqQuestionMessages as m } from '../messages';
import type { SaveProblem } from '../useIqRun';
import { IqTimer, useSecondsLeft } from './IqTimer';
import { MatrixGrid } from './MatrixGrid';
import { OptionChoices } from './OptionChoices';

type Question = IqQuestionsQuery['questions']['questions'][number];

/**
 * The timed items of the session's form, one at a time, with the clock. Time spent on an item is counted while it
 * is shown (across visits) and sent with its answer. When the clock reaches zero the run is finished for the person.
 */
export function TimedItems({
  session,
  questions,
  deadlineMs,
  problem,
  onAnswer,
  onFinish,
}: {
  session: IqRun_SessionFragment;
  questions: readonly Question[];
  deadlineMs: number;
  problem: SaveProblem;
  onAnswer: (questionId: string, value: number, ms: number) => void;
  onFinish: (timeUp: boolean) => void;
}) {
  const intl = useIntl();
  const ids = session.timing!.questionIds;
  const byId = new Map(questions.map((q) => [q.id, q]));
  const [answers, setAnswers] = useState<Record<string, number>>(() => Object.fromEntries(session.answers.map((a) => [a.questionId, a.value])));
  const [index, setIndex] = useState(() => Math.max(0, Math.min(ids.length - 1, ids.findIndex((id) => answers[id] === undefined))));
  const spent = useRef(new Map<string, number>());
  const shownAt = useRef(0);
  const secondsLeft = useSecondsLeft(deadlineMs);
  const finished = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const id = ids[index]!;
  const question = byId.get(id);
  const item = question?.matrix ? getFragmentData(IqMatrix_ItemFragmentDoc, question.matrix) : null;

  const elapsedOn = (itemId: string) => (spent.current.get(itemId) ?? 0) + (Date.now() - shownAt.current);
  const leave = () => {
    spent.current.set(id, elapsedOn(id));
    shownAt.current = Date.now();
  };
  const go = (next: number) => {
    leave();
    setIndex(next);
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  };
  const finish = (timeUp: boolean) => {
    if (finished.current) return;
    finished.current = true;
    leave();
    onFinish(timeUp);
  };

  // The first item is shown from the first paint on: from the top of the page, its heading read first.
  useEffect(() => {
    shownAt.current = Date.now();
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    if (secondsLeft === 0 || problem === 'timeUp') finish(true);
  });

  if (!item || !question) return null;
  const unanswered = ids.filter((q) => answers[q] === undefined).length;
  const last = index === ids.length - 1;
  return (
    <section aria-labelledby="iq-item-title" style={{ display: 'grid', gap: 16 }}>
      <IqTimer secondsLeft={secondsLeft} />
      <h2 id="iq-item-title" ref={heading} tabIndex={-1} style={{ margin: 0, fontSize: '1.0625rem', fontWeight: 600, outline: 'none' }}>
        {intl.formatMessage(m.position, { position: index + 1, total: ids.length })}
      </h2>
      <MatrixGrid cells={item.cells} layout={item.layout} />
      <OptionChoices
        key={id}
        name={`iq-${id}`}
        legend={question.text}
        options={item.options}
        layout={item.layout}
        value={answers[id] ?? null}
        onChange={(value) => {
          setAnswers((a) => ({ ...a, [id]: value }));
          onAnswer(id, value, elapsedOn(id));
        }}
        disabled={secondsLeft === 0}
      />
      <div role="alert" style={{ minHeight: 0 }}>
        {problem === 'network' && <p style={{ margin: 0, color: '#B23B3B' }}>{intl.formatMessage(m.saveError)}</p>}
        {problem === 'timeUp' && <p style={{ margin: 0, color: '#B23B3B' }}>{intl.formatMessage(m.timeUpError)}</p>}
      </div>
      {last && unanswered > 0 && <p style={{ margin: 0 }}>{intl.formatMessage(m.unanswered, { count: unanswered })}</p>}
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
        <Button variant="outlined" size="large" disabled={index === 0} onClick={() => go(index - 1)}>
          {intl.formatMessage(m.previous)}
        </Button>
        {last ? (
          <Button variant="contained" size="large" onClick={() => finish(false)}>
            {intl.formatMessage(m.finish)}
          </Button>
        ) : (
          <Button variant="contained" size="large" onClick={() => go(index + 1)}>
            {intl.formatMessage(m.next)}
          </Button>
        )}
      </div>
    </section>
  );
}
