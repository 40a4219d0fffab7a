import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import type { PaymentSetupQuery } from '../../../__generated__/graphql';
import { useLocale } from '../../../i18n/LocaleContext';
import { declineMessages, methodMessages, paymentPageMessages } from '../messages';
import { declineCodeFrom } from '../paymentOutcome';
import { DECLINE_PARAM, METHODS_ANCHOR } from '../paymentPaths';
import type { StripeOrder } from '../stripeOptions';
import { type PayRequest, usePayment } from '../usePayment';
import { PaymentSection, SectionTitle } from './PaymentLayout';
import { PaymentSkeleton } from './PaymentSkeleton';
import { PayPalPanel } from './PayPalPanel';
import { SandboxCardForm } from './SandboxCardForm';
import { SandboxWalletPanel } from './SandboxWalletPanel';
import { StripeCardForm } from './StripeCardForm';

const Choices = styled('fieldset')(({ theme }) => ({
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  display: 'grid',
  gap: theme.spacing(1),
  '& label': {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1.5),
    minHeight: 52,
    padding: theme.spacing(1, 2),
    border: '1px solid #7D746C',
    borderRadius: 12,
    fontWeight: 600,
    cursor: 'pointer',
    touchAction: 'manipulation',
  },
  '& input': { width: 20, height: 20, margin: 0, accentColor: theme.palette.primary.main },
  '& label:has(input:checked)': {
    borderColor: theme.palette.primary.main,
    borderWidth: 2,
    backgroundColor: `color-mix(in srgb, ${theme.palette.primary.main} 8%, ${theme.palette.background.paper})`,
  },
  '& label:has(input:focus-visible)': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '& label:has(input:disabled)': { cursor: 'default', opacity: 0.7 },
}));

const Note = styled('p')(({ theme }) => ({ margin: 0, fontSize: '0.875rem', color: theme.palette.text.secondary }));

/** Back from a processor's page where the buyer cancelled: said calmly, nothing is wrong. */
const Cancelled = styled('p')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(1.5, 2),
  borderRadius: 12,
  backgroundColor: `color-mix(in srgb, ${theme.palette.primary.main} 8%, ${theme.palette.background.paper})`,
  fontWeight: 600,
}));

type Setup = PaymentSetupQuery['paymentSetup'];
type Choice = 'CARD' | 'PAYPAL' | 'APPLE_PAY' | 'GOOGLE_PAY';

const CHOICE_LABELS = {
  CARD: methodMessages.card,
  PAYPAL: methodMessages.paypal,
  APPLE_PAY: methodMessages.applePay,
  GOOGLE_PAY: methodMessages.googlePay,
} as const satisfies Record<Choice, unknown>;

/**
 * The embedded default's sandbox takes every method with its own approval step, and only while no real processor
 * is configured (server/src/services.ts, paymentRouting): cards going to it means the whole page is in test mode.
 */
const inTestMode = (setup: Setup) => setup.cardProvider === 'sandbox';

/** The card processor this page can show, or null when cards are not taken here. */
function cardFormOf(setup: Setup): 'sandbox' | 'stripe' | null {
  if (setup.cardProvider === 'sandbox') return 'sandbox';
  if (setup.cardProvider === 'stripe' && setup.stripePublishableKey) return 'stripe';
  return null;
}

export interface PaymentMethodsProps {
  readonly orderNumber: string;
  readonly codeExamId: string;
  readonly order: StripeOrder;
  readonly amountLabel: string;
  readonly setup: { readonly data: Setup | undefined; readonly failed: boolean; readonly retry: () => void };
  /** Tells the page a payment is on its way (the e-mail cannot change meanwhile). */
  readonly onBusyChange: (busy: boolean) => void;
}

/**
 * The ways to pay this deployment offers (cards and PayPal as configured; Apple Pay and Google Pay inside Stripe's
 * element, or each with the sandbox's payment sheet in test mode), the chosen one's form, and what became of the
 * last attempt.
 */
