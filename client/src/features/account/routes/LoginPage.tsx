import { ApolloProvider } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { getApolloClient } from '../../../app/apollo';
import { examRouteOf } from '@innerscope/shared/routes';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { FormField } from '../../../shared/components/FormField';
import { failureText, formatProblem } from '../accountErrors';
import { afterSignIn } from '../accountPaths';
import { LOGIN_FIELDS, type LoginField, validateLogin } from '../accountValidation';
import { AccountHeading } from '../../../shared/components/account/AccountHeading';
import { FormCard, FormLinks, FormProblem, Page } from '../../../shared/components/account/accountStyles';
import { PasswordInput } from '../components/PasswordInput';
import { fieldMessages, loginMessages } from '../messages';
import { useLogin } from '../mutations/accountSteps';
import { useAccountForm } from '../useAccountForm';

function LoginPage() {
  const intl = useIntl();
  const { codeExamId } = examRouteOf(useParams()['codeExamId']);
  const location = useLocation();
  const navigate = useNavigate();
  const to = useLocalizedTo();
  const form = useAccountForm<LoginField, Record<LoginField, string>>('login', { email: '', password: '' }, LOGIN_FIELDS);
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const { login, loading } = useLogin();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormProblem(null);
    const found = validateLogin(form.values);
    if (Object.keys(found).length > 0) {
      form.show(found);
      return;
    }
    const outcome = await login(form.values);
    if (outcome.kind === 'done') {
      navigate(afterSignIn(location.search, window.location.origin, location.pathname), { replace: true });
    } else if (outcome.kind === 'refused') {
      form.show(outcome.fields);
      // A wrong pair is said once, for the form: never which of the two was wrong.
      if (outcome.form) setFormProblem(formatProblem(intl, outcome.form));
    } else {
      setFormProblem(failureText(intl, outcome.failure));
    }
  };

  const registerLink = (chunks: ReactNode[]) => (
    <Link key="register" to={to(`/user/register/${codeExamId}`)}>
      {chunks}
    </Link>
  );

  return (
    <Page>
      <AccountHeading id="login-title" title={intl.formatMessage(loginMessages.title)} intro={intl.formatMessage(loginMessages.intro)} />
      <FormCard noValidate onSubmit={(event) => void submit(event)} aria-labelledby="login-title">
        <FormField id={form.idOf('email')} label={intl.formatMessage(fieldMessages.email)} error={form.errorOf('email')}>
          <input
            {...form.control('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            aria-required
          />
        </FormField>
        <FormField id={form.idOf('password')} label={intl.formatMessage(fieldMessages.password)} error={form.errorOf('password')}>
          <PasswordInput {...form.password('password')} autoComplete="current-password" />
        </FormField>
        {formProblem && <FormProblem role="alert">{formProblem}</FormProblem>}
        <Button type="submit" variant="contained" size="large" disabled={loading} fullWidth>
          {intl.formatMessage(loading ? loginMessages.submitting : loginMessages.submit)}
        </Button>
      </FormCard>
      <FormLinks>
        <Link to={to(`/user/forgot-password/${codeExamId}`)}>{intl.formatMessage(loginMessages.forgot)}</Link>
        <span>{intl.formatMessage(loginMessages.newHere, { link: registerLink })}</span>
      </FormLinks>
    </Page>
  );
}

/** `/user/login/{code}-{examId}`: signs in, then goes back where `?next=` says (a path of this site) or to the reports. */
export default function LoginRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <LoginPage />
    </ApolloProvider>
  );
}
