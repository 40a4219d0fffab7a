import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CancelSubscriptionDocument } from '../../../__generated__/graphql';
import { HOME_CODE_EXAM_ID } from '@innerscope/shared/routes';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { cancelMessages } from '../messages';
import { longDate } from '../subscriptionText';

const Problem = styled('p')(({ theme }) => ({
  margin: theme.spacing(2, 0, 0),
  padding: theme.spacing(1.5, 2),
  borderRadius: 12,
  backgroundColor: '#FCE8E6',
  color: '#8C1D18',
  fontWeight: 600,
  '& a': { color: 'inherit' },
}));

export interface CancelSubscriptionDialogProps {
  readonly open: boolean;
  readonly orderNumber: string;
  readonly token: string | null;
  readonly subscriptionId: string;
  /** Until when access lasts after cancelling (ISO 8601); null when the plan ends at once. */
  readonly accessUntil: string | null;
  /** "Keep my plan", Escape or a tap outside: nothing changes. */
  readonly onKeep: () => void;
  /** The subscription is cancelled; the cache already holds its new state. */
  readonly onCancelled: () => void;
}

type CancelProblem = 'network' | 'refused';

/**
 * The second and last click before a subscription is cancelled: what happens (nothing more is charged, access
 * until the period's end), "Keep my plan" and "Cancel subscription". No offer and nothing in the way.
 */
export function CancelSubscriptionDialog({
  open,
  orderNumber,
  token,
  subscriptionId,
  accessUntil,
  onKeep,
  onCancelled,
}: CancelSubscriptionDialogProps) {
  const intl = useIntl();
  const to = useLocalizedTo();
  const [cancel, { loading }] = useMutation(CancelSubscriptionDocument);
  const [problem, setProblem] = useState<CancelProblem | null>(null);
  const titleId = `cancel-dialog-title-${subscriptionId}`;
  const bodyId = `cancel-dialog-body-${subscriptionId}`;

  const confirm = async () => {
    setProblem(null);
    try {
      const { data } = await cancel({ variables: { orderNumber, subscriptionId, token } });
      if (data?.cancelSubscription) onCancelled();
      else setProblem('refused');
    } catch {
      setProblem('network');
    }
  };
  const keep = () => {
    setProblem(null);
    onKeep();
  };

  const link = (chunks: ReactNode[]) => (
    <Link key="link" to={to(`/cancel/subscription/${HOME_CODE_EXAM_ID}`)}>
      {chunks}
    </Link>
  );

  return (
    <Dialog
      open={open}
      onClose={loading ? undefined : keep}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      fullWidth
      maxWidth="xs"
      // The cancel button that opened it is gone once the subscription is cancelled: the card moves the focus.
      disableRestoreFocus
    >
      <DialogTitle id={titleId} component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
        {intl.formatMessage(cancelMessages.dialogTitle)}
      </DialogTitle>
      <DialogContent>
        <Typography id={bodyId}>
          {accessUntil
            ? intl.formatMessage(cancelMessages.dialogBody, { date: longDate(intl, accessUntil) })
            : intl.formatMessage(cancelMessages.dialogBodyNow)}
        </Typography>
        {problem && (
          <Problem role="alert">
            {problem === 'network'
              ? intl.formatMessage(cancelMessages.network)
              : intl.formatMessage(cancelMessages.refused, { link })}
          </Problem>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 3, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button variant="outlined" size="large" onClick={keep} disabled={loading} sx={{ flex: '1 1 auto' }}>
          {intl.formatMessage(cancelMessages.keep)}
        </Button>
        <Button variant="contained" size="large" onClick={() => void confirm()} disabled={loading} sx={{ flex: '1 1 auto' }}>
          {intl.formatMessage(loading ? cancelMessages.cancelling : cancelMessages.confirm)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
