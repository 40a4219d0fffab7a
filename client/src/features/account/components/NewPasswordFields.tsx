import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { FormField } from '../../../shared/components/FormField';
import { PASSWORD_MIN } from '../accountValidation';
import { fieldMessages } from '../messages';
import { PasswordInput } from './PasswordInput';

type Field = 'password' | 'passwordConfirm';

/** The part of an account form (see `useAccountForm`) these fields use. */
interface NewPasswordForm {
  idOf(field: Field): string;
  errorOf(field: Field): string | undefined;
  password(field: Field, help?: string): Omit<ComponentProps<typeof PasswordInput>, 'autoComplete'>;
}

/** A new password and its repetition, with the length hint: the same two fields wherever a password is chosen. */
export function NewPasswordFields({ form }: { form: NewPasswordForm }) {
  const intl = useIntl();
  const passwordHelp = intl.formatMessage(fieldMessages.passwordHint, { min: PASSWORD_MIN });
  return (
    <>
      <FormField id={form.idOf('password')} label={intl.formatMessage(fieldMessages.newPassword)} help={passwordHelp} error={form.errorOf('password')}>
        <PasswordInput {...form.password('password', passwordHelp)} autoComplete="new-password" />
      </FormField>
      <FormField id={form.idOf('passwordConfirm')} label={intl.formatMessage(fieldMessages.confirmPassword)} error={form.errorOf('passwordConfirm')}>
        <PasswordInput {...form.password('passwordConfirm')} autoComplete="new-password" />
      </FormField>
    </>
  );
}
