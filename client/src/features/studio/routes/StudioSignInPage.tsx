import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { AccountHeading } from '../../../shared/components/account/AccountHeading';
import { FormCard, FormProblem, Page } from '../../../shared/components/account/accountStyles';
import { FormField } from '../../../shared/components/FormField';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { NoIndex } from '../components/StudioFrame';
import { TotpQrCode } from '../components/TotpQrCode';
import { signInMessages as m } from '../messages';
import { useSignInSteps } from '../signInSteps';
import { studioErrorText } from '../studioErrors';

type Step =
  | { kind: 'password' }
  | { kind: 'totp' }
  | { kind: 'recovery' }
  | { kind: 'enrol'; otpauthUri: string; secret: string }
  | { kind: 'codes'; codes: string[] };

const Secret = styled('code')({ display: 'block', padding: '8px 12px', borderRadius: 8, background: '#F3EFEA', fontSize: '1rem', letterSpacing: '0.08em', overflowWrap: 'anywhere' });
const CodeList = styled('ol')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.spacing(1, 2),
  margin: 0,
  padding: theme.spacing(2),
  listStyle: 'none',
  borderRadius: 12,
  background: '#F3EFEA',
  '& li': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '1.0625rem', letterSpacing: '0.05em' },
}));
const Switch = styled('button')(({ theme }) => ({
  justifySelf: 'start',
  padding: 0,
  border: 0,
  background: 'none',
  color: theme.palette.primary.main,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'underline',
  cursor: 'pointer',
}));

/**
 * `/studio/signin`: the e-mail and password, then a code from the authenticator app (or a recovery code); at the
 * first sign-in, setting up the app with its QR code, then the recovery codes, shown once.
 */
export function StudioSignInPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const to = useLocalizedTo();
  const steps = useSignInSteps();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const go = (next: Step) => {
    setStep(next);
    setCode('');
    setProblem(null);
  };
  const refused = (errorCode: string) => {
    // A lapsed first step cannot be finished: back to the password, saying why.
    if (errorCode === 'SIGN_IN_EXPIRED' || errorCode === 'WRONG_STEP') {
      setStep({ kind: 'password' });
      setPassword('');
      setCode('');
    }
    setProblem(studioErrorText(intl, errorCode));
  };
  const enter = () => navigate(to('/studio'), { replace: true });

  // Each new step starts at its heading, for eyes and screen readers alike (not on the first render).
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById('studio-signin-title')?.focus();
  }, [step.kind]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (step.kind === 'password') {
      if (!email.trim() || !password) return setProblem(intl.formatMessage(m.missingFields));
      const out = await steps.password(email, password);
      if (out.kind === 'refused') return refused(out.code);
      go(out.value.next === 'ENROL' ? { kind: 'enrol', otpauthUri: out.value.otpauthUri, secret: out.value.secret } : { kind: 'totp' });
    } else if (step.kind === 'codes') {
      enter();
    } else {
      if (!code.trim()) return setProblem(intl.formatMessage(m.missingCode));
      if (step.kind === 'enrol') {
        const out = await steps.enrol(code);
        if (out.kind === 'refused') return refused(out.code);
        go({ kind: 'codes', codes: out.value });
      } else {
        const out = await steps.code(code);
        if (out.kind === 'refused') return refused(out.code);
        enter();
      }
    }
  };

  const heading = {
    password: [m.title, m.intro],
    totp: [m.totpTitle, m.totpIntro],
    recovery: [m.recoveryTitle, m.recoveryIntro],
    enrol: [m.enrolTitle, m.enrolIntro],
    codes: [m.codesTitle, m.codesIntro],
  }[step.kind];
  const button = { password: m.submit, totp: m.verify, recovery: m.verify, enrol: m.confirm, codes: m.codesDone }[step.kind];

  return (
    <Page>
      <NoIndex />
      <AccountHeading id="studio-signin-title" title={intl.formatMessage(heading[0]!)} intro={intl.formatMessage(heading[1]!)} />
      <FormCard noValidate onSubmit={(event) => void submit(event)} aria-labelledby="studio-signin-title">
        {step.kind === 'password' && (
          <>
            <FormField id="studio-email" label={intl.formatMessage(m.email)}>
              <input id="studio-email" type="email" inputMode="email" autoComplete="username" autoCapitalize="none" spellCheck={false} value={email} onChange={(e) => setEmail(e.target.value)} />
            </FormField>
            <FormField id="studio-password" label={intl.formatMessage(m.password)}>
              <input id="studio-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            </FormField>
          </>
        )}
        {step.kind === 'enrol' && (
          <>
            <TotpQrCode value={step.otpauthUri} label={intl.formatMessage(m.qrLabel)} />
            <div>
              <p style={{ margin: '0 0 8px' }}>{intl.formatMessage(m.manualKey)}</p>
              <Secret>{step.secret.replace(/(.{4})/g, '$1 ').trim()}</Secret>
            </div>
          </>
        )}
        {(step.kind === 'totp' || step.kind === 'enrol') && (
          <FormField id="studio-code" label={intl.formatMessage(m.code)}>
            <input id="studio-code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]*" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} />
          </FormField>
        )}
        {step.kind === 'recovery' && (
          <FormField id="studio-recovery" label={intl.formatMessage(m.recoveryCode)}>
            <input id="studio-recovery" autoComplete="off" autoCapitalize="characters" spellCheck={false} value={code} onChange={(e) => setCode(e.target.value)} />
          </FormField>
        )}
        {step.kind === 'codes' && (
          <CodeList aria-label={intl.formatMessage(m.codesLabel)}>
            {step.codes.map((c) => <li key={c}>{c}</li>)}
          </CodeList>
        )}
        {problem && <FormProblem role="alert">{problem}</FormProblem>}
        <Button type="submit" variant="contained" size="large" disabled={steps.busy} fullWidth>
          {intl.formatMessage(steps.busy ? m.checking : button)}
        </Button>
        {step.kind === 'totp' && <Switch type="button" onClick={() => go({ kind: 'recovery' })}>{intl.formatMessage(m.recoveryInstead)}</Switch>}
        {step.kind === 'recovery' && <Switch type="button" onClick={() => go({ kind: 'totp' })}>{intl.formatMessage(m.appInstead)}</Switch>}
        {step.kind !== 'password' && step.kind !== 'codes' && <Switch type="button" onClick={() => go({ kind: 'password' })}>{intl.formatMessage(m.startOver)}</Switch>}
      </FormCard>
    </Page>
  );
}
