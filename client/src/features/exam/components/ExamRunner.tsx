import { styled } from '@mui/material/styles';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { usePrefersReducedMotion } from '../../../shared/usePrefersReducedMotion';
import type { AnswerValue } from '../../../state/sessionState';
import { answerForKindKey, answerKindOf } from '../answerKinds/answerKinds';
import { type ExamScales, instructionsFor, labelsFor, tipAfter } from '../answerKinds/examScales';
import type { ExamSessionController, ExamSessionSnapshot } from '../examSessionController';
import { answeredCount, firstUnanswered, progressByPart, type Statement, type Step, startIndex, stepAfter } from '../examProgress';
import { examStateMessages } from '../messages';
import { CalculatingScreen } from './CalculatingScreen';
import { ExamProgress } from './ExamProgress';
import { PartTip } from './PartTip';
import { SaveStatus } from './SaveStatus';
import { StatementStep } from './StatementStep';

/** The pause after an answer before the next statement: long enough to see the choice, short enough to flow. */
const ADVANCE_MS = 320;
const REDUCED_ADVANCE_MS = 150;

const Notice = styled('p')(({ theme }) => ({
  margin: theme.spacing(0, 0, 2),
  padding: theme.spacing(1.5, 2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: '#FDEBDD',
  color: '#4A2410',
  fontWeight: 600,
}));

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && target.type !== 'radio';
}

export interface ExamRunnerProps {
  readonly statements: readonly Statement[];
  readonly labels: readonly string[];
  readonly parts: number;
  /** Each kind's labels, the parts' instructions and tips (for tests beyond the seven-point scale). */
  readonly scales?: ExamScales;
  readonly session: ExamSessionSnapshot;
  readonly controller: ExamSessionController;
  /** Start at the first statement (editing answers) rather than at the first open one. */
  readonly review: boolean;
  readonly onScored: () => void;
}

/**
 * The test itself: one statement at a time, moving on by itself after an answer, with the tips between parts
 * and the calculating screen at the end. Keys 1 to 7 answer from anywhere on the page.
 */
export function ExamRunner({ statements, labels, parts, scales, session, controller, review, onScored }: ExamRunnerProps) {
  const intl = useIntl();
  const { answers } = session;
  const reducedMotion = usePrefersReducedMotion();
  const [chosenStep, setChosenStep] = useState<Step | null>(null);
  const [moved, setMoved] = useState(false);
  const [sentBack, setSentBack] = useState(false);
  const advance = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Until the visitor moves, the page shows where they left off (the first open statement).
  const step: Step = chosenStep ?? { kind: 'statement', index: review ? 0 : startIndex(statements, answers) };

  useEffect(() => () => clearTimeout(advance.current), []);

  const go = useCallback((next: Step) => {
    clearTimeout(advance.current);
    setChosenStep(next);
    setMoved(true);
  }, []);

  const commit = useCallback(
    (index: number, value: AnswerValue) => {
      const statement = statements[index];
      if (!statement) return;
      controller.answer(statement.id, value);
      const after = { ...answers, [statement.id]: value };
      clearTimeout(advance.current);
      advance.current = setTimeout(
        () => go(stepAfter(index, statements, after)),
        reducedMotion ? REDUCED_ADVANCE_MS : ADVANCE_MS,
      );
    },
    [answers, controller, go, reducedMotion, statements],
  );

  const statementIndex = step.kind === 'statement' ? step.index : -1;
  useEffect(() => {
    if (statementIndex < 0) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      const value = answerForKindKey(answerKindOf(statements[statementIndex]?.kind), event.key);
      if (value === null) return;
      event.preventDefault();
      commit(statementIndex, value);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [commit, statementIndex, statements]);

  if (step.kind === 'tip') {
    return (
      <>
        <ExamProgress parts={progressByPart(statements, answers)} currentPart={step.afterPart} />
        <SaveStatus status={session.saveStatus} />
        <PartTip
          afterPart={step.afterPart}
          parts={parts}
          text={tipAfter(scales, step.afterPart)}
          onContinue={() => go({ kind: 'statement', index: step.next })} />
      </>
    );
  }
  if (step.kind === 'calculating') {
    return (
      <CalculatingScreen
        submit={controller.submit}
        onScored={onScored}
        onIncomplete={() => {
          setSentBack(true);
          go({ kind: 'statement', index: Math.max(0, firstUnanswered(statements, answers)) });
        }}
        onBack={() => go({ kind: 'statement', index: statements.length - 1 })}
      />
    );
  }

  const index = Math.min(step.index, statements.length - 1);
  const statement = statements[index];
  if (!statement) return null;
  const answer = answers[statement.id];
  return (
    <>
      {sentBack && answer === undefined && <Notice role="alert">{intl.formatMessage(examStateMessages.incomplete)}</Notice>}
      <StatementStep
      statement={statement}
      total={statements.length}
      labels={labelsFor(scales, statement.kind, labels)}
      instructions={instructionsFor(scales, statement)}
      answer={answer}
      parts={progressByPart(statements, answers)}
      saveStatus={session.saveStatus}
      remaining={statements.length - answeredCount(statements, answers)}
      isFirst={index === 0}
      takeFocus={moved}
      onCommit={(value) => commit(index, value)}
      onMove={(value) => {
        clearTimeout(advance.current);
        controller.answer(statement.id, value);
      }}
      onNext={() => {
        if (answer !== undefined) go(stepAfter(index, statements, answers));
      }}
      onBack={() => go({ kind: 'statement', index: Math.max(0, index - 1) })}
      onFinish={() => go({ kind: 'calculating' })}
      />
    </>
  );
}