export function PaymentMethods({ orderNumber, codeExamId, order, amountLabel, setup, onBusyChange }: PaymentMethodsProps) {
  const intl = useIntl();
  const location = useLocation();
  const { locale } = useLocale();
  const { phase, problem, pay, setProblem } = usePayment(orderNumber, codeExamId);
  const [picked, setPicked] = useState<Choice | null>(null);
  // Back from PayPal's page after Cancel: the order is still payable, with any method.
  const [cancelledThere, setCancelledThere] = useState(
    () => declineCodeFrom(new URLSearchParams(location.search).get(DECLINE_PARAM)) === 'CANCELED',
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLFieldSetElement>(null);
  const ready = setup.data !== undefined;

  useEffect(() => onBusyChange(phase !== 'idle'), [phase, onBusyChange]);

  // "Choose another method" on the failed page leads here, and so does a cancel on PayPal's page. The list is
  // brought into view too: it appears after the page's first paint, and focus alone does not always scroll.
  useEffect(() => {
    if (!ready || location.hash !== `#${METHODS_ANCHOR}`) return;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [ready, location.hash]);

  if (!setup.data) {
    if (setup.failed) {
      return (
        <PaymentSection aria-labelledby="payment-methods-title" role="alert">
          <SectionTitle id="payment-methods-title">{intl.formatMessage(methodMessages.title)}</SectionTitle>
          <p style={{ margin: 0 }}>{intl.formatMessage(methodMessages.loadError)}</p>
          <Button variant="outlined" onClick={setup.retry} sx={{ justifySelf: 'start' }}>
            {intl.formatMessage(paymentPageMessages.retry)}
          </Button>
        </PaymentSection>
      );
    }
    return <PaymentSkeleton label={intl.formatMessage(methodMessages.loading)} height={360} />;
  }

  const cardForm = cardFormOf(setup.data);
  const testMode = inTestMode(setup.data);
  const choices: Choice[] = [
    ...(cardForm ? (['CARD'] as const) : []),
    ...(setup.data.methods.includes('PAYPAL') ? (['PAYPAL'] as const) : []),
    ...(testMode ? setup.data.methods.filter((kind): kind is 'APPLE_PAY' | 'GOOGLE_PAY' => kind === 'APPLE_PAY' || kind === 'GOOGLE_PAY') : []),
  ];
  const method = picked && choices.includes(picked) ? picked : choices[0];
  const busy = phase !== 'idle';
  const wallets = cardForm === 'stripe' && setup.data.methods.some((kind) => kind === 'APPLE_PAY' || kind === 'GOOGLE_PAY');

  const chooseMethod =
    choices.length > 1
      ? () => {
          setProblem(null);
          list.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
        }
      : undefined;
  // A new attempt replaces the word about the one cancelled on PayPal's page.
  const payAgain = (request: PayRequest) => {
    setCancelledThere(false);
    return pay(request);
  };
  const common = { phase, problem, pay: payAgain, setProblem, problemProps: { codeExamId, orderNumber, onChooseMethod: chooseMethod } };

  return (
    <PaymentSection id={METHODS_ANCHOR} aria-labelledby="payment-methods-title">
      <SectionTitle id="payment-methods-title" ref={heading} tabIndex={-1}>
        {intl.formatMessage(methodMessages.title)}
      </SectionTitle>
      {cancelledThere && <Cancelled role="status">{intl.formatMessage(declineMessages.canceled)}</Cancelled>}
      {choices.length === 0 && <p style={{ margin: 0 }}>{intl.formatMessage(methodMessages.none)}</p>}
      {choices.length > 1 && (
        <Choices ref={list} aria-labelledby="payment-methods-title" disabled={busy}>
          {choices.map((choice) => (
            <label key={choice}>
              <input
                type="radio"
                name="payment-method"
                value={choice}
                checked={method === choice}
                onChange={() => {
                  setPicked(choice);
                  setProblem(null);
                  setCancelledThere(false);
                }}
              />
              {intl.formatMessage(CHOICE_LABELS[choice])}
            </label>
          ))}
        </Choices>
      )}
      {method === 'CARD' && wallets && <Note>{intl.formatMessage(methodMessages.wallets)}</Note>}
      {method === 'CARD' && cardForm === 'sandbox' && (
        <SandboxCardForm {...common} amountLabel={amountLabel} />
      )}
      {method === 'CARD' && cardForm === 'stripe' && setup.data.stripePublishableKey && (
        <StripeCardForm
          {...common}
          key={`${setup.data.stripePublishableKey}:${order.total}:${order.currency}:${locale}`}
          publishableKey={setup.data.stripePublishableKey}
          order={order}
          offered={setup.data.methods}
          amountLabel={amountLabel}
        />
      )}
      {method === 'PAYPAL' && <PayPalPanel {...common} sandbox={testMode} />}
      {(method === 'APPLE_PAY' || method === 'GOOGLE_PAY') && (
        <SandboxWalletPanel {...common} key={method} wallet={method} amountLabel={amountLabel} />
      )}
    </PaymentSection>
  );
}

