import { styled } from '@mui/material/styles';
import type { ReactNode, Ref } from 'react';
import { ERROR_COLOUR, FieldError, PRICE_FONT_SIZE } from './checkoutStyles';

const Wrap = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(0.75),
  '& label': {
    display: 'flex',
    alignItems: 'flex-start',
    gap: theme.spacing(1.5),
    minHeight: 48,
    padding: theme.spacing(1.25, 1.5),
    borderRadius: 12,
    border: `1px solid ${theme.palette.divider}`,
    backgroundColor: theme.palette.background.paper,
    fontSize: PRICE_FONT_SIZE,
    lineHeight: 1.5,
    cursor: 'pointer',
    touchAction: 'manipulation',
  },
  '& label:has(input:focus-visible)': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '& label:has([aria-invalid="true"])': { borderColor: ERROR_COLOUR, borderWidth: 2 },
  '& input': {
    flexShrink: 0,
    width: 24,
    height: 24,
    margin: '2px 0 0',
    accentColor: theme.palette.primary.main,
    cursor: 'pointer',
    // Focusing a box with an error scrolls it into view below the sticky header.
    scrollMarginTop: 120,
  },
  '& a': { color: theme.palette.primary.main, fontWeight: 600 },
}));

export interface ConsentCheckboxProps {
  readonly id: string;
  readonly label: ReactNode;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  /** The translated error, when there is one. */
  readonly error?: string | null;
  readonly ref?: Ref<HTMLInputElement>;
}

/** A consent the visitor ticks themself: unticked to start with, its error tied to it for screen readers. */
export function ConsentCheckbox({ id, label, checked, onChange, error, ref }: ConsentCheckboxProps) {
  return (
    <Wrap>
      <label htmlFor={id}>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{label}</span>
      </label>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Wrap>
  );
}
