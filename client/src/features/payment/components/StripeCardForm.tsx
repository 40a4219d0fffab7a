import Button from '@mui/material/Button';
import { styled, useTheme } from '@mui/material/styles';
import type { PaymentMethod, Stripe, StripeElements, StripePaymentElement } from '@stripe/stripe-js';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PaymentMethodKind } from '../../../__generated__/graphql';
import { useLocale } from '../../../i18n/LocaleContext';
import { methodMessages, paymentErrorMessages } from '../messages';
import { pageExit } from '../pageExit';
import type { PaymentProblem } from '../paymentProblems';
import { loadStripeJs } from '../stripeLoader';
import { type StripeOrder, stripeElementsOptions } from '../stripeOptions';
import type { PayPhase, PayRequest, PayResult } from '../usePayment';
import { PayButton } from './PayButton';
import { PaymentSkeleton } from './PaymentSkeleton';
import { type ProblemContext, ProblemNotice } from './ProblemNotice';

const Form = styled('form')(({ theme }) => ({ display: 'grid', gap: theme.spacing(2), minWidth: 0 }));

const LoadFailed = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  padding: theme.spacing(1.5, 2),
  borderRadius: 12,
  backgroundColor: '#FCE8E6',
  color: '#8C1D18',
  '& p': { margin: 0, fontWeight: 600 },
}));

type Status = 'loading' | 'ready' | 'failed';

/** A wallet payment (Apple Pay, Google Pay) is reported as such when this deployment offers it. */
function methodOf(paymentMethod: PaymentMethod, offered: readonly PaymentMethodKind[]): PaymentMethodKind {
  const wallet = (paymentMethod.card?.wallet as { type?: string } | null | undefined)?.type;
  const kind: PaymentMethodKind = wallet === 'apple_pay' ? 'APPLE_PAY' : wallet === 'google_pay' ? 'GOOGLE_PAY' : 'CARD';
  return offered.includes(kind) ? kind : 'CARD';
}

export interface StripeCardFormProps {
  readonly publishableKey: string;
  readonly order: StripeOrder;
  readonly offered: readonly PaymentMethodKind[];
  readonly amountLabel: string;
  readonly phase: PayPhase;
  readonly problem: PaymentProblem | null;
  readonly pay: (request: PayRequest) => Promise<PayResult>;
  readonly setProblem: (problem: PaymentProblem | null) => void;
  readonly problemProps: ProblemContext;
  /** What the submit button says instead of "Pay {amount}". */
  readonly submitLabel?: string;
}

/**
 * The parent gives this form a `key` of its options (key, amount, currency, locale): Stripe's element is made
 * for one set of them, so a change mounts a new form.
 *
 * Cards, Apple Pay and Google Pay through Stripe's Payment Element, in deferred-intent mode: Stripe.js is
 * fetched only now, the element creates a PaymentMethod in the browser, and only its id reaches our server,
 * which creates and confirms the PaymentIntent. A 3-D Secure step runs in the page (handleNextAction).
 */
export function StripeCardForm(props: StripeCardFormProps) {
  const { publishableKey, order, offered, amountLabel, phase, problem, pay, setProblem, problemProps, submitLabel } = props;
  const intl = useIntl();
  const theme = useTheme();
  const { locale } = useLocale();
  const container = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: Stripe; elements: StripeElements; element: StripePaymentElement } | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const { total, currency, savesCard, setup } = order;
  const primary = theme.palette.primary.main;

  useEffect(() => {
    let cancelled = false;
    loadStripeJs(publishableKey)
      .then((stripe) => {
        if (cancelled || !container.current) return;
        const elements = stripe.elements({
          ...stripeElementsOptions({ total, currency, savesCard, setup }, locale),
          appearance: { theme: 'stripe', variables: { colorPrimary: primary, borderRadius: '12px', fontSizeBase: '16px' } },
        });
        const element = elements.create('payment', { layout: 'tabs' });
        element.on('ready', () => {
          if (!cancelled) setStatus('ready');
        });
        element.on('loaderror', () => {
          if (!cancelled) setStatus('failed');
        });
        element.mount(container.current);
        stripeRef.current = { stripe, elements, element };
      })
      .catch(() => {
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      stripeRef.current?.element.destroy();
      stripeRef.current = null;
    };
  }, [publishableKey, total, currency, savesCard, setup, locale, primary]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const loaded = stripeRef.current;
    if (status !== 'ready' || !loaded) {
      setProblem({ kind: 'notReady' });
      return;
    }
    const { stripe, elements, element } = loaded;
    void pay({
      method: 'CARD',
      tokenize: async () => {
        // Stripe checks the fields and shows its own errors inside the element.
        const submitted = await elements.submit();
        if (submitted.error) return null;
        const { paymentMethod, error } = await stripe.createPaymentMethod({ elements });
        if (error?.type === 'validation_error') return null;
        if (error || !paymentMethod) throw new Error(`Stripe could not create the payment method: ${error?.type ?? 'none'}`);
        return { token: paymentMethod.id, method: methodOf(paymentMethod, offered) };
      },
      handleClientSecret: async (clientSecret) => {
        await stripe.handleNextAction({ clientSecret });
      },
    }).then((result) => {
      if (result === 'declined') element.clear();
    });
  };

  const tryAgain = () => {
    setProblem(null);
    stripeRef.current?.element.focus();
  };

  if (status === 'failed') {
    return (
      <LoadFailed role="alert">
        <p>{intl.formatMessage(paymentErrorMessages.loadFailed)}</p>
        <div>
          <Button variant="outlined" sx={{ backgroundColor: 'background.paper' }} onClick={() => pageExit.reload()}>
            {intl.formatMessage(paymentErrorMessages.refresh)}
          </Button>
        </div>
      </LoadFailed>
    );
  }

  return (
    <Form noValidate aria-busy={phase !== 'idle' || undefined} onSubmit={onSubmit}>
      {status === 'loading' && <PaymentSkeleton label={intl.formatMessage(methodMessages.preparing)} height={220} />}
      <div ref={container} />
      {problem && <ProblemNotice {...problemProps} problem={problem} onTryAgain={tryAgain} />}
      <PayButton phase={phase}>{submitLabel ?? intl.formatMessage(methodMessages.pay, { amount: amountLabel })}</PayButton>
    </Form>
  );
}
