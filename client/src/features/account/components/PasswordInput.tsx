import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { type ChangeEvent, type Ref, useState } from 'react';
import { useIntl } from 'react-intl';
import { fieldMessages } from '../messages';

const Wrap = styled('div')({
  position: 'relative',
  // Room for the eye button, so long passwords never run under it.
  '& input': { paddingRight: 56 },
  '& button': { position: 'absolute', top: '50%', right: 2, transform: 'translateY(-50%)', width: 48, height: 48 },
});

export interface PasswordInputProps {
  readonly id: string;
  readonly name: string;
  readonly value: string;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  readonly autoComplete: 'current-password' | 'new-password';
  readonly invalid: boolean;
  readonly describedBy: string | undefined;
  readonly inputRef?: Ref<HTMLInputElement>;
}

/**
 * A password field with a button that shows what was typed: on a phone keyboard a typo is easy and the
 * field is otherwise blind. The button says what it does and whether it is on (`aria-pressed`).
 */
export function PasswordInput({ id, name, value, onChange, autoComplete, invalid, describedBy, inputRef }: PasswordInputProps) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  return (
    <Wrap>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type={shown ? 'text' : 'password'}
        value={value}
        onChange={onChange}
        autoComplete={autoComplete}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        aria-required
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
      />
      <IconButton
        type="button"
        aria-label={intl.formatMessage(fieldMessages.showPassword)}
        aria-pressed={shown}
        aria-controls={id}
        onClick={() => setShown((current) => !current)}
      >
        {shown ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </Wrap>
  );
}
