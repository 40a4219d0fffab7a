import { styled } from '@mui/material/styles';
import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { ERROR_COLOUR } from '../../../shared/components/FormField';
import { profileMessages } from '../messages';
import { GENDERS } from '../profileForm';

const Fieldset = styled('fieldset')(({ theme }) => ({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  '& legend': { padding: 0, marginBottom: theme.spacing(0.75), fontWeight: 600, fontSize: '0.9375rem' },
  '& .choices': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1) },
  // Each choice is a whole 48 px target, its own radio inside, so the label's words may run long (German).
  '& label': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    minHeight: 48,
    padding: theme.spacing(0.5, 2, 0.5, 1.5),
    border: '1px solid #7D746C',
    borderRadius: 12,
    backgroundColor: theme.palette.background.paper,
    cursor: 'pointer',
    touchAction: 'manipulation',
  },
  '& label:has(input:checked)': { borderColor: theme.palette.primary.main, outline: `1px solid ${theme.palette.primary.main}` },
  '& input': { width: 20, height: 20, margin: 0, accentColor: theme.palette.primary.main, cursor: 'pointer' },
  '& input:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '& .problem': { margin: theme.spacing(0.75, 0, 0), fontSize: '0.9375rem', fontWeight: 600, color: ERROR_COLOUR },
}));

export interface GenderChoicesProps {
  /** The id of the first choice, which takes the focus when the choice has a problem. */
  readonly id: string;
  readonly value: string;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  readonly error?: string;
}

/** Male, female or "prefer not to say", as radio buttons under one legend. */
export function GenderChoices({ id, value, onChange, error }: GenderChoicesProps) {
  const intl = useIntl();
  return (
    <Fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{intl.formatMessage(profileMessages.gender)}</legend>
      <div className="choices">
        {GENDERS.map((gender, index) => (
          <label key={gender}>
            <input
              id={index === 0 ? id : `${id}-${gender}`}
              type="radio"
              name="gender"
              value={gender}
              checked={value === gender}
              onChange={onChange}
              aria-invalid={error ? true : undefined}
            />
            {intl.formatMessage(profileMessages[gender])}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="problem">
          {error}
        </p>
      )}
    </Fieldset>
  );
}
