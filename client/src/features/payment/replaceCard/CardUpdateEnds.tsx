import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import type { CardUpdateErrorCode } from '../../../__generated__/graphql';
import { HOME_PATH, withLocalePrefix } from '@innerscope/shared/routes';
import { StatusPanel } from '../../../shared/components/StatusPanel';
import { replaceCardMessages } from './replaceCard.messages';

/** A card link that is wrong or whose subscription is gone: calm, with the way to the report. */
export function LinkBroken({ codeExamId }: { codeExamId: string }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <StatusPanel
      id="replace-card-link-broken"
      title={intl.formatMessage(replaceCardMessages.linkBrokenTitle)}
      body={intl.formatMessage(replaceCardMessages.linkBrokenBody)}
      actions={
        <Button component={Link} to={withLocalePrefix(`/report/retrieve/${codeExamId}`, pathname)} variant="contained" size="large">
          {intl.formatMessage(replaceCardMessages.getReport)}
        </Button>
      }
    />
  );
}

/** A subscription that is over: nothing to update, nothing to pay. */
export function PlanEnded() {
  const intl = useIntl();
  return (
    <StatusPanel
      id="replace-card-ended"
      title={intl.formatMessage(replaceCardMessages.notUpdatableTitle)}
      body={intl.formatMessage(replaceCardMessages.notUpdatableBody)}
    />
  );
}

/** A subscription paid with PayPal: no card can take its place, the subscriber chooses a plan again. */
export function MethodUnavailable() {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <StatusPanel
      id="replace-card-method-unavailable"
      title={intl.formatMessage(replaceCardMessages.methodUnavailableTitle)}
      body={intl.formatMessage(replaceCardMessages.methodUnavailableBody)}
      actions={
        <Button component={Link} to={withLocalePrefix(HOME_PATH, pathname)} variant="contained" size="large">
          {intl.formatMessage(replaceCardMessages.home)}
        </Button>
      }
    />
  );
}

/** The page for each refusal of the server. */
export function CardUpdateRefused({ code, codeExamId }: { code: CardUpdateErrorCode; codeExamId: string }) {
  switch (code) {
    case 'NOT_FOUND':
      return <LinkBroken codeExamId={codeExamId} />;
    case 'NOT_UPDATABLE':
      return <PlanEnded />;
    case 'METHOD_UNAVAILABLE':
      return <MethodUnavailable />;
  }
}

/** The new card is saved (and the overdue amount paid, when there was one). */
export function CardSaved({ paid }: { paid: boolean }) {
  const intl = useIntl();
  return (
    <StatusPanel
      id="replace-card-saved"
      role="status"
      title={intl.formatMessage(replaceCardMessages.doneTitle)}
      body={intl.formatMessage(paid ? replaceCardMessages.updatedAndPaid : replaceCardMessages.updated)}
    />
  );
}
