import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import { keyframes, styled, useTheme } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { AnswerValue } from '../../../state/sessionState';
import type { SyncStatus } from '../answerSync';
import { NEAR_DONE_REMAINING, type PartProgress, type Statement } from '../examProgress';
import { questionMessages } from '../messages';
import { answerKindOf, KIND_VALUES } from '../answerKinds/answerKinds';
import { BlockInstructions } from '../answerKinds/BlockInstructions';
import { ChoiceScale } from '../answerKinds/ChoiceScale';
import { answerKindMessages } from '../answerKinds/messages';
import { examWordMessages, useWordedExam } from '../answerKinds/examWords';
import { AnswerScale } from './AnswerScale';
import { ExamProgress } from './ExamProgress';
import { SaveStatus } from './SaveStatus';

const enter = keyframes`
  from { opacity: 0; transform: translateX(16px); }
  to { opacity: 1; transform: none; }
`;

const Card = styled('fieldset')(({ theme }) => ({
  minWidth: 0,
  margin: theme.spacing(2, 0, 0),
  padding: theme.spacing(2.5, 2, 1.5),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  boxShadow: '0 6px 24px rgba(60, 40, 20, 0.06)',
  outline: 'none',
  // Only a statement the visitor moved to slides in; the first one is simply there.
  '&[data-moved="true"]': { animation: `${enter} 220ms ease-out` },
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4, 4, 2.5) },
  '@media (prefers-reduced-motion: reduce)': { '&[data-moved="true"]': { animation: 'none' } },
  // The legend floats so it sits inside the card, not on its border.
  '& legend': { float: 'left', width: '100%', padding: 0, marginBottom: theme.spacing(2.5) },
  '& legend + *': { clear: 'both' },
}));

const Position = styled('span')(({ theme }) => ({
  display: 'block',
  marginBottom: theme.spacing(1),
  fontSize: '0.875rem',
  fontWeight: 600,
  color: theme.palette.text.secondary,
}));

const Text = styled('span')({
  display: 'block',
  // Room for four lines, so the circles do not jump from one statement to the next.
  minHeight: '5.8em',
  fontSize: 'clamp(1.25rem, 1rem + 1.4vw, 1.625rem)',
  fontWeight: 650,
  lineHeight: 1.45,
});

const NearDone = styled('p')(({ theme }) => ({
  margin: theme.spacing(1.5, 0, 0),
  padding: theme.spacing(1, 1.75),
  borderRadius: 999,
  backgroundColor: '#FDEBDD',
  color: '#6B3418',
  fontSize: '0.9375rem',
  fontWeight: 600,
  textAlign: 'center',
}));

const Hint = styled('p')(({ theme }) => ({
  display: 'none',
  margin: theme.spacing(1.5, 0, 0),
  fontSize: '0.875rem',
  color: theme.palette.text.secondary,
  textAlign: 'center',
  '@media (hover: hover) and (pointer: fine)': { display: 'block' },
}));

const Nav = styled('div')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  marginTop: theme.spacing(2.5),
}));

export interface StatementStepProps {
  readonly statement: Statement;
  readonly total: number;
  readonly labels: readonly string[];
  /** The instructions of the item's block, shown above it; null for none. */
  readonly instructions?: string | null;
  readonly answer: AnswerValue | undefined;
  readonly parts: readonly PartProgress[];
  readonly saveStatus: SyncStatus;
  /** Statements still without an answer. */
  readonly remaining: number;
  readonly isFirst: boolean;
  /** Move focus to the statement (after moving from another step, not on arrival). */
  readonly takeFocus: boolean;
  readonly onCommit: (value: AnswerValue) => void;
  readonly onMove: (value: AnswerValue) => void;
  readonly onNext: () => void;
  readonly onBack: () => void;
  readonly onFinish: () => void;
}

/** One statement: progress, the statement with its seven circles, and the way back and on. */
export function StatementStep(props: StatementStepProps) {
  const { statement, total, labels, answer, parts, remaining, isFirst, takeFocus } = props;
  const intl = useIntl();
  const theme = useTheme();
  const card = useRef<HTMLFieldSetElement>(null);
  const kind = answerKindOf(statement.kind);
  const worded = useWordedExam() !== null;
  const textId = `statement-text-${statement.id}`;

  useEffect(() => {
    const element = card.current;
    if (!takeFocus || !element) return;
    element.focus({ preventScroll: true });
    // On a short screen the visitor may have scrolled down to the buttons: bring the new statement into view.
    if (element.getBoundingClientRect().top < 0) element.scrollIntoView({ block: 'start' });
  }, [statement.id, takeFocus]);

  return (
    <>
      <ExamProgress parts={parts} currentPart={statement.part} />
      <SaveStatus status={props.saveStatus} />
      {remaining > 0 && remaining <= NEAR_DONE_REMAINING && (
        <NearDone role="status">{intl.formatMessage(worded ? examWordMessages.nearDone : questionMessages.nearDone, { count: remaining })}</NearDone>
      )}
      {props.instructions && <BlockInstructions text={props.instructions} />}
      <Card key={statement.id} ref={card} tabIndex={-1} data-moved={takeFocus}>
        <legend>
          <Position>{intl.formatMessage(worded ? examWordMessages.position : questionMessages.position, { position: statement.position, total })}</Position>
          <Text id={textId} style={kind === 'AGREE7' ? undefined : { minHeight: '2.9em' }}>
            {statement.text}
          </Text>
        </legend>
        {kind === 'AGREE7' ? (
          <AnswerScale
            name={`answer-${statement.id}`}
            labels={labels}
            value={answer}
            agreeColor={theme.palette.primary.main}
            onCommit={props.onCommit}
            onMove={props.onMove}
            onEnter={props.onNext}
          />
        ) : (
          <ChoiceScale
            name={`answer-${statement.id}`}
            labelledBy={textId}
            values={KIND_VALUES[kind]}
            labels={labels}
            value={answer}
            onCommit={props.onCommit}
            onMove={props.onMove}
            onEnter={props.onNext}
          />
        )}
      </Card>
      <Hint>
        {kind === 'AGREE7'
          ? intl.formatMessage(questionMessages.keyboardHint)
          : intl.formatMessage(answerKindMessages.keyboardHint, { count: KIND_VALUES[kind].length })}
      </Hint>
      <Nav>
        <Button
          variant="text"
          color="inherit"
          size="large"
          startIcon={<ArrowBackIcon />}
          onClick={props.onBack}
          disabled={isFirst}
          sx={{ paddingInline: 2 }}
        >
          {intl.formatMessage(questionMessages.back)}
        </Button>
        {remaining === 0 ? (
          <Button variant="contained" size="large" endIcon={<ArrowForwardIcon />} onClick={props.onFinish}>
            {intl.formatMessage(questionMessages.finish)}
          </Button>
        ) : (
          answer !== undefined && (
            <Button variant="outlined" size="large" endIcon={<ArrowForwardIcon />} onClick={props.onNext}>
              {intl.formatMessage(questionMessages.next)}
            </Button>
          )
        )}
      </Nav>
    </>
  );
}
