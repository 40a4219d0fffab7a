import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { styled } from '@mui/material/styles';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { CreatePlanOrderDocument, type PlanOffersQuery } from '../../../__generated__/graphql';
import { withLocalePrefix } from '../../../app/routes.table';
import { VisuallyHidden } from '../../../shared/components/VisuallyHidden';
import { useLocale } from '../../../i18n/LocaleContext';
import { checkoutPath, checkoutSearch } from '../../checkout/checkoutPaths';
import { consentMessages, orderErrorMessages, planMessages } from '../messages';
import { orderProblemFor } from '../orderErrors';
import { defaultPlan, hasTrial, isRecurring, type Promo, totalsFor } from '../pricing';
import { useCheckoutFormat } from '../useCheckoutFormat';
import { FormProblem, Surface } from './checkoutStyles';
import { ConsentCheckbox } from './ConsentCheckbox';
import { OrderSummary } from './OrderSummary';
import { PlanOption } from './PlanOption';
import { PromoCodeField } from './PromoCodeField';
import { RenewalTerms } from './RenewalTerms';

/** The version of the checkout terms this page shows; the server stores it with the buyer's consent. */
export const TERMS_VERSION = 'checkout-2026-11-22';

const Form = styled('form')(({ theme }) => ({ display: 'grid', gap: theme.spacing(2.5) }));

const Plans = styled('fieldset')(({ theme }) => ({
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  display: 'grid',
  gap: theme.spacing(1.5),
}));

type Plan = PlanOffersQuery['plans'][number];

export interface PlanCheckoutProps {
  readonly sessionId: string;
  readonly codeExamId: string;
  readonly email: string;
  readonly country: string | null;
  readonly plans: readonly Plan[];
  /** Called when the visitor has the plan already: the page says so and moves on. */
  readonly onAlreadyPurchased: (orderNumber: string) => void;
  /** Called when the server no longer offers the chosen plan, to load the plans again. */
  readonly onPlansChanged: () => void;
}

interface Problems {
  readonly terms?: MessageDescriptor | null;
  readonly renewal?: MessageDescriptor | null;
  readonly promo?: MessageDescriptor | null;
  readonly form?: { message: MessageDescriptor; toForm: boolean } | null;
}

/**
 * The plans, the promo code, the totals, what happens after today, the two consents and the button that creates
 * the order. The order is created once however often the button is pressed, and only with both boxes ticked.
 */
