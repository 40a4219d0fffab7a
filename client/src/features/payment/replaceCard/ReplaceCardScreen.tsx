import { useQuery } from '@apollo/client/react';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { getFragmentData } from '../../../__generated__/fragment-masking';
import {
  ReplaceCard_SubscriptionFragmentDoc,
  ReplaceCardSetupDocument,
  ReplaceCardSubscriptionDocument,
  type ReplaceCard_SubscriptionFragment,
} from '../../../__generated__/graphql';
import { useLocale } from '../../../i18n/LocaleContext';
import { RetryPanel } from '../../../shared/components/RetryPanel';
import { formatMoney } from '@innerscope/shared/money';
import { PaymentColumn, PaymentSection, PRICE_FONT_SIZE } from '../components/PaymentLayout';
import { PaymentSkeleton } from '../components/PaymentSkeleton';
import { SecurityTips } from '../components/SecurityTips';
import { paymentPageMessages, summaryMessages } from '../messages';
import { CardSaved, CardUpdateRefused, LinkBroken, PlanEnded } from './CardUpdateEnds';
import { ReplaceCardForm } from './ReplaceCardForm';
import { replaceCardMessages } from './replaceCard.messages';
import { useReplaceCard } from './useReplaceCard';

const Plan = styled('p')({ margin: 0, fontWeight: 700, fontSize: PRICE_FONT_SIZE });
const State = styled('p')({ margin: 0, fontSize: PRICE_FONT_SIZE });

export interface CardLink {
  readonly codeExamId: string;
  readonly subscriptionId: string;
  readonly token: string;
}

/** The plan in words and what the new card will be used for, stated before the card fields. */
function PlanState({ subscription, amountLabel }: { subscription: ReplaceCard_SubscriptionFragment; amountLabel: string }) {
  const intl = useIntl();
  const renewal = intl.formatMessage(summaryMessages.renewal, {
    interval: subscription.interval,
    count: subscription.intervalCount,
    amount: amountLabel,
  });
  const date = intl.formatDate(subscription.nextChargeAt ?? subscription.currentPeriodEnd, { dateStyle: 'long' });
  return (
    <PaymentSection>
      <Plan>{intl.formatMessage(replaceCardMessages.plan, { tier: subscription.tier, renewal })}</Plan>
      <State>
        {subscription.status === 'PAST_DUE'
          ? intl.formatMessage(replaceCardMessages.pastDue, { amount: amountLabel })
          : intl.formatMessage(replaceCardMessages.upcoming, { amount: amountLabel, date })}
      </State>
    </PaymentSection>
  );
}

function CardUpdate({ link, subscription }: { link: CardLink; subscription: ReplaceCard_SubscriptionFragment }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { phase, problem, pay, setProblem, end } = useReplaceCard(link.subscriptionId, link.token, subscription.status);
  const setupQuery = useQuery(ReplaceCardSetupDocument, { notifyOnNetworkStatusChange: true });

  if (end?.kind === 'saved') return <CardSaved paid={end.paid} />;
  if (end?.kind === 'error') return <CardUpdateRefused code={end.code} codeExamId={link.codeExamId} />;

  const amountLabel = formatMoney(subscription.amount, subscription.currency, locale);
  const pastDue = subscription.status === 'PAST_DUE';
  return (
    <PaymentColumn>
      <Typography variant="h2" component="h1" sx={{ fontSize: 'clamp(1.5rem, 2vw + 1rem, 2rem)' }}>
        {intl.formatMessage(replaceCardMessages.title)}
      </Typography>
      <PlanState subscription={subscription} amountLabel={amountLabel} />
      <ReplaceCardForm
        codeExamId={link.codeExamId}
        currency={subscription.currency}
        amount={subscription.amount}
        amountLabel={amountLabel}
        submitLabel={
          pastDue
            ? intl.formatMessage(replaceCardMessages.saveAndPay, { amount: amountLabel })
            : intl.formatMessage(replaceCardMessages.save)
        }
        setup={{
          data: setupQuery.data?.paymentSetup,
          failed: Boolean(setupQuery.error) && !setupQuery.loading,
          retry: () => void setupQuery.refetch().catch(() => undefined),
        }}
        phase={phase}
        problem={problem}
        pay={pay}
        setProblem={setProblem}
      />
      <SecurityTips />
    </PaymentColumn>
  );
}

/**
 * A failed renewal's card link: the subscription it names, its state, and a card form whose token replaces the
 * subscription's card (charging an overdue period once).
 */
export function ReplaceCardScreen({ link }: { link: CardLink }) {
  const intl = useIntl();
  const query = useQuery(ReplaceCardSubscriptionDocument, {
    variables: { subscriptionId: link.subscriptionId, token: link.token },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const found = query.data?.subscriptionForCard;

  if (found === null) return <LinkBroken codeExamId={link.codeExamId} />;
  if (!found) {
    if (query.error && !query.loading) {
      return (
        <RetryPanel
          id="replace-card-load-error"
          title={intl.formatMessage(replaceCardMessages.loadErrorTitle)}
          body={intl.formatMessage(paymentPageMessages.networkBody)}
          retryLabel={intl.formatMessage(paymentPageMessages.retry)}
          onRetry={() => void query.refetch().catch(() => undefined)}
        />
      );
    }
    return (
      <PaymentColumn>
        <PaymentSkeleton label={intl.formatMessage(replaceCardMessages.loading)} />
      </PaymentColumn>
    );
  }
  const subscription = getFragmentData(ReplaceCard_SubscriptionFragmentDoc, found);
  if (subscription.status === 'CANCELLED' || subscription.status === 'EXPIRED') return <PlanEnded />;
  return <CardUpdate link={link} subscription={subscription} />;
}
