import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { styled } from '@mui/material/styles';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { CreatePlanOrderDocument, type CreatePlanOrderMutationVariables, type PlanOffersQuery } from '../../../__generated__/graphql';
import { loadApolloClient, warmApolloClient } from '../../../app/lazyApollo';
import { parseCodeExamId, withLocalePrefix } from '@innerscope/shared/routes';
import { VisuallyHidden } from '../../../shared/components/VisuallyHidden';
import { useLocale } from '../../../i18n/LocaleContext';
import { orderAttribution } from '../../../shared/attribution';
import { trackAdEvent } from '../../../shared/adEvents';
import { checkoutPath, checkoutSearch } from '../../checkout/checkoutPaths';
import { consentMessages, offerMessages, orderErrorMessages, planMessages } from '../messages';
import { orderProblemFor } from '../orderErrors';
import { hasTrial, isRecurring, type Promo, totalsFor } from '../pricing';
import { useCheckoutFormat } from '../useCheckoutFormat';
import { FieldError, FormProblem, Surface, TermsText } from '../../../shared/components/checkout/checkoutStyles';
import { ConsentCheckbox } from '../../../shared/components/checkout/ConsentCheckbox';
import { OrderSummary } from './OrderSummary';
import { IncludedList, PlanOption } from './PlanOption';
import { PromoCodeField } from './PromoCodeField';
import { RenewalTerms } from './RenewalTerms';

/** The version of the checkout terms this page shows; the server stores it with the buyer's consent. */
export const TERMS_VERSION = 'checkout-2026-11-27';

/** One column on a phone; on a wide screen the options on the left and what is paid, and the consents, beside them. */
const Form = styled('form')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2.5),
  [theme.breakpoints.up('md')]: {
    gridTemplateColumns: 'minmax(0, 1fr) minmax(320px, 400px)',
    columnGap: theme.spacing(4),
    alignItems: 'start',
  },
}));

const Column = styled('div')(({ theme }) => ({ display: 'grid', gap: theme.spacing(2.5), minWidth: 0 }));

/** Stays in view beside a long list of options. */
const Aside = styled(Column)(({ theme }) => ({
  [theme.breakpoints.up('md')]: { position: 'sticky', top: theme.spacing(2) },
}));

const Plans = styled('fieldset')(({ theme }) => ({
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  display: 'grid',
  gap: theme.spacing(1.5),
}));

/** An option of the page: the one-off report or a plan. */
export type Offer = PlanOffersQuery['plans'][number];

export interface PlanCheckoutProps {
  readonly sessionId: string;
  readonly codeExamId: string;
  readonly email: string;
  readonly country: string | null;
  /** The one-off report first when it is sold, then the plans. */
  readonly options: readonly Offer[];
  /**
   * The option chosen when the page opens, or null for none: no option is chosen for the visitor where a cheaper
   * way to the same report is on offer, so only the buy-report page (the visitor came to buy it once) passes one.
   */
  readonly preselect: string | null;
  /**
   * Called when the visitor has the report already (this option or another that opens it): the page says so and
   * moves on. No order number when the order is not this browser's to open (it was bought elsewhere, and the test
   * reached here by a link): the server tells only that it was bought.
   */
  readonly onAlreadyPurchased: (orderNumber: string | null, offer: Offer) => void;
  /** Called when the server no longer offers the chosen option, to load the options again. */
  readonly onPlansChanged: () => void;
}

interface Problems {
  readonly choice?: MessageDescriptor | null;
  readonly terms?: MessageDescriptor | null;
  readonly renewal?: MessageDescriptor | null;
  readonly promo?: MessageDescriptor | null;
  readonly form?: { message: MessageDescriptor; toForm: boolean } | null;
}

/**
 * The options (the one-off report and the plans, each with its real cost), the promo code, the totals, what happens
 * after today, the consents and the button that creates the order. The order is created once however often the
 * button is pressed, and only with an option chosen and the terms ticked (and the renewal, for a plan).
 */
