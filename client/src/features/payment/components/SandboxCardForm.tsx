import { styled } from '@mui/material/styles';
import { type ChangeEvent, type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../../../shared/components/VisuallyHidden';
import { describedBy, FormField } from '../../../shared/components/FormField';
import {
  CARD_FIELDS,
  type CardErrors,
  type CardField,
  type CardValues,
  type CardBrand,
  caretAfterDigits,
  cardBrandName,
  cvcLengthFor,
  detectBrand,
  digitsOf,
  formatCardNumber,
  formatExpiry,
  validateCard,
  validateCardField,
} from '@innerscope/shared/cardValidation';
import { cardErrorMessages, cardMessages, methodMessages } from '../messages';
import type { PaymentProblem } from '../paymentProblems';
import { sandboxToken } from '../sandboxToken';
import type { PayPhase, PayRequest, PayResult } from '../usePayment';
import { PayButton } from './PayButton';
import { type ProblemContext, ProblemNotice } from './ProblemNotice';
import { TestModeNote } from './TestModeNote';

const Form = styled('form')(({ theme }) => ({ display: 'grid', gap: theme.spacing(2), minWidth: 0 }));

const Pair = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: theme.spacing(1.5),
}));

const NumberBox = styled('div')({
  position: 'relative',
  '& input': { paddingRight: 104 },
  '& .brand': {
    position: 'absolute',
    right: 14,
    top: '50%',
    transform: 'translateY(-50%)',
    fontSize: '0.8125rem',
    fontWeight: 700,
    letterSpacing: '0.02em',
    color: '#4A4A4A',
    pointerEvents: 'none',
  },
});


/** The brand as the badge in the number field shows it: short enough to leave room for 19 digits. */
const BADGE: Readonly<Partial<Record<CardBrand, string>>> = { amex: 'AMEX', diners: 'Diners', visa: 'VISA' };

/** Expiry dates are checked against the buyer's own clock, as a processor's form does. */
const today = () => new Date();

const EMPTY: CardValues = { number: '', expiry: '', cvc: '', name: '', postalCode: '' };

export interface SandboxCardFormProps {
  readonly amountLabel: string;
  readonly phase: PayPhase;
  readonly problem: PaymentProblem | null;
  readonly pay: (request: PayRequest) => Promise<PayResult>;
  readonly setProblem: (problem: PaymentProblem | null) => void;
  /** What the notice of the last attempt needs besides "try again", which this form handles. */
  readonly problemProps: ProblemContext;
  /** What the submit button says instead of "Pay {amount}". */
  readonly submitLabel?: string;
}

/**
 * The product's own card form for the sandbox processor. It checks the card as a processor's form would, then
 * turns it into a sandbox token here in the browser: the number, expiry and security code never leave the page.
 */
