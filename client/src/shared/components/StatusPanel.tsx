import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const Panel = styled('section')(({ theme }) => ({
  maxWidth: 560,
  margin: '0 auto',
  padding: theme.spacing(6, 3, 8),
  textAlign: 'center',
}));

const Actions = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: theme.spacing(1.5),
  maxWidth: 360,
  margin: theme.spacing(4, 'auto', 0),
}));

const Art = styled('div')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'center',
  marginBottom: theme.spacing(2.5),
  color: theme.palette.primary.main,
}));

export interface StatusPanelProps {
  readonly id: string;
  readonly title: ReactNode;
  readonly body?: ReactNode;
  /** A drawing or a figure above the title; decorative drawings hide themselves from screen readers. */
  readonly art?: ReactNode;
  /** Buttons, the main one first. */
  readonly actions?: ReactNode;
  /** `alert` for failures, so screen readers hear them at once. */
  readonly role?: 'alert' | 'status';
  /** The heading level: `h1` when the panel is the whole page. */
  readonly level?: 'h1' | 'h2';
  /** Anything shown between the text and the buttons (a progress bar). */
  readonly children?: ReactNode;
}

/**
 * A whole-screen state with its way forward: an error (the error screen is one), nothing to show yet, the end
 * of a step.
 */
export function StatusPanel({ id, title, body, art, actions, role, level = 'h1', children }: StatusPanelProps) {
  return (
    <Panel aria-labelledby={id} role={role}>
      {art && <Art>{art}</Art>}
      <Typography id={id} variant="h2" component={level} tabIndex={-1} sx={{ mb: 1.5, outline: 'none' }}>
        {title}
      </Typography>
      {body && <Typography color="text.secondary">{body}</Typography>}
      {children}
      {actions && <Actions>{actions}</Actions>}
    </Panel>
  );
}
