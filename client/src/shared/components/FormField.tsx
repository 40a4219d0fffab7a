import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** Red for errors: at least 4.5:1 on white and on the page surfaces. */
export const ERROR_COLOUR = '#B3261E';

const Wrap = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.75),
  minWidth: 0,
  // Labels, hints and errors are short: in Japanese they wrap between phrases, never inside a word.
  '&:lang(ja)': { wordBreak: 'auto-phrase' },
  '& label, & legend': { fontWeight: 600, fontSize: '0.9375rem', padding: 0 },
  '& .optional': { fontWeight: 400, color: theme.palette.text.secondary },
  '& input, & select, & textarea': {
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
    // Focusing a field with an error scrolls it into view below the sticky header, with its label showing.
    scrollMarginTop: 120,
  },
  '& select': {
    appearance: 'none',
    paddingRight: theme.spacing(5),
    backgroundImage:
      'url("data:image/svg+xml,%3Csvg xmlns=%27http://www.w3.org/2000/svg%27 width=%2724%27 height=%2724%27%3E%3Cpath d=%27M7 10l5 5 5-5%27 fill=%27none%27 stroke=%27%235A4A3F%27 stroke-width=%272%27/%3E%3C/svg%3E")',
    backgroundRepeat: 'no-repeat',
    backgroundPosition: `right ${theme.spacing(1.5)} center`,
  },
  '& input:focus, & select:focus, & textarea:focus': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: 1,
    borderColor: theme.palette.primary.main,
  },
  '& textarea': { minHeight: 132, lineHeight: 1.5, resize: 'vertical' },
  '& input:disabled': { backgroundColor: theme.palette.action.hover },
  '& [aria-invalid="true"]': { borderColor: ERROR_COLOUR, borderWidth: 2 },
}));

const Help = styled('p')(({ theme }) => ({ margin: 0, fontSize: '0.875rem', color: theme.palette.text.secondary }));

const Problem = styled('p')({ margin: 0, fontSize: '0.9375rem', fontWeight: 600, color: ERROR_COLOUR });

export interface FormFieldProps {
  readonly id: string;
  readonly label: ReactNode;
  readonly help?: ReactNode;
  /** The translated error, when there is one. */
  readonly error?: string | undefined;
  /** The control, which must use `id`, and `describedBy(id)` for `aria-describedby`. */
  readonly children: ReactNode;
}

/** The ids a control refers to for its error and its help, and any more given. */
export function describedBy(id: string, { help, error }: { help?: unknown; error?: unknown }, ...more: Array<string | null>): string | undefined {
  const ids = [error ? `${id}-error` : null, help ? `${id}-help` : null, ...more].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** A labelled form control with its help text and its error, tied together for screen readers. */
export function FormField({ id, label, help, error, children }: FormFieldProps) {
  return (
    <Wrap>
      <label htmlFor={id}>{label}</label>
      {children}
      {help && <Help id={`${id}-help`}>{help}</Help>}
      {error && <Problem id={`${id}-error`}>{error}</Problem>}
    </Wrap>
  );
}
