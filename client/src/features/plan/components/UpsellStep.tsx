import CreditCardIcon from '@mui/icons-material/CreditCard';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link, type To, useLocation, useNavigate } from 'react-router-dom';
import { BuyNextStepDocument, type DeclineCode, type PaymentErrorCode } from '../../../__generated__/graphql';
import { withLocalePrefix } from '@innerscope/shared/routes';
import { StatusPanel } from '../../../shared/components/StatusPanel';
import { checkoutPath, checkoutSearch } from '../../checkout/checkoutPaths';
import { ADDED_CONFIRMATION_MS, ALREADY_PURCHASED_MS } from '../delays';
import {
  buyErrorMessages,
  consentMessages,
  declineMessages,
  orderErrorMessages,
  packageMessages,
  stepMessages,
} from '../messages';
import type { PackageStep } from '../packageSteps';
import { confirmationAsked, rememberConfirmationAsked } from '../skipConfirmation';
import { firstFullChargeDate, isRecurring, listSaving, type PricedSku } from '../pricing';
import { useCheckoutFormat } from '../useCheckoutFormat';
import { FormProblem, Surface, TermsText, Unbroken } from '../../../shared/components/checkout/checkoutStyles';
import { ConsentCheckbox } from '../../../shared/components/checkout/ConsentCheckbox';
import { MoveOnPanel } from './MoveOnPanel';
import { OfferCountdown } from './OfferCountdown';
import { PriceLine } from './PriceLine';
import { useUnsubscribeLink } from '../../../shared/components/checkout/useUnsubscribeLink';
import { SkipDialog } from './SkipDialog';

const Card = styled('p')(({ theme }) => ({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  color: theme.palette.text.secondary,
}));

export interface UpsellOffer extends PricedSku {
  readonly id: string;
}

export interface UpsellStepProps {
  readonly step: PackageStep;
  readonly offer: UpsellOffer;
  /** The paid first order, whose saved payment method is charged. */
  readonly orderNumber: string;
  /** The `t` of an e-mailed link the page was opened from, for the buyer in another browser. */
  readonly token: string | null;
  readonly sessionId: string;
  readonly codeExamId: string;
  readonly paidWith: { brand: string | null; last4: string | null } | null | undefined;
  readonly offerEndsAt: string | null | undefined;
  /** The paid report: "Go to my report" leads there at once, from any step. */
  readonly reportTo: To;
  /** Goes on to the next step (or the success page after the last). */
  readonly onDone: () => void;
  /** The first order turned out not to be paid: back to the payment page. */
  readonly onNotPaid: () => void;
}

type Outcome =
  | { readonly kind: 'offer'; readonly problem?: MessageDescriptor }
  | { readonly kind: 'added' | 'processing' | 'already' }
  | { readonly kind: 'declined'; readonly code: DeclineCode };

function problemFor(code: PaymentErrorCode): MessageDescriptor {
  switch (code) {
    case 'RENEWAL_CONSENT_REQUIRED':
      return consentMessages.renewalRequired;
    case 'NO_SAVED_METHOD':
    case 'METHOD_UNAVAILABLE':
    case 'PAYMENT_TOKEN_REQUIRED':
      return buyErrorMessages.savedMethod;
    case 'SKU_NOT_FOUND':
      return buyErrorMessages.skuNotFound;
    case 'PLAN_BELOW_CURRENT':
      return buyErrorMessages.planBelowCurrent;
    case 'PLAN_ALREADY_ACTIVE':
      return buyErrorMessages.planAlreadyActive;
    case 'ORDER_NOT_FOUND':
    case 'ORDER_NOT_PAID':
    case 'NOTHING_TO_CONFIRM':
      return orderErrorMessages.unexpected;
  }
}

/** Where a processor's page sends the buyer back: the status check of the new order, with its locale prefix. */
function processorUrl(actionUrl: string, returnPath: string): string {
  const url = new URL(actionUrl, window.location.origin);
  url.searchParams.set('return', returnPath);
  return url.origin === window.location.origin ? url.pathname + url.search + url.hash : url.href;
}

/**
 * One upsell step: what it is, its price and saving, the offer's real end, the card it is charged to, "Add", "Go to
 * my report" (which leaves for the report at once) and "No thanks" (the next offer, or the receipt after the last;
 * "are you sure?" is asked after it at most once per order). Buying charges the first order's saved payment method
 * in one click.
 */
