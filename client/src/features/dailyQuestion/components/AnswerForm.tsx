import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { styled } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { dailyQuestionMessages as m } from '../messages';
import { type Draft, hasAnswer, type QuestionData } from '../types';

const Form = styled('form')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  '& legend': { marginBottom: theme.spacing(1), fontSize: '1.1875rem', fontWeight: 700, lineHeight: 1.45, color: theme.palette.text.primary },
  '& legend.Mui-focused': { color: theme.palette.text.primary },
  '& .option': {
    margin: 0,
    padding: theme.spacing(0.75, 1.5, 0.75, 0.5),
    borderRadius: theme.shape.borderRadius,
    border: `1px solid ${theme.palette.divider}`,
    '& + .option': { marginTop: theme.spacing(1) },
    '&:has(input:checked)': { borderColor: theme.palette.primary.main, backgroundColor: theme.palette.action.selected },
  },
  '& .actions': { display: 'grid', gap: theme.spacing(1), justifyItems: 'start' },
  '& .hint': { margin: 0, fontSize: '0.875rem', color: theme.palette.text.secondary },
  [theme.breakpoints.down('sm')]: { '& .actions button': { width: '100%' } },
}));

export const MAX_FILL = 120;

/**
 * The answer of one question, by its kind: a radio group, a checkbox group or a text field, each labelled by the
 * question. Submitting stays disabled, with a hint saying why, until something is chosen or written.
 */
export function AnswerForm({ question, submitting, error, onSubmit }: {
  question: QuestionData;
  submitting: boolean;
  /** A translated message about the last try, shown under the field. */
  error: string | null;
  onSubmit: (draft: Draft) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(question.kind === 'FILL' ? { text: '' } : { choices: [] });
  const ready = hasAnswer(draft) && !submitting;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const kindHint = intl.formatMessage(question.kind === 'SINGLE' ? m.hintSingle : question.kind === 'MULTIPLE' ? m.hintMultiple : m.hintFill);
  const describedBy = [`${id}-kind`, error ? errorId : null].filter(Boolean).join(' ');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onSubmit(draft);
  };
  const choices = 'choices' in draft ? draft.choices : [];
  const toggle = (index: number, on: boolean) =>
    setDraft({ choices: on ? [...choices, index].sort((a, b) => a - b) : choices.filter((c) => c !== index) });

  return (
    <Form onSubmit={submit} noValidate>
      {question.kind === 'FILL' ? (
        <FormControl>
          <FormLabel component="legend" htmlFor={`${id}-text`}>{question.prompt}</FormLabel>
          <TextField
            id={`${id}-text`}
            label={intl.formatMessage(m.fillLabel)}
            value={'text' in draft ? draft.text : ''}
            onChange={(e) => setDraft({ text: e.target.value })}
            slotProps={{ htmlInput: { maxLength: MAX_FILL, 'aria-describedby': describedBy, autoComplete: 'off' } }}
            error={Boolean(error)}
          />
        </FormControl>
      ) : (
        <FormControl component="fieldset" error={Boolean(error)}>
          <FormLabel component="legend">{question.prompt}</FormLabel>
          {question.kind === 'SINGLE' ? (
            <RadioGroup
              aria-describedby={describedBy}
              value={choices[0] ?? ''}
              onChange={(e) => setDraft({ choices: [Number(e.target.value)] })}
            >
              {question.options.map((option, index) => (
                <FormControlLabel key={index} className="option" value={index} control={<Radio />} label={option} />
              ))}
            </RadioGroup>
          ) : (
            <FormGroup aria-describedby={describedBy}>
              {question.options.map((option, index) => (
                <FormControlLabel
                  key={index}
                  className="option"
                  control={<Checkbox checked={choices.includes(index)} onChange={(e) => toggle(index, e.target.checked)} />}
                  label={option}
                />
              ))}
            </FormGroup>
          )}
        </FormControl>
      )}
      <p className="hint" id={`${id}-kind`}>{kindHint}</p>
      {error && <FormHelperText id={errorId} error role="alert" sx={{ m: 0 }}>{error}</FormHelperText>}
      <div className="actions">
        <Button type="submit" variant="contained" size="large" disabled={!ready} aria-describedby={ready ? undefined : hintId}>
          {intl.formatMessage(submitting ? m.submitting : m.submit)}
        </Button>
        {!hasAnswer(draft) && <p className="hint" id={hintId}>{intl.formatMessage(m.chooseFirst)}</p>}
      </div>
    </Form>
  );
}
