import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { paymentErrorMessages, sessionMessages } from '../messages';
import { startOverTo, stepTo } from '../paymentPaths';
import { type PaymentProblem, problemMessage } from '../paymentProblems';

const Notice = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  padding: theme.spacing(1.5, 2),
  borderRadius: 12,
  backgroundColor: '#FCE8E6',
  color: '#8C1D18',
  '& p': { margin: 0, fontWeight: 600 },
  '& .actions': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1) },
  '& .actions a, & .actions button': { backgroundColor: theme.palette.background.paper },
}));

/** What a notice needs from the page, whichever form shows it. */
export interface ProblemContext {
  readonly codeExamId: string;
  readonly orderNumber: string;
  /** To the list of methods; absent when there is no other method. */
  readonly onChooseMethod?: (() => void) | undefined;
}

export interface ProblemNoticeProps extends ProblemContext {
  readonly problem: PaymentProblem;
  /** Back to the form, ready for another try. */
  readonly onTryAgain: () => void;
}

/**
 * Why the last attempt did not go through, announced at once, with the ways forward that fit: try again or
 * another method after a decline, start over when the order is gone, back to the plans when the offer changed.
 */
export function ProblemNotice({ problem, codeExamId, orderNumber, onTryAgain, onChooseMethod }: ProblemNoticeProps) {
  const intl = useIntl();
  const location = useLocation();
  const { message, values } = problemMessage(problem);
  const code = problem.kind === 'rejected' ? problem.code : null;

  let actions = null;
  if (code === 'ORDER_NOT_FOUND') {
    actions = (
      <Button component={Link} to={startOverTo(codeExamId, location)} variant="outlined">
        {intl.formatMessage(sessionMessages.startOver)}
      </Button>
    );
  } else if (code === 'SKU_NOT_FOUND' || code === 'RENEWAL_CONSENT_REQUIRED') {
    actions = (
      <Button component={Link} to={stepTo('plan', codeExamId, location, orderNumber)} variant="outlined">
        {intl.formatMessage(paymentErrorMessages.backToPlans)}
      </Button>
    );
  } else if (problem.kind !== 'incomplete' && problem.kind !== 'notReady' && problem.kind !== 'rateLimited') {
    actions = (
      <>
        {code !== 'METHOD_UNAVAILABLE' && (
          <Button variant="outlined" onClick={onTryAgain}>
            {intl.formatMessage(paymentErrorMessages.tryAgain)}
          </Button>
        )}
        {onChooseMethod && (
          <Button variant="outlined" onClick={onChooseMethod}>
            {intl.formatMessage(paymentErrorMessages.otherMethod)}
          </Button>
        )}
      </>
    );
  }

  return (
    <Notice role="alert">
      <p>{intl.formatMessage(message, values)}</p>
      {actions && <div className="actions">{actions}</div>}
    </Notice>
  );
}
