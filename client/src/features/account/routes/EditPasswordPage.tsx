import { ApolloProvider } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { type FormEvent, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { getApolloClient } from '../../../app/apollo';
import { examRouteOf } from '@innerscope/shared/routes';
import { StatusPanel } from '../../../shared/components/StatusPanel';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { FormField } from '../../../shared/components/FormField';
import { failureText, formatProblem } from '../accountErrors';
import { CHANGE_FIELDS, type ChangeField, validateChange } from '../accountValidation';
import { AccountHeading } from '../../../shared/components/account/AccountHeading';
import { FormCard, FormLinks, FormProblem, Page } from '../../../shared/components/account/accountStyles';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { PasswordInput } from '../components/PasswordInput';
import { SignInRequired } from '../components/SignInRequired';
import { type Viewer, ViewerGate } from '../components/ViewerGate';
import { editPasswordMessages, fieldMessages, signInRequiredMessages } from '../messages';
import { useChangePassword } from '../mutations/accountSteps';
import { useAccountForm } from '../useAccountForm';

function ChangePasswordForm({ viewer, codeExamId }: { viewer: Viewer; codeExamId: string }) {
  const intl = useIntl();
  const to = useLocalizedTo();
  const form = useAccountForm<ChangeField, Record<ChangeField, string>>(
    'edit-password',
    { current: '', password: '', passwordConfirm: '' },
    CHANGE_FIELDS,
  );
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const [state, setState] = useState<'editing' | 'done' | 'signedOut'>('editing');
  const { change, loading } = useChangePassword();

  useEffect(() => {
    if (state === 'done') document.getElementById('edit-password-done')?.focus();
  }, [state]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormProblem(null);
    const found = validateChange(form.values);
    if (Object.keys(found).length > 0) {
      form.show(found);
      return;
    }
    const outcome = await change(form.values);
    if (outcome.kind === 'done') setState('done');
    else if (outcome.kind === 'refused') {
      form.show(outcome.fields);
      if (outcome.form) setFormProblem(formatProblem(intl, outcome.form));
    } else if (outcome.failure.kind === 'signedOut') setState('signedOut');
    else setFormProblem(failureText(intl, outcome.failure));
  };

  if (state === 'signedOut') {
    return <SignInRequired codeExamId={codeExamId} body={intl.formatMessage(signInRequiredMessages.passwordBody)} />;
  }
  if (state === 'done') {
    return (
      <StatusPanel
        id="edit-password-done"
        role="status"
        title={intl.formatMessage(editPasswordMessages.done)}
        actions={
          <Button component={Link} to={to(`/user/setting/${codeExamId}`)} variant="contained" size="large">
            {intl.formatMessage(editPasswordMessages.backToSettings)}
          </Button>
        }
      />
    );
  }

  return (
    <Page>
      <AccountHeading
        id="edit-password-title"
        title={intl.formatMessage(editPasswordMessages.title)}
        intro={intl.formatMessage(editPasswordMessages.intro, { email: viewer.email })}
      />
      <FormCard noValidate onSubmit={(event) => void submit(event)} aria-labelledby="edit-password-title">
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={viewer.email} readOnly hidden />
        <FormField
          id={form.idOf('current')}
          label={intl.formatMessage(fieldMessages.currentPassword)}
          error={form.errorOf('current')}
        >
          <PasswordInput {...form.password('current')} autoComplete="current-password" />
        </FormField>
        <NewPasswordFields form={form} />
        {formProblem && <FormProblem role="alert">{formProblem}</FormProblem>}
        <Button type="submit" variant="contained" size="large" disabled={loading} fullWidth>
          {intl.formatMessage(loading ? editPasswordMessages.submitting : editPasswordMessages.submit)}
        </Button>
      </FormCard>
      <FormLinks>
        <Link to={to(`/user/forgot-password/${codeExamId}`)}>{intl.formatMessage(editPasswordMessages.forgot)}</Link>
      </FormLinks>
    </Page>
  );
}

function EditPasswordPage() {
  const intl = useIntl();
  const { codeExamId } = examRouteOf(useParams()['codeExamId']);
  return (
    <ViewerGate codeExamId={codeExamId} signInBody={intl.formatMessage(signInRequiredMessages.passwordBody)}>
      {(viewer) => <ChangePasswordForm viewer={viewer} codeExamId={codeExamId} />}
    </ViewerGate>
  );
}

/** `/user/edit-password/{code}-{examId}`: a signed-in user changes the password; other sessions end, this one stays. */
export default function EditPasswordRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <EditPasswordPage />
    </ApolloProvider>
  );
}
