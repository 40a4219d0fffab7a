import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../__generated__';
import { type FragmentType, getFragmentData } from '../../../__generated__/fragment-masking';
import { panelMessages, cancelMessages } from '../messages';
import { accessAfterCancel, canCancel, statusText } from '../subscriptionText';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog';

export const SubscriptionCardFragment = graphql(`
  fragment SubscriptionCard_subscription on PlanSubscription {
    id
    status
    tier
    amount
    currency
    interval
    intervalCount
    currentPeriodEnd
    nextChargeAt
    cancelledAt
  }
`);

/** Green for the confirmation: over 4.5:1 on white and on the page surfaces. */
const DONE_COLOUR = '#1E6B3A';

const Card = styled('li')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  padding: theme.spacing(2.5, 2),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3) },
}));

const Done = styled('p')(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.spacing(1),
  margin: 0,
  color: DONE_COLOUR,
  fontWeight: 600,
  outline: 'none',
  '& svg': { flex: 'none', marginTop: 2 },
}));

export interface SubscriptionCardProps {
  readonly subscription: FragmentType<typeof SubscriptionCardFragment>;
  readonly orderNumber: string;
  readonly token: string | null;
}

/** One subscription: its name, its state in words, and, while it may still charge, a way out in two clicks. */
export function SubscriptionCard({ orderNumber, token, ...props }: SubscriptionCardProps) {
  const intl = useIntl();
  const sub = getFragmentData(SubscriptionCardFragment, props.subscription);
  const [confirming, setConfirming] = useState(false);
  const [justCancelled, setJustCancelled] = useState(false);
  const done = useRef<HTMLParagraphElement>(null);
  const titleId = `subscription-${sub.id}-title`;

  useEffect(() => {
    if (justCancelled) done.current?.focus();
  }, [justCancelled]);

  return (
    <Card aria-labelledby={titleId}>
      <Typography id={titleId} component="h3" sx={{ fontWeight: 700, fontSize: '1.0625rem' }}>
        {intl.formatMessage(panelMessages.tier, { tier: sub.tier })}
      </Typography>
      <Typography color="text.secondary" data-testid="subscription-status">
        {statusText(intl, sub)}
      </Typography>
      {justCancelled && (
        <Done ref={done} role="status" tabIndex={-1}>
          <CheckCircleOutlined fontSize="small" aria-hidden />
          {intl.formatMessage(cancelMessages.done)}
        </Done>
      )}
      {canCancel(sub.status) && (
        <Button
          variant="outlined"
          size="large"
          onClick={() => setConfirming(true)}
          aria-haspopup="dialog"
          sx={{ justifySelf: 'start', mt: 1 }}
        >
          {intl.formatMessage(cancelMessages.button)}
        </Button>
      )}
      <CancelSubscriptionDialog
        open={confirming}
        orderNumber={orderNumber}
        token={token}
        subscriptionId={sub.id}
        accessUntil={accessAfterCancel(sub)}
        onKeep={() => setConfirming(false)}
        onCancelled={() => {
          setConfirming(false);
          setJustCancelled(true);
        }}
      />
    </Card>
  );
}