export function PlanCheckout(props: PlanCheckoutProps) {
  const { sessionId, codeExamId, email, country, plans } = props;
  const intl = useIntl();
  const format = useCheckoutFormat();
  const { locale } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const [selectedId, setSelectedId] = useState(() => defaultPlan(plans)?.id ?? null);
  const [promo, setPromo] = useState<Promo | null>(null);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [acceptRenewal, setAcceptRenewal] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [submitting, setSubmitting] = useState(false);
  const [today] = useState(() => new Date());
  const inFlight = useRef(false);
  const termsBox = useRef<HTMLInputElement>(null);
  const renewalBox = useRef<HTMLInputElement>(null);
  const [createOrder] = useMutation(CreatePlanOrderDocument);

  const selected = plans.find((plan) => plan.id === selectedId) ?? defaultPlan(plans);
  if (!selected) return null;
  const needsRenewal = isRecurring(selected);
  // The same list under every card says nothing new: then only the chosen plan lists what it includes.
  const sameFeatures = plans.every((plan) => plan.features.join() === selected.features.join());
  const totals = totalsFor(selected, promo);
  const helpPath = withLocalePrefix(`/help/${codeExamId}`, location.pathname);
  const legalLink = (hash: string) => (chunks: ReactNode[]) => (
    <Link key={hash} to={{ pathname: helpPath, search: location.search, hash }} target="_blank" rel="noopener">
      {chunks}
    </Link>
  );

  const select = (skuId: string) => {
    setSelectedId(skuId);
    // The renewal consent names an amount and a period: a different plan needs it given again.
    setAcceptRenewal(false);
    setProblems((current) => ({ ...current, renewal: null, form: null }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const missing: Problems = {
      terms: acceptTerms ? null : consentMessages.termsRequired,
      renewal: needsRenewal && !acceptRenewal ? consentMessages.renewalRequired : null,
    };
    setProblems({ ...missing, promo: problems.promo });
    if (missing.terms || missing.renewal) {
      (missing.terms ? termsBox : renewalBox).current?.focus();
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    let leaving = false;
    try {
      const { data } = await createOrder({
        variables: {
          input: {
            sessionId,
            skuId: selected.id,
            email,
            country: country || null,
            locale,
            promoCode: promo?.code ?? null,
            acceptTerms,
            acceptRenewal: needsRenewal && acceptRenewal,
            termsVersion: TERMS_VERSION,
          },
        },
      });
      const payload = data?.createOrder;
      const orderNumber = payload?.order?.orderNumber;
      if (orderNumber && payload.alreadyPurchased) {
        leaving = true;
        props.onAlreadyPurchased(orderNumber);
      } else if (orderNumber) {
        leaving = true;
        navigate({
          pathname: withLocalePrefix(checkoutPath('payment', codeExamId), location.pathname),
          search: checkoutSearch(location.search, { sessionId, orderNumber }),
        });
      } else {
        showServerProblems(payload?.errors ?? []);
      }
    } catch {
      setProblems((current) => ({ ...current, form: { message: orderErrorMessages.network, toForm: false } }));
    } finally {
      if (!leaving) {
        inFlight.current = false;
        setSubmitting(false);
      }
    }
  };

  const showServerProblems = (errors: readonly { code: Parameters<typeof orderProblemFor>[0] }[]) => {
    const found: { -readonly [K in keyof Problems]: Problems[K] } = {};
    if (errors.some(({ code }) => code === 'SKU_NOT_FOUND')) props.onPlansChanged();
    for (const { code } of errors) {
      const problem = orderProblemFor(code);
      if (problem.place === 'form') found.form ??= { message: problem.message, toForm: problem.toForm };
      else found[problem.place] ??= problem.message;
    }
    if (found.promo) setPromo(null);
    if (!found.terms && !found.renewal && !found.promo) found.form ??= { message: orderErrorMessages.unexpected, toForm: false };
    setProblems(found);
    if (found.terms) termsBox.current?.focus();
    else if (found.renewal) renewalBox.current?.focus();
  };

  const message = (descriptor: MessageDescriptor | null | undefined) => (descriptor ? intl.formatMessage(descriptor) : null);
  const renewalValues = { price: format.money(selected.price.amount, selected.price.currency), ...format.period(selected) };
  const renewalLabel = hasTrial(selected)
    ? intl.formatMessage(consentMessages.renewalTrial, { ...renewalValues, days: selected.trialDays })
    : intl.formatMessage(consentMessages.renewal, renewalValues);
  const formPath = {
    pathname: withLocalePrefix(`/answer/email/${codeExamId}`, location.pathname),
    search: location.search,
  };

  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="plan-title">
      <Plans>
        <VisuallyHidden as="legend">{intl.formatMessage(planMessages.plansLegend)}</VisuallyHidden>
        {plans.map((plan) => (
          <PlanOption
            key={plan.id}
            sku={plan}
            name="plan"
            checked={plan.id === selected.id}
            onSelect={select}
            showFeatures={!sameFeatures || plan.id === selected.id}
          />
        ))}
      </Plans>
      <PromoCodeField
        promo={promo}
        onChange={(next) => {
          setPromo(next);
          setProblems((current) => ({ ...current, promo: null }));
        }}
        serverError={problems.promo ?? null}
      />
      <Surface>
        <OrderSummary totals={totals} promo={promo} />
        <RenewalTerms sku={selected} dueToday={totals.dueToday} codeExamId={codeExamId} today={today} />
        <ConsentCheckbox
          ref={termsBox}
          id="plan-accept-terms"
          label={intl.formatMessage(consentMessages.terms, { terms: legalLink('#terms'), privacy: legalLink('#privacy') })}
          checked={acceptTerms}
          onChange={(checked) => {
            setAcceptTerms(checked);
            if (checked) setProblems((current) => ({ ...current, terms: null }));
          }}
          error={message(problems.terms)}
        />
        {needsRenewal && (
          <ConsentCheckbox
            ref={renewalBox}
            id="plan-accept-renewal"
            label={renewalLabel}
            checked={acceptRenewal}
            onChange={(checked) => {
              setAcceptRenewal(checked);
              if (checked) setProblems((current) => ({ ...current, renewal: null }));
            }}
            error={message(problems.renewal)}
          />
        )}
      </Surface>
      {problems.form && (
        <FormProblem role="alert">
          {intl.formatMessage(problems.form.message)}
          {problems.form.toForm && (
            <>
              {' '}
              <Link to={formPath}>{intl.formatMessage(orderErrorMessages.editForm)}</Link>
            </>
          )}
        </FormProblem>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={submitting}
        startIcon={submitting ? <CircularProgress size={20} color="inherit" aria-hidden /> : undefined}
      >
        {intl.formatMessage(submitting ? planMessages.submitting : planMessages.continue)}
      </Button>
      <p style={{ margin: 0, fontSize: '0.9375rem', textAlign: 'center' }}>{intl.formatMessage(planMessages.secureNote)}</p>
    </Form>
  );
}
