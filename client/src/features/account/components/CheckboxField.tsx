import { styled } from '@mui/material/styles';
import type { ChangeEvent, ReactNode } from 'react';
import { ERROR_COLOUR } from '../../../shared/components/FormField';

const Wrap = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(0.75),
  // In Japanese the label wraps between phrases, so no lone syllable ends up on its own line.
  '&:lang(ja)': { wordBreak: 'auto-phrase' },
  '& label': {
    display: 'flex',
    alignItems: 'flex-start',
    gap: theme.spacing(1.5),
    minHeight: 48,
    paddingTop: theme.spacing(1),
    cursor: 'pointer',
    touchAction: 'manipulation',
  },
  '& input': { flex: 'none', width: 24, height: 24, margin: 0, accentColor: theme.palette.primary.main, cursor: 'pointer' },
  '& input:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '& a': { color: theme.palette.primary.main, fontWeight: 600 },
  '& .problem': { margin: 0, fontSize: '0.9375rem', fontWeight: 600, color: ERROR_COLOUR },
}));

export interface CheckboxFieldProps {
  readonly id: string;
  readonly name: string;
  readonly checked: boolean;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  readonly label: ReactNode;
  readonly error?: string;
}

/** A required checkbox with its label (which may hold a link) and its error, tied together for screen readers. */
export function CheckboxField({ id, name, checked, onChange, label, error }: CheckboxFieldProps) {
  return (
    <Wrap>
      <label htmlFor={id}>
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={onChange}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className="problem">
          {error}
        </p>
      )}
    </Wrap>
  );
}
