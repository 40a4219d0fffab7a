import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { fieldMessages } from '../messages';

export interface SendCodeButtonProps {
  readonly sending: boolean;
  /** Seconds before another code may be asked for; 0 when it may be now. */
  readonly secondsLeft: number;
  readonly onClick?: () => void;
  readonly variant?: 'outlined' | 'contained';
  readonly fullWidth?: boolean;
  /** `submit` when sending the code is what the form is for. */
  readonly type?: 'button' | 'submit';
}

/** "Send code", then "Resend in 59 s" counting down, so the wait is visible rather than a dead button. */
export function SendCodeButton({ sending, secondsLeft, onClick, variant = 'outlined', fullWidth, type = 'button' }: SendCodeButtonProps) {
  const intl = useIntl();
  const label = sending
    ? intl.formatMessage(fieldMessages.sendingCode)
    : secondsLeft > 0
      ? intl.formatMessage(fieldMessages.resendIn, { seconds: secondsLeft })
      : intl.formatMessage(fieldMessages.sendCode);
  return (
    <Button
      type={type}
      variant={variant}
      size="large"
      onClick={onClick}
      disabled={sending || secondsLeft > 0}
      fullWidth={fullWidth}
      // Wide enough for the countdown, so the button does not change size every second.
      sx={{ minWidth: '9.5rem', minHeight: 52, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
    >
      {label}
    </Button>
  );
}
