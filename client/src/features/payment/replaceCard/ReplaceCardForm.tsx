import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { ReplaceCardSetupQuery } from '../../../__generated__/graphql';
import { useLocale } from '../../../i18n/LocaleContext';
import { PaymentSection, SectionTitle } from '../components/PaymentLayout';
import { PaymentSkeleton } from '../components/PaymentSkeleton';
import { SandboxCardForm } from '../components/SandboxCardForm';
import { StripeCardForm } from '../components/StripeCardForm';
import { methodMessages, paymentPageMessages } from '../messages';
import type { PaymentProblem } from '../paymentProblems';
import type { PayPhase, PayRequest, PayResult } from '../usePayment';
import { replaceCardMessages } from './replaceCard.messages';

type Setup = ReplaceCardSetupQuery['paymentSetup'];

export interface ReplaceCardFormProps {
  readonly codeExamId: string;
  readonly currency: string;
  readonly amount: number;
  readonly amountLabel: string;
  readonly submitLabel: string;
  readonly setup: { readonly data: Setup | undefined; readonly failed: boolean; readonly retry: () => void };
  readonly phase: PayPhase;
  readonly problem: PaymentProblem | null;
  readonly pay: (request: PayRequest) => Promise<PayResult>;
  readonly setProblem: (problem: PaymentProblem | null) => void;
}

/**
 * The payment page's card form of this deployment's processor (the sandbox form, or Stripe's Payment Element in
 * setup mode), with its own problems shown inside it. Cards only: a PayPal plan cannot take a card here.
 */
export function ReplaceCardForm(props: ReplaceCardFormProps) {
  const { codeExamId, currency, amount, amountLabel, submitLabel, setup, phase, problem, pay, setProblem } = props;
  const intl = useIntl();
  const { locale } = useLocale();

  // A problem of the last attempt is cleared when the form is left.
  useEffect(() => () => setProblem(null), [setProblem]);

  let body;
  if (!setup.data) {
    body = setup.failed ? (
      <div role="alert" style={{ display: 'grid', gap: 12 }}>
        <p style={{ margin: 0 }}>{intl.formatMessage(methodMessages.loadError)}</p>
        <Button variant="outlined" onClick={setup.retry} sx={{ justifySelf: 'start' }}>
          {intl.formatMessage(paymentPageMessages.retry)}
        </Button>
      </div>
    ) : (
      <PaymentSkeleton label={intl.formatMessage(methodMessages.loading)} height={320} />
    );
  } else {
    // Declines offer "try again"; the notices' other ways (start over, other plans) belong to orders.
    const common = { phase, problem, pay, setProblem, amountLabel, submitLabel, problemProps: { codeExamId, orderNumber: '' } };
    const { cardProvider, stripePublishableKey, methods } = setup.data;
    if (cardProvider === 'sandbox') body = <SandboxCardForm {...common} />;
    else if (cardProvider === 'stripe' && stripePublishableKey) {
      body = (
        <StripeCardForm
          {...common}
          key={`${stripePublishableKey}:${currency}:${locale}`}
          publishableKey={stripePublishableKey}
          order={{ total: amount, currency, savesCard: true, setup: true }}
          offered={methods}
        />
      );
    } else body = <p style={{ margin: 0 }}>{intl.formatMessage(replaceCardMessages.noCardForm)}</p>;
  }

  return (
    <PaymentSection aria-labelledby="replace-card-form-title">
      <SectionTitle id="replace-card-form-title">{intl.formatMessage(replaceCardMessages.formTitle)}</SectionTitle>
      {body}
    </PaymentSection>
  );
}
