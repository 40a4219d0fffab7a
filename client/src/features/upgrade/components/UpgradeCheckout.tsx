import CreditCardIcon from '@mui/icons-material/CreditCard';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { styled } from '@mui/material/styles';
import { type ReactNode, useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { UpgradeToPremiumDocument } from '../../../__generated__/graphql';
import { withLocalePrefix } from '@innerscope/shared/routes';
import { FormProblem, Surface } from '../../../shared/components/checkout/checkoutStyles';
import { ConsentCheckbox } from '../../../shared/components/checkout/ConsentCheckbox';
import { packageMessages } from '../../plan/messages';
import { chargeToday, firstFullChargeDate, type PricedSku } from '../../plan/pricing';
import { useCheckoutFormat } from '../../plan/useCheckoutFormat';
import { upgradeStateMessages, upgradeTermsMessages } from '../messages';
import { upgradeProblemFor } from '../upgradeState';
import { UpgradeTerms } from './UpgradeTerms';

const Card = styled('p')(({ theme }) => ({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  color: theme.palette.text.secondary,
}));

const Problem = styled(FormProblem)(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(1, 2),
  '& > span': { flex: '1 1 12rem' },
  '& button': { minHeight: 48 },
}));

export interface UpgradeCheckoutProps {
  /** The paid test's order, whose saved payment method is charged. */
  readonly orderNumber: string;
  /** The signed report link's key, for a buyer on another browser. */
  readonly token: string | null;
  readonly codeExamId: string;
  readonly premium: PricedSku & { readonly interval: NonNullable<PricedSku['interval']> };
  /** Whether the plan being replaced is in its trial. */
  readonly endsTrial: boolean;
  readonly paidWith: { brand: string | null; last4: string | null } | null | undefined;
  /** The upgrade went through (or had been bought already); `nextCharge` is the date the terms stated. */
  readonly onUpgraded: (nextCharge: Date) => void;
  /** There turned out to be nothing to upgrade here, or nothing to upgrade to. */
  readonly onPageProblem: (state: 'notFound' | 'noPremiumPlan') => void;
}

/**
 * The terms, the card that is charged, the terms checkbox and "Upgrade now". The upgrade is sent once however
 * often the button is pressed, and only with the box ticked.
 */
export function UpgradeCheckout(props: UpgradeCheckoutProps) {
  const { orderNumber, token, codeExamId, premium } = props;
  const intl = useIntl();
  const format = useCheckoutFormat();
  const location = useLocation();
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const [upgrading, setUpgrading] = useState(false);
  const [today] = useState(() => new Date());
  const inFlight = useRef(false);
  const termsBox = useRef<HTMLInputElement>(null);
  // Not cached: the answer is read once, here; the page fetches the plans again afterwards.
  const [upgradeToPremium] = useMutation(UpgradeToPremiumDocument, { fetchPolicy: 'no-cache' });

  const todayText = format.money(chargeToday(premium), premium.price.currency);
  const card = format.card(props.paidWith);
  const helpPath = withLocalePrefix(`/help/${codeExamId}`, location.pathname);
  const legalLink = (hash: string) => (chunks: ReactNode[]) => (
    <Link key={hash} to={{ pathname: helpPath, search: location.search, hash }} target="_blank" rel="noopener">
      {chunks}
    </Link>
  );

  const askForTerms = () => {
    setTermsError(true);
    termsBox.current?.focus();
  };

  const upgrade = async () => {
    if (inFlight.current) return;
    if (!acceptTerms) {
      askForTerms();
      return;
    }
    inFlight.current = true;
    setUpgrading(true);
    setProblem(null);
    let leaving = false;
    try {
      const { data } = await upgradeToPremium({ variables: { orderNumber, acceptTerms, token } });
      const payload = data?.upgradeToPremium;
      if (payload?.orderNumber) {
        leaving = true;
        props.onUpgraded(firstFullChargeDate(premium, today) ?? today);
        return;
      }
      const code = payload?.errors[0]?.code;
      const answer = code ? upgradeProblemFor(code) : { place: 'form' as const };
      if (answer.place === 'terms') {
        setAcceptTerms(false);
        askForTerms();
      } else if (answer.place === 'page') {
        leaving = true;
        props.onPageProblem(answer.state);
      } else {
        setProblem(upgradeStateMessages.failed);
      }
    } catch {
      setProblem(upgradeStateMessages.network);
    } finally {
      if (!leaving) {
        inFlight.current = false;
        setUpgrading(false);
      }
    }
  };

  return (
    <Surface>
      <UpgradeTerms premium={premium} endsTrial={props.endsTrial} codeExamId={codeExamId} today={today} />
      <Card data-testid="upgrade-card">
        <CreditCardIcon aria-hidden />
        {card ? intl.formatMessage(packageMessages.chargedTo, { card }) : intl.formatMessage(packageMessages.chargedToSaved)}
      </Card>
      <ConsentCheckbox
        ref={termsBox}
        id="upgrade-accept-terms"
        label={intl.formatMessage(upgradeTermsMessages.consent, {
          terms: legalLink('#terms'),
          privacy: legalLink('#privacy'),
          price: format.money(premium.price.amount, premium.price.currency),
          ...format.period(premium),
        })}
        checked={acceptTerms}
        onChange={(checked) => {
          setAcceptTerms(checked);
          if (checked) setTermsError(false);
        }}
        error={termsError ? intl.formatMessage(upgradeTermsMessages.termsRequired) : null}
      />
      {problem && (
        <Problem role="alert">
          <span>{intl.formatMessage(problem)}</span>
          <Button variant="outlined" color="inherit" disabled={upgrading} onClick={() => void upgrade()}>
            {intl.formatMessage(upgradeStateMessages.tryAgain)}
          </Button>
        </Problem>
      )}
      <Button
        variant="contained"
        size="large"
        fullWidth
        disabled={upgrading}
        onClick={() => void upgrade()}
        startIcon={upgrading ? <CircularProgress size={20} color="inherit" aria-hidden /> : undefined}
      >
        {upgrading ? intl.formatMessage(upgradeTermsMessages.upgrading) : intl.formatMessage(upgradeTermsMessages.button, { today: todayText })}
      </Button>
    </Surface>
  );
}