export function SandboxCardForm({ amountLabel, phase, problem, pay, setProblem, problemProps, submitLabel }: SandboxCardFormProps) {
  const intl = useIntl();
  const [values, setValues] = useState<CardValues>(EMPTY);
  const [errors, setErrors] = useState<CardErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const numberInput = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const busy = phase !== 'idle';
  const brand = detectBrand(values.number);
  const cvcLength = cvcLengthFor(values.number);

  // After a reformatted number is on screen, the caret goes back after the digit it followed.
  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    const input = numberInput.current;
    if (caret !== null && input && document.activeElement === input) input.setSelectionRange(caret, caret);
  });

  const change = (field: CardField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // An error goes away as soon as the buyer changes the field it is about.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    if (problem?.kind === 'incomplete') setProblem(null);
  };

  const onNumber = (event: ChangeEvent<HTMLInputElement>) => {
    const { value, selectionStart } = event.target;
    const formatted = formatCardNumber(value);
    pendingCaret.current = caretAfterDigits(formatted, digitsOf(value.slice(0, selectionStart ?? value.length)).length);
    change('number', formatted);
  };

  const onBlur = (field: CardField) => () => {
    const code = validateCardField(field, values, today());
    if (code) setErrors((current) => ({ ...current, [field]: code }));
  };

  const focusField = (field: CardField) => form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateCard(values, today());
    const first = CARD_FIELDS.find((field) => found[field]);
    if (first) {
      setErrors(found);
      setProblem({ kind: 'incomplete' });
      focusField(first);
      return;
    }
    // Only the token goes to the server: built here, from a card this form has just checked.
    const token = sandboxToken(values.number);
    const result = await pay({ method: 'CARD', tokenize: () => Promise.resolve({ token }) });
    if (result === 'declined') setValues((current) => ({ ...current, number: '' }));
  };

  const tryAgain = () => {
    setProblem(null);
    focusField('number');
  };

  const errorText = (field: CardField) => {
    const code = errors[field];
    return code ? intl.formatMessage(cardErrorMessages[code]) : undefined;
  };
  const control = (field: CardField, help?: string) => ({
    id: `card-${field}`,
    name: field,
    value: values[field],
    disabled: busy,
    onBlur: onBlur(field),
    'aria-required': true,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(`card-${field}`, { help, error: errors[field] }),
  });
  const expiryHelp = intl.formatMessage(cardMessages.expiryHint);
  const cvcHelp = intl.formatMessage(cardMessages.cvcHint, { front: cvcLength === 4 ? 'yes' : 'no' });
  const brandName = brand === 'unknown' ? null : cardBrandName(brand);
  const numberDescribedBy = describedBy('card-number', { error: errors.number }, brandName ? 'card-number-brand' : null);

  return (
    <Form
      ref={form}
      noValidate
      aria-label={intl.formatMessage(cardMessages.formLabel)}
      aria-busy={busy || undefined}
      onSubmit={(event) => void onSubmit(event)}
    >
      <TestModeNote
        disabled={busy}
        onUse={(cardNumber) => {
          change('number', cardNumber);
          numberInput.current?.focus();
        }}
      />
      <FormField id="card-number" label={intl.formatMessage(cardMessages.number)} error={errorText('number')}>
        <NumberBox>
          <input
            {...control('number')}
            ref={numberInput}
            aria-describedby={numberDescribedBy}
            type="text"
            inputMode="numeric"
            autoComplete="cc-number"
            autoCorrect="off"
            spellCheck={false}
            placeholder="1234 1234 1234 1234"
            maxLength={23}
            onChange={onNumber}
          />
          {brandName && (
            <>
              <span className="brand" aria-hidden>
                {BADGE[brand] ?? brandName}
              </span>
              <VisuallyHidden id="card-number-brand">{intl.formatMessage(cardMessages.brand, { brand: brandName })}</VisuallyHidden>
            </>
          )}
        </NumberBox>
      </FormField>
      <Pair>
        <FormField id="card-expiry" label={intl.formatMessage(cardMessages.expiry)} help={expiryHelp} error={errorText('expiry')}>
          <input
            {...control('expiry', expiryHelp)}
            type="text"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={expiryHelp}
            onChange={(event) => change('expiry', formatExpiry(event.target.value))}
          />
        </FormField>
        <FormField id="card-cvc" label={intl.formatMessage(cardMessages.cvc)} help={cvcHelp} error={errorText('cvc')}>
          <input
            {...control('cvc', cvcHelp)}
            type="text"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={cvcLength}
            onChange={(event) => change('cvc', digitsOf(event.target.value).slice(0, 4))}
          />
        </FormField>
      </Pair>
      <FormField id="card-name" label={intl.formatMessage(cardMessages.name)} error={errorText('name')}>
        <input
          {...control('name')}
          type="text"
          autoComplete="cc-name"
          autoCapitalize="words"
          spellCheck={false}
          maxLength={100}
          onChange={(event) => change('name', event.target.value)}
        />
      </FormField>
      <FormField id="card-postalCode" label={intl.formatMessage(cardMessages.postalCode)} error={errorText('postalCode')}>
        <input
          {...control('postalCode')}
          type="text"
          autoComplete="postal-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          onChange={(event) => change('postalCode', event.target.value)}
        />
      </FormField>
      {problem && <ProblemNotice {...problemProps} problem={problem} onTryAgain={tryAgain} />}
      <PayButton phase={phase}>{submitLabel ?? intl.formatMessage(methodMessages.pay, { amount: amountLabel })}</PayButton>
    </Form>
  );
}
