import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { type OrderErrorCode, UpdateOrderEmailDocument } from '../../../__generated__/graphql';
import { VisuallyHidden } from '../../../shared/components/VisuallyHidden';
import { describedBy, FormField } from '../../../shared/components/FormField';
import { isValidEmail } from '../../reportForm/reportFormValidation';
import { emailMessages, paymentErrorMessages } from '../messages';

const Line = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(1),
  '& p': { flex: 1, margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
  '& button': { flexShrink: 0 },
  '& strong': { fontWeight: 700 },
}));

const Editor = styled('form')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  '& .actions': { display: 'flex', gap: theme.spacing(1), flexWrap: 'wrap' },
}));

/** The words for each refusal of the new address; the server's own wording is never shown. */
function messageFor(code: OrderErrorCode): MessageDescriptor {
  switch (code) {
    case 'EMAIL_REQUIRED':
      return emailMessages.required;
    case 'INVALID_EMAIL':
      return emailMessages.invalid;
    case 'ORDER_NOT_FOUND':
      return paymentErrorMessages.orderNotFound;
    // A paid order's address moves only from the account, with a code: the payment page never offers it.
    case 'SIGN_IN_REQUIRED':
    case 'CODE_REQUIRED':
    case 'CODE_INVALID':
    case 'EMAIL_UNCHANGED':
    case 'SESSION_NOT_FOUND':
    case 'TEST_NOT_SUBMITTED':
    case 'SKU_NOT_FOUND':
    case 'TERMS_REQUIRED':
    case 'RENEWAL_CONSENT_REQUIRED':
    case 'PROMO_CODE_INVALID':
    case 'INVALID_COUNTRY':
      return paymentErrorMessages.unexpected;
  }
}

export interface EmailEditorProps {
  readonly orderNumber: string;
  readonly email: string;
  readonly onSaved: (email: string) => void;
  /** While a payment is on its way, the address stays as it is. */
  readonly disabled?: boolean;
}

/** The address the report goes to, with an "edit" that saves a new one on the order (updateOrderEmail). */
export function EmailEditor({ orderNumber, email, onSaved, disabled = false }: EmailEditorProps) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(email);
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [saved, setSaved] = useState(false);
  const [update, { loading }] = useMutation(UpdateOrderEmailDocument);
  const input = useRef<HTMLInputElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (editing) input.current?.focus();
    else if (returnFocus.current) editButton.current?.focus();
    returnFocus.current = false;
  }, [editing]);

  const close = () => {
    returnFocus.current = true;
    setEditing(false);
    setError(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next = value.trim();
    if (!next) return setError(emailMessages.required);
    if (!isValidEmail(next)) return setError(emailMessages.invalid);
    setError(null);
    try {
      const { data } = await update({ variables: { input: { orderNumber, email: next } } });
      const payload = data?.updateOrderEmail;
      if (payload?.order) {
        onSaved(payload.order.email);
        setSaved(true);
        close();
        return;
      }
      setError(payload?.errors[0] ? messageFor(payload.errors[0].code) : paymentErrorMessages.unexpected);
    } catch {
      setError(paymentErrorMessages.network);
    }
    input.current?.focus();
  };

  if (!editing) {
    return (
      <Line>
        <p>
          {intl.formatMessage(emailMessages.sentTo)} <strong>{email}</strong>
        </p>
        <Button
          ref={editButton}
          variant="text"
          size="small"
          aria-label={intl.formatMessage(emailMessages.editLabel)}
          disabled={disabled}
          onClick={() => {
            setValue(email);
            setSaved(false);
            setEditing(true);
          }}
        >
          {intl.formatMessage(emailMessages.edit)}
        </Button>
        <VisuallyHidden role="status">{saved ? intl.formatMessage(emailMessages.saved) : ''}</VisuallyHidden>
      </Line>
    );
  }

  const errorText = error ? intl.formatMessage(error) : undefined;
  return (
    <Editor noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormField id="payment-email" label={intl.formatMessage(emailMessages.field)} error={errorText}>
        <input
          ref={input}
          id="payment-email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('payment-email', { error })}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
        />
      </FormField>
      <div className="actions">
        <Button type="submit" variant="contained" disabled={loading}>
          {intl.formatMessage(loading ? emailMessages.saving : emailMessages.save)}
        </Button>
        <Button type="button" variant="text" onClick={close}>
          {intl.formatMessage(emailMessages.cancel)}
        </Button>
      </div>
    </Editor>
  );
}