export function UpsellStep(props: UpsellStepProps) {
  const { step, offer, orderNumber, token, sessionId, codeExamId } = props;
  const intl = useIntl();
  const format = useCheckoutFormat();
  const location = useLocation();
  const navigate = useNavigate();
  const unsubscribe = useUnsubscribeLink(codeExamId);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'offer' });
  const [buying, setBuying] = useState(false);
  const [asking, setAsking] = useState(false);
  const skipping = useRef(false);
  const [acceptRenewal, setAcceptRenewal] = useState(false);
  const [renewalError, setRenewalError] = useState<MessageDescriptor | null>(null);
  const [today] = useState(() => new Date());
  const inFlight = useRef(false);
  const renewalBox = useRef<HTMLInputElement>(null);
  // Not cached: a payment outcome is read once, here, and the result union needs no type map in the cache.
  const [buyNextStep] = useMutation(BuyNextStepDocument, { fetchPolicy: 'no-cache' });

  const title = intl.formatMessage(stepMessages[`${step}Title`]);
  const recurring = isRecurring(offer);
  const { currency, amount, listAmount } = offer.price;
  const price = format.money(amount, currency);
  const saving = listSaving(offer);

  const buy = async () => {
    if (inFlight.current) return;
    if (recurring && !acceptRenewal) {
      setRenewalError(consentMessages.renewalRequired);
      renewalBox.current?.focus();
      return;
    }
    inFlight.current = true;
    setBuying(true);
    setOutcome({ kind: 'offer' });
    try {
      const { data } = await buyNextStep({ variables: { input: { orderNumber, token, skuId: offer.id, acceptRenewal: recurring && acceptRenewal } } });
      const payload = data?.buyNextStep;
      const result = payload?.result;
      if (payload?.alreadyPurchased) {
        setOutcome({ kind: 'already' });
        return;
      }
      // Which outcome the union holds, by GraphQL's `__typename`.
      switch (result?.['__typename']) {
        case 'PaymentSucceeded':
          setOutcome({ kind: 'added' });
          return;
        case 'PaymentProcessing':
          setOutcome({ kind: 'processing' });
          return;
        case 'PaymentDeclined':
          setOutcome({ kind: 'declined', code: result.code });
          return;
        case 'PaymentRequiresAction': {
          const back =
            withLocalePrefix(checkoutPath('check', codeExamId), location.pathname) +
            checkoutSearch(location.search, { sessionId, orderNumber: result.order.orderNumber });
          if (result.actionUrl) window.location.assign(processorUrl(result.actionUrl, back));
          else navigate(back);
          return;
        }
        case undefined:
          break;
      }
      const codes = payload?.errors.map((error) => error.code) ?? [];
      if (codes.includes('ORDER_NOT_PAID')) {
        props.onNotPaid();
      } else if (codes.includes('RENEWAL_CONSENT_REQUIRED')) {
        setRenewalError(consentMessages.renewalRequired);
        renewalBox.current?.focus();
      } else {
        setOutcome({ kind: 'offer', problem: codes[0] ? problemFor(codes[0]) : orderErrorMessages.unexpected });
      }
    } catch {
      setOutcome({ kind: 'offer', problem: orderErrorMessages.network });
    } finally {
      inFlight.current = false;
      setBuying(false);
    }
  };

  // "No thanks": the first time in this order, "are you sure?"; after that, straight on.
  const decline = () => {
    if (confirmationAsked(orderNumber)) {
      props.onDone();
      return;
    }
    rememberConfirmationAsked(orderNumber);
    setAsking(true);
  };

  if (outcome.kind === 'added' || outcome.kind === 'processing' || outcome.kind === 'already') {
    const words = {
      added: [packageMessages.addedTitle, packageMessages.addedBody, ADDED_CONFIRMATION_MS],
      processing: [packageMessages.processingTitle, packageMessages.processingBody, ADDED_CONFIRMATION_MS * 2],
      already: [packageMessages.alreadyTitle, packageMessages.alreadyBody, ALREADY_PURCHASED_MS],
    } as const;
    const [heading, body, delayMs] = words[outcome.kind];
    return (
      <MoveOnPanel
        id={`upsell-${outcome.kind}`}
        title={intl.formatMessage(heading)}
        body={intl.formatMessage(body)}
        continueLabel={intl.formatMessage(packageMessages.continue)}
        delayMs={delayMs}
        onMoveOn={props.onDone}
      />
    );
  }
  if (outcome.kind === 'declined') {
    return (
      <StatusPanel
        id="upsell-declined"
        role="alert"
        title={intl.formatMessage(packageMessages.declinedTitle)}
        body={intl.formatMessage(declineMessages[outcome.code])}
        actions={
          <>
            <Button component={Link} to={props.reportTo} variant="contained" size="large">
              {intl.formatMessage(packageMessages.toReport)}
            </Button>
            <Button variant="outlined" size="large" onClick={props.onDone}>
              {intl.formatMessage(packageMessages.continueWithout)}
            </Button>
            <Button size="large" onClick={() => setOutcome({ kind: 'offer' })}>
              {intl.formatMessage(packageMessages.tryAgain)}
            </Button>
          </>
        }
      />
    );
  }

  const problem = outcome.kind === 'offer' ? outcome.problem : undefined;
  const date = firstFullChargeDate(offer, today);
  const card = format.card(props.paidWith);
  return (
    <section aria-labelledby="upsell-title" style={{ display: 'grid', gap: 16 }}>
      <header>
        <Typography component="p" sx={{ fontWeight: 700, color: 'primary.main', mb: 1 }}>
          {intl.formatMessage(packageMessages.eyebrow)}
        </Typography>
        <Typography id="upsell-title" variant="h2" component="h1" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        <Typography>{intl.formatMessage(stepMessages[`${step}Body`])}</Typography>
      </header>
      <OfferCountdown endsAt={props.offerEndsAt} />
      <Surface>
        {recurring && <Typography sx={{ fontWeight: 700 }}>{format.planTitle(offer)}</Typography>}
        <PriceLine today={amount} currency={currency} listAmount={listAmount} saving={saving} />
        {recurring && date ? (
          <TermsText>
            {intl.formatMessage(packageMessages.skipTrialTerms, { price, date: <Unbroken>{format.longDate(date)}</Unbroken>, unsubscribe, ...format.period(offer) })}
          </TermsText>
        ) : (
          <TermsText>{intl.formatMessage(packageMessages.oneOffTerms, { price })}</TermsText>
        )}
        {recurring && (
          <ConsentCheckbox
            ref={renewalBox}
            id="upsell-accept-renewal"
            label={intl.formatMessage(consentMessages.renewal, { price, ...format.period(offer) })}
            checked={acceptRenewal}
            onChange={(checked) => {
              setAcceptRenewal(checked);
              if (checked) setRenewalError(null);
            }}
            error={renewalError ? intl.formatMessage(renewalError) : null}
          />
        )}
        <Card>
          <CreditCardIcon aria-hidden />
          {card ? intl.formatMessage(packageMessages.chargedTo, { card }) : intl.formatMessage(packageMessages.chargedToSaved)}
        </Card>
        {problem && <FormProblem role="alert">{intl.formatMessage(problem)}</FormProblem>}
        <Button
          variant="contained"
          size="large"
          fullWidth
          disabled={buying}
          onClick={() => void buy()}
          startIcon={buying ? <CircularProgress size={20} color="inherit" aria-hidden /> : undefined}
        >
          {buying
            ? intl.formatMessage(packageMessages.buying)
            : step === 'skip_trial'
              ? intl.formatMessage(packageMessages.payNow, { price })
              : intl.formatMessage(packageMessages.addFor, { price })}
        </Button>
        <Button component={Link} to={props.reportTo} variant="outlined" size="large" fullWidth>
          {intl.formatMessage(packageMessages.toReport)}
        </Button>
        {problem ? (
          <Button size="large" fullWidth onClick={props.onDone}>
            {intl.formatMessage(packageMessages.continueWithout)}
          </Button>
        ) : (
          <Button size="large" fullWidth disabled={buying} onClick={decline}>
            {intl.formatMessage(packageMessages.noThanks)}
          </Button>
        )}
      </Surface>
      <SkipDialog
        open={asking}
        offer={title}
        onKeep={() => setAsking(false)}
        onSkip={() => {
          skipping.current = true;
          setAsking(false);
        }}
        // The next step comes once the dialog has closed, so it never unmounts mid-exit with the page still hidden.
        onExited={() => {
          if (skipping.current) props.onDone();
        }}
      />
    </section>
  );
}
