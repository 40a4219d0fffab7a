import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { methodMessages } from '../messages';
import type { PaymentProblem } from '../paymentProblems';
import type { PayPhase, PayRequest, PayResult } from '../usePayment';
import { PayButton } from './PayButton';
import { type ProblemContext, ProblemNotice } from './ProblemNotice';

const Panel = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  '& p': { margin: 0, color: theme.palette.text.secondary },
}));

/** PayPal's colours for its button: dark text on gold (about 11:1). */
const PAYPAL_BUTTON = {
  backgroundColor: '#FFC439',
  color: '#111111',
  '&:hover': { backgroundColor: '#F2BA36' },
  '&.Mui-disabled': { backgroundColor: '#FFC439', color: '#111111', opacity: 0.75 },
};

export interface PayPalPanelProps {
  readonly phase: PayPhase;
  readonly problem: PaymentProblem | null;
  readonly pay: (request: PayRequest) => Promise<PayResult>;
  readonly setProblem: (problem: PaymentProblem | null) => void;
  readonly problemProps: ProblemContext;
  /** The built-in sandbox takes PayPal: its own approval page stands in for PayPal's. */
  readonly sandbox?: boolean;
}

/**
 * PayPal: our server creates the PayPal order, and the buyer approves it on PayPal's page (in test mode, the
 * sandbox's approval page), then comes back to the check page.
 */
export function PayPalPanel({ phase, problem, pay, setProblem, problemProps, sandbox = false }: PayPalPanelProps) {
  const intl = useIntl();
  return (
    <Panel>
      <p>{intl.formatMessage(sandbox ? methodMessages.paypalSandboxNote : methodMessages.paypalNote)}</p>
      {problem && <ProblemNotice {...problemProps} problem={problem} onTryAgain={() => setProblem(null)} />}
      <PayButton
        phase={phase}
        sx={PAYPAL_BUTTON}
        onClick={() => void pay({ method: 'PAYPAL', tokenize: () => Promise.resolve({ token: 'paypal' }) })}
      >
        {intl.formatMessage(methodMessages.paypalPay)}
      </PayButton>
    </Panel>
  );
}
