import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { StatusPanel } from './StatusPanel';

export interface RetryPanelProps {
  readonly id: string;
  readonly title: string;
  readonly body: string;
  readonly retryLabel: string;
  readonly onRetry: () => void;
  /** Further ways forward, after "try again". */
  readonly children?: ReactNode;
}

/** A failure the visitor can try again: announced at once to screen readers, "try again" first. */
export function RetryPanel({ id, title, body, retryLabel, onRetry, children }: RetryPanelProps) {
  return (
    <StatusPanel
      id={id}
      role="alert"
      title={title}
      body={body}
      actions={
        <>
          <Button variant="contained" size="large" onClick={onRetry}>
            {retryLabel}
          </Button>
          {children}
        </>
      }
    />
  );
}
