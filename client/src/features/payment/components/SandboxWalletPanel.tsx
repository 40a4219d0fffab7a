import { styled } from '@mui/material/styles';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../../../shared/components/VisuallyHidden';
import { methodMessages, walletMessages } from '../messages';
import type { PaymentProblem } from '../paymentProblems';
import { type SandboxWallet, sandboxWalletToken } from '../sandboxToken';
import type { PayPhase, PayRequest, PayResult } from '../usePayment';
import { PayButton } from './PayButton';
import { type ProblemContext, ProblemNotice } from './ProblemNotice';
import { WalletSheet } from './WalletSheet';

const Panel = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  '& p': { margin: 0, color: theme.palette.text.secondary },
}));

export interface SandboxWalletPanelProps {
  readonly wallet: SandboxWallet;
  readonly amountLabel: string;
  readonly phase: PayPhase;
  readonly problem: PaymentProblem | null;
  readonly pay: (request: PayRequest) => Promise<PayResult>;
  readonly setProblem: (problem: PaymentProblem | null) => void;
  readonly problemProps: ProblemContext;
}

/**
 * Apple Pay or Google Pay in test mode: the button opens the sandbox payment sheet; the buyer's Pay there turns
 * into a wallet token the sandbox charges like a card, and Cancel sends nothing, the order still payable.
 */
export function SandboxWalletPanel({ wallet, amountLabel, phase, problem, pay, setProblem, problemProps }: SandboxWalletPanelProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const name = intl.formatMessage(wallet === 'APPLE_PAY' ? methodMessages.applePay : methodMessages.googlePay);

  const onPay = async () => {
    const result = await pay({ method: wallet, tokenize: () => Promise.resolve({ token: sandboxWalletToken(wallet) }) });
    // Leaving for the next step closes the sheet with the page; anything else is told on the page, sheet closed.
    if (result !== 'moving' && result !== 'busy') setOpen(false);
  };

  return (
    <Panel>
      <p>{intl.formatMessage(walletMessages.note, { wallet: name })}</p>
      {problem && (
        <ProblemNotice
          {...problemProps}
          problem={problem}
          onTryAgain={() => {
            setProblem(null);
            setOpen(true);
          }}
        />
      )}
      <PayButton
        phase={phase}
        onClick={() => {
          setCancelled(false);
          setProblem(null);
          setOpen(true);
        }}
      >
        {intl.formatMessage(walletMessages.open, { wallet: name })}
      </PayButton>
      <VisuallyHidden role="status">{cancelled ? intl.formatMessage(walletMessages.cancelled) : ''}</VisuallyHidden>
      <WalletSheet
        wallet={wallet}
        open={open}
        amountLabel={amountLabel}
        busy={phase !== 'idle'}
        onPay={() => void onPay()}
        onCancel={() => {
          setOpen(false);
          setCancelled(true);
        }}
      />
    </Panel>
  );
}
