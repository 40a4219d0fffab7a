import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** Red for errors: at least 4.5:1 on white and on the page surfaces (the report form's colour). */
const ERROR_COLOUR = '#B3261E';

const Wrap = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.75),
  minWidth: 0,
  '& label': { fontWeight: 600, fontSize: '0.9375rem' },
  '& input': {
    width: '100%',
    minHeight: 52,
    padding: theme.spacing(1.25, 1.75),
    border: '1px solid #7D746C',
    borderRadius: 12,
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    font: 'inherit',
    // 16 px keeps iOS Safari from zooming in on focus.
    fontSize: 16,
    touchAction: 'manipulation',
    scrollMarginTop: 120,
  },
  '& input:focus': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: 1,
    borderColor: theme.palette.primary.main,
  },
  '& input:disabled': { backgroundColor: theme.palette.action.hover },
  '& [aria-invalid="true"]': { borderColor: ERROR_COLOUR, borderWidth: 2 },
}));

const Help = styled('p')(({ theme }) => ({ margin: 0, fontSize: '0.875rem', color: theme.palette.text.secondary }));

const Problem = styled('p')({ margin: 0, fontSize: '0.9375rem', fontWeight: 600, color: ERROR_COLOUR });

/** The ids a control refers to for its error and its help, and any more given. */
export function describedBy(id: string, { help, error }: { help?: unknown; error?: unknown }, ...more: Array<string | null>) {
  const ids = [error ? `${id}-error` : null, help ? `${id}-help` : null, ...more].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export interface PaymentFieldProps {
  readonly id: string;
  readonly label: ReactNode;
  readonly help?: ReactNode;
  /** The translated error, when there is one. */
  readonly error?: string | undefined;
  /** The control, which must use `id`, and `describedBy(id, ...)` for `aria-describedby`. */
  readonly children: ReactNode;
}

/**
 * A labelled input with its help and its error, tied together for screen readers; it looks like the report
 * form's fields, and stays in the checkout chunk instead of sharing one with the report form.
 */
export function PaymentField({ id, label, help, error, children }: PaymentFieldProps) {
  return (
    <Wrap>
      <label htmlFor={id}>{label}</label>
      {children}
      {help && <Help id={`${id}-help`}>{help}</Help>}
      {error && <Problem id={`${id}-error`}>{error}</Problem>}
    </Wrap>
  );
}