export function PlanCheckout(props: PlanCheckoutProps) {
  const { sessionId, codeExamId, email, country, options } = props;
  const examCode = parseCodeExamId(codeExamId)?.code ?? '';
  const intl = useIntl();
  const format = useCheckoutFormat();
  const { locale } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const [selectedId, setSelectedId] = useState<string | null>(() => props.preselect);
  const [promo, setPromo] = useState<Promo | null>(null);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [acceptRenewal, setAcceptRenewal] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [submitting, setSubmitting] = useState(false);
  const [today] = useState(() => new Date());
  const inFlight = useRef(false);
  const termsBox = useRef<HTMLInputElement>(null);
  const renewalBox = useRef<HTMLInputElement>(null);
  const optionsBox = useRef<HTMLFieldSetElement>(null);

  // Null until the visitor chooses (or when the chosen option is no longer offered after a reload of the options).
  const selected = options.find((option) => option.id === selectedId) ?? null;
  const needsRenewal = selected !== null && isRecurring(selected);
  // The same list under every card says nothing new: then it is said once, above the options.
  const sameFeatures = options.every((option) => option.features.join() === options[0]?.features.join());
  const totals = selected && totalsFor(selected, promo);
  const helpPath = withLocalePrefix(`/help/${codeExamId}`, location.pathname);
  const legalLink = (hash: string) => (chunks: ReactNode[]) => (
    <Link key={hash} to={{ pathname: helpPath, search: location.search, hash }} target="_blank" rel="noopener">
      {chunks}
    </Link>
  );

  const select = (skuId: string) => {
    // The order is created with the GraphQL client: its code is fetched as soon as the visitor chooses.
    warmApolloClient();
    setSelectedId(skuId);
    // The renewal consent names an amount and a period: a different plan needs it given again.
    setAcceptRenewal(false);
    setProblems((current) => ({ ...current, choice: null, renewal: null, form: null }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const missing: Problems = {
      choice: selected ? null : offerMessages.required,
      terms: acceptTerms ? null : consentMessages.termsRequired,
      renewal: needsRenewal && !acceptRenewal ? consentMessages.renewalRequired : null,
    };
    setProblems({ ...missing, promo: problems.promo });
    if (!selected || missing.terms || missing.renewal) {
      if (!selected) optionsBox.current?.querySelector('input')?.focus();
      else (missing.terms ? termsBox : renewalBox).current?.focus();
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    let leaving = false;
    try {
      const client = await loadApolloClient();
      const { data } = await client.mutate({
        mutation: CreatePlanOrderDocument,
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
            attribution: orderAttribution(location.search, codeExamId),
          },
        } satisfies CreatePlanOrderMutationVariables,
      });
      const payload = data?.createOrder;
      const orderNumber = payload?.order?.orderNumber;
      if (payload?.alreadyPurchased) {
        leaving = true;
        props.onAlreadyPurchased(orderNumber ?? null, selected);
      } else if (orderNumber) {
        leaving = true;
        void trackAdEvent('checkout', { orderNumber, codeExamId, amount: totals?.dueToday, currency: selected.price.currency });
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
  const renewalLabel = (plan: Offer) => {
    const values = { price: format.money(plan.price.amount, plan.price.currency), ...format.period(plan) };
    return hasTrial(plan)
      ? intl.formatMessage(consentMessages.renewalTrial, { ...values, days: plan.trialDays })
      : intl.formatMessage(consentMessages.renewal, values);
  };
  const formPath = {
    pathname: withLocalePrefix(`/answer/email/${codeExamId}`, location.pathname),
    search: location.search,
  };

  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="plan-title">
      <Column>
        {sameFeatures && options[0] && (
          <section aria-labelledby="plan-included-title">
            <h2 id="plan-included-title" style={{ margin: 0, fontSize: '1rem' }}>
              {intl.formatMessage(offerMessages.includedInAll)}
            </h2>
            <IncludedList features={options[0].features} label={intl.formatMessage(offerMessages.includedInAll)} examCode={examCode} />
          </section>
        )}
        <Plans ref={optionsBox} aria-describedby={problems.choice ? 'plan-choice-error' : undefined}>
          <VisuallyHidden as="legend">{intl.formatMessage(offerMessages.legend)}</VisuallyHidden>
          {options.map((option) => (
            <PlanOption
              key={option.id}
              sku={option}
              name="plan"
              checked={option.id === selected?.id}
              onSelect={select}
              showFeatures={!sameFeatures}
              examCode={examCode}
            />
          ))}
          {problems.choice && (
            <FieldError id="plan-choice-error" role="alert">
              {intl.formatMessage(problems.choice)}
            </FieldError>
          )}
        </Plans>
      </Column>
      <Aside>
        <PromoCodeField
          promo={promo}
          onChange={(next) => {
            setPromo(next);
            setProblems((current) => ({ ...current, promo: null }));
          }}
          serverError={problems.promo ?? null}
        />
        <Surface>
          {selected && totals ? (
            <>
              <OrderSummary totals={totals} promo={promo} />
              <RenewalTerms sku={selected} dueToday={totals.dueToday} codeExamId={codeExamId} today={today} />
            </>
          ) : (
            <TermsText data-testid="plan-choose-first">{intl.formatMessage(offerMessages.chooseFirst)}</TermsText>
          )}
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
          {selected && needsRenewal && (
            <ConsentCheckbox
              ref={renewalBox}
              id="plan-accept-renewal"
              label={renewalLabel(selected)}
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
      </Aside>
    </Form>
  );
}
