import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { styled } from '@mui/material/styles';
import { type FormEvent, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { AccountChangeOrderEmailDocument, AccountSendOrderEmailCodeDocument, type OrderErrorCode } from '../../../__generated__/graphql';
import { useLocale } from '../../../i18n/LocaleContext';
import { describedBy, FormField } from '../../../shared/components/FormField';
import { accountFailureOf, failureText } from '../accountErrors';
import { checkEmail, normalizeCode } from '../accountValidation';
import { errorMessages, fieldMessages } from '../messages';
import { orderEmailMessages as m } from '../orderEmailMessages';
import { FormProblem } from '../../../shared/components/account/accountStyles';

const Body = styled('div')(({ theme }) => ({ display: 'grid', gap: theme.spacing(1.5), '& p': { margin: 0, overflowWrap: 'anywhere' } }));

type Step = 'address' | 'code' | 'done';
/** Where a refusal is shown: under a field, or for the whole form. */
type Problem = { field: 'email' | 'code' | null; message: MessageDescriptor };

/** The words for each refusal; the server's own wording is never shown. */
function problemOf(code: OrderErrorCode): Problem {
  switch (code) {
    case 'EMAIL_REQUIRED':
      return { field: 'email', message: errorMessages.emailRequired };
    case 'INVALID_EMAIL':
      return { field: 'email', message: errorMessages.invalidEmail };
    case 'EMAIL_UNCHANGED':
      return { field: 'email', message: m.unchanged };
    case 'CODE_REQUIRED':
      return { field: 'code', message: errorMessages.codeRequired };
    case 'CODE_INVALID':
      return { field: 'code', message: errorMessages.codeInvalid };
    case 'ORDER_NOT_FOUND':
    case 'SIGN_IN_REQUIRED':
      return { field: null, message: m.notAllowed };
    case 'SESSION_NOT_FOUND':
    case 'TEST_NOT_SUBMITTED':
    case 'SKU_NOT_FOUND':
    case 'TERMS_REQUIRED':
    case 'RENEWAL_CONSENT_REQUIRED':
    case 'PROMO_CODE_INVALID':
    case 'INVALID_COUNTRY':
      return { field: null, message: errorMessages.unexpected };
  }
}

export interface OrderEmailDialogProps {
  readonly open: boolean;
  readonly orderNumber: string;
  /** Closed; `moved` once the order went to the new address (it has left this account's list). */
  readonly onClose: (moved: boolean) => void;
}

/**
 * Moves a paid order to another address in two steps: a code to the new address, then the code. The old
 * address is told by e-mail; the order then belongs to the account of the new one.
 */
export function OrderEmailDialog({ open, orderNumber, onClose }: OrderEmailDialogProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [step, setStep] = useState<Step>('address');
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sendCode, sending] = useMutation(AccountSendOrderEmailCodeDocument);
  const [change, changing] = useMutation(AccountChangeOrderEmailDocument);
  const busy = sending.loading || changing.loading;

  const reset = () => {
    setStep('address');
    setAddress('');
    setCode('');
    setProblem(null);
    setFailure(null);
  };
  const close = () => {
    if (busy) return;
    onClose(step === 'done');
    reset();
  };

  const refuse = (next: Problem) => {
    setProblem(next);
    document.getElementById(next.field === 'code' ? 'order-email-code' : 'order-email-address')?.focus();
  };

  const submitAddress = async () => {
    const next = address.trim();
    const bad = checkEmail(next);
    if (bad) return refuse({ field: 'email', message: bad === 'EMAIL_REQUIRED' ? errorMessages.emailRequired : errorMessages.invalidEmail });
    const { data } = await sendCode({ variables: { input: { orderNumber, email: next, locale } } });
    const refused = data?.sendOrderEmailCode?.errors[0];
    if (refused) return refuse(problemOf(refused.code));
    if (!data?.sendOrderEmailCode?.sent) return setFailure(intl.formatMessage(errorMessages.network));
    setStep('code');
  };

  const submitCode = async () => {
    if (!normalizeCode(code)) return refuse({ field: 'code', message: errorMessages.codeRequired });
    const { data } = await change({ variables: { input: { orderNumber, email: address.trim(), code: normalizeCode(code) } } });
    const refused = data?.updateOrderEmail.errors[0];
    if (refused) return refuse(problemOf(refused.code));
    if (!data?.updateOrderEmail.order) return setFailure(intl.formatMessage(errorMessages.network));
    setAddress(data.updateOrderEmail.order.email);
    setStep('done');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setFailure(null);
    try {
      if (step === 'address') await submitAddress();
      else if (step === 'code') await submitCode();
      else close();
    } catch (error) {
      setFailure(failureText(intl, accountFailureOf(error)));
    }
  };

  const errorOf = (field: 'email' | 'code') => (problem?.field === field ? intl.formatMessage(problem.message) : undefined);
  const formProblem = failure ?? (problem && problem.field === null ? intl.formatMessage(problem.message) : null);
  const submitLabel =
    step === 'address'
      ? sending.loading ? fieldMessages.sendingCode : fieldMessages.sendCode
      : step === 'code'
        ? changing.loading ? m.confirming : m.confirm
        : m.close;

  return (
    <Dialog open={open} onClose={close} aria-labelledby="order-email-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="order-email-title" component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
          {intl.formatMessage(m.title)}
        </DialogTitle>
        <DialogContent>
          <Body>
            {step === 'address' && (
              <>
                <p>{intl.formatMessage(m.intro)}</p>
                <FormField id="order-email-address" label={intl.formatMessage(m.newEmail)} error={errorOf('email')}>
                  <input
                    id="order-email-address"
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    autoCapitalize="none"
                    spellCheck={false}
                    aria-required
                    aria-invalid={errorOf('email') ? true : undefined}
                    aria-describedby={describedBy('order-email-address', { error: errorOf('email') })}
                    value={address}
                    onChange={(event) => setAddress(event.target.value)}
                  />
                </FormField>
              </>
            )}
            {step === 'code' && (
              <>
                <p role="status">{intl.formatMessage(m.codeSent, { email: address.trim() })}</p>
                <FormField id="order-email-code" label={intl.formatMessage(fieldMessages.code)} error={errorOf('code')}>
                  <input
                    id="order-email-code"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    aria-required
                    aria-invalid={errorOf('code') ? true : undefined}
                    aria-describedby={describedBy('order-email-code', { error: errorOf('code') })}
                    value={code}
                    onChange={(event) => setCode(event.target.value)}
                    // oxlint-disable-next-line jsx-a11y/no-autofocus -- the dialog's one field once the code is sent
                    autoFocus
                  />
                </FormField>
              </>
            )}
            {step === 'done' && <p role="status">{intl.formatMessage(m.done, { email: address })}</p>}
            {formProblem && <FormProblem role="alert">{formProblem}</FormProblem>}
          </Body>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 3, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
          {step !== 'done' && (
            <Button variant="outlined" size="large" onClick={close} disabled={busy} sx={{ flex: '1 1 auto' }}>
              {intl.formatMessage(m.cancel)}
            </Button>
          )}
          <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ flex: '1 1 auto' }}>
            {intl.formatMessage(submitLabel)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
