import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { styled } from '@mui/material/styles';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormField } from '../../../shared/components/FormField';
import { type AccountFailure, failureText, formatProblem } from '../accountErrors';
import { deleteAccountMessages, fieldMessages } from '../messages';
import { useDeleteAccount } from '../mutations/profileSteps';
import { useAccountForm } from '../useAccountForm';
import { FormProblem } from '../../../shared/components/account/accountStyles';
import { PasswordInput } from './PasswordInput';

const Body = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  '& p, & ul': { margin: 0 },
  '& ul': { paddingInlineStart: theme.spacing(2.5) },
  '& .kept': { fontWeight: 600 },
}));

export interface DeleteAccountDialogProps {
  readonly open: boolean;
  /** "Keep my account", Escape or a tap outside: nothing changes. */
  readonly onClose: () => void;
  /** The account is deleted and this browser signed out; everything cached for it is forgotten. */
  readonly onDeleted: () => void;
  /** The session ended before the account could be deleted. */
  readonly onSignedOut: () => void;
}

/**
 * The last step before the account goes: what is deleted, what is kept (orders, for invoices), and the password,
 * so that nobody else at an unlocked phone can do it.
 */
export function DeleteAccountDialog({ open, onClose, onDeleted, onSignedOut }: DeleteAccountDialogProps) {
  const intl = useIntl();
  const form = useAccountForm<'password', { password: string }>('delete-account', { password: '' }, ['password'], (_field, problem) =>
    problem === 'WRONG_PASSWORD' ? intl.formatMessage(deleteAccountMessages.wrongPassword) : formatProblem(intl, problem),
  );
  const { remove, loading } = useDeleteAccount();
  const [formProblem, setFormProblem] = useState<string | null>(null);

  const fail = (failure: AccountFailure) => (failure.kind === 'signedOut' ? onSignedOut() : setFormProblem(failureText(intl, failure)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormProblem(null);
    if (form.values.password === '') {
      form.show({ password: 'PASSWORD_REQUIRED' });
      return;
    }
    const outcome = await remove(form.values.password);
    if (outcome.kind === 'done') onDeleted();
    else if (outcome.kind === 'refused') {
      form.show(outcome.fields);
      if (outcome.form) setFormProblem(formatProblem(intl, outcome.form));
    } else fail(outcome.failure);
  };

  const close = () => {
    if (loading) return;
    setFormProblem(null);
    form.setValues({ password: '' });
    form.show({});
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="delete-account-title" aria-describedby="delete-account-body" fullWidth maxWidth="xs">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="delete-account-title" component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
          {intl.formatMessage(deleteAccountMessages.title)}
        </DialogTitle>
        <DialogContent>
          <Body>
            <div id="delete-account-body">
              <p>{intl.formatMessage(deleteAccountMessages.intro)}</p>
              <ul>
                <li>{intl.formatMessage(deleteAccountMessages.deletesAccount)}</li>
                <li>{intl.formatMessage(deleteAccountMessages.deletesResults)}</li>
                <li>{intl.formatMessage(deleteAccountMessages.deletesReviews)}</li>
              </ul>
            </div>
            <p>{intl.formatMessage(deleteAccountMessages.plansStop)}</p>
            <p className="kept">{intl.formatMessage(deleteAccountMessages.ordersKept)}</p>
            <FormField
              id={form.idOf('password')}
              label={intl.formatMessage(fieldMessages.password)}
              help={intl.formatMessage(deleteAccountMessages.passwordHint)}
              error={form.errorOf('password')}
            >
              <PasswordInput {...form.password('password', 'help')} autoComplete="current-password" />
            </FormField>
            {formProblem && <FormProblem role="alert">{formProblem}</FormProblem>}
          </Body>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 3, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
          <Button variant="outlined" size="large" onClick={close} disabled={loading} sx={{ flex: '1 1 auto' }}>
            {intl.formatMessage(deleteAccountMessages.cancel)}
          </Button>
          <Button type="submit" variant="contained" color="error" size="large" disabled={loading} sx={{ flex: '1 1 auto' }}>
            {intl.formatMessage(loading ? deleteAccountMessages.deleting : deleteAccountMessages.confirm)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
