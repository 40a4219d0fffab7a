import Button from '@mui/material/Button';
import { useEffect, useEffectEvent } from 'react';
import { StatusPanel } from '../../../shared/components/StatusPanel';

export interface MoveOnPanelProps {
  readonly id: string;
  readonly title: string;
  readonly body: string;
  readonly continueLabel: string;
  /** After this many milliseconds, `onMoveOn` is called by itself. */
  readonly delayMs: number;
  readonly onMoveOn: () => void;
}

/**
 * A short message that moves on by itself after a delay, with a button to move on at once. Its heading takes
 * focus so screen readers hear it.
 */
export function MoveOnPanel({ id, title, body, continueLabel, delayMs, onMoveOn }: MoveOnPanelProps) {
  const moveOnLater = useEffectEvent(onMoveOn);
  useEffect(() => {
    document.getElementById(id)?.focus();
    const timer = window.setTimeout(() => moveOnLater(), delayMs);
    return () => window.clearTimeout(timer);
  }, [id, delayMs]);
  return (
    <StatusPanel
      id={id}
      role="status"
      title={title}
      body={body}
      actions={
        <Button variant="contained" size="large" onClick={onMoveOn}>
          {continueLabel}
        </Button>
      }
    />
  );
}
