import { LockIcon } from './LockIcon';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../../../shared/components/VisuallyHidden';
import { methodMessages } from '../messages';
import type { PayPhase } from '../usePayment';

export interface PayButtonProps {
  readonly phase: PayPhase;
  /** What the button says while nothing is under way ("Pay $1.00"). */
  readonly children: ReactNode;
  /** A submit button of the card form, or a plain button (PayPal). */
  readonly onClick?: () => void;
  readonly sx?: Record<string, unknown>;
}

/** The button that pays: disabled with a spinner while the payment is processed, announced to screen readers. */
export function PayButton({ phase, children, onClick, sx }: PayButtonProps) {
  const intl = useIntl();
  const busy = phase !== 'idle';
  return (
    <>
      <Button
        type={onClick ? 'button' : 'submit'}
        onClick={onClick}
        variant="contained"
        size="large"
        fullWidth
        disabled={busy}
        aria-busy={busy || undefined}
        startIcon={busy ? <CircularProgress size={20} color="inherit" aria-hidden /> : <LockIcon aria-hidden />}
        sx={{ '&.Mui-disabled': { backgroundColor: 'primary.main', color: 'primary.contrastText', opacity: 0.75 }, ...sx }}
      >
        {phase === 'processing'
          ? intl.formatMessage(methodMessages.processing)
          : phase === 'leaving'
            ? intl.formatMessage(methodMessages.leaving)
            : children}
      </Button>
      <VisuallyHidden role="status">{phase === 'processing' ? intl.formatMessage(methodMessages.processingStatus) : ''}</VisuallyHidden>
    </>
  );
}
