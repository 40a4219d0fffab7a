import { ApolloProvider, useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, type To, useLocation, useParams } from 'react-router-dom';
import { CancelWithTokenDocument } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { examRouteOf, HOME_PATH, withLocalePrefix } from '@innerscope/shared/routes';
import { StatusPanel } from '../../../shared/components/StatusPanel';
import { failureOf, type RequestFailure } from '../cancelOutcome';
import { requestPagePath, searchWithoutToken, tokenFrom } from '../cancelPaths';
import { FormProblem } from '../components/cancelStyles';
import { confirmMessages, doneMessages } from '../messages';

/** What the link did: how many subscriptions it cancelled (0: none was left), or nothing (used or expired). */
type Outcome = { readonly kind: 'cancelled'; readonly count: number } | { readonly kind: 'used' };

/** Links that leave the page: in the visitor's locale prefix, with the query but never the token. */
function useExitTo(): (path: string) => To {
  const { pathname, search } = useLocation();
  return (path: string) => ({ pathname: withLocalePrefix(path, pathname), search: searchWithoutToken(search) });
}

const TITLE_ID = 'cancel-link-title';

/** Moves the focus to the heading of the new state, so screen readers hear what changed. */
function useFocusTitle() {
  useEffect(() => document.getElementById(TITLE_ID)?.focus(), []);
}

function Done({ outcome, codeExamId }: { outcome: Outcome; codeExamId: string }) {
  const intl = useIntl();
  const exit = useExitTo();
  useFocusTitle();
  const home = (
    <Button component={Link} to={exit(HOME_PATH)} variant={outcome.kind === 'used' ? 'text' : 'contained'} size="large">
      {intl.formatMessage(doneMessages.home)}
    </Button>
  );

  if (outcome.kind === 'used') {
    return (
      <StatusPanel
        id={TITLE_ID}
        role="alert"
        title={intl.formatMessage(doneMessages.usedTitle)}
        body={intl.formatMessage(doneMessages.usedBody)}
        actions={
          <>
            <Button component={Link} to={exit(requestPagePath(codeExamId))} variant="contained" size="large">
              {intl.formatMessage(doneMessages.newLink)}
            </Button>
            {home}
          </>
        }
      />
    );
  }
  const nothing = outcome.count === 0;
  return (
    <StatusPanel
      id={TITLE_ID}
      role="status"
      title={
        nothing
          ? intl.formatMessage(doneMessages.nothingTitle)
          : intl.formatMessage(doneMessages.title, { count: outcome.count })
      }
      body={intl.formatMessage(nothing ? doneMessages.nothingBody : doneMessages.body)}
      actions={home}
    />
  );
}

/**
 * Asks before it cancels. Opening the page changes nothing: mail scanners and link previews open links, and
 * must not cancel anyone's subscription. One click on the one button does.
 */
function ConfirmCancel({ token, codeExamId }: { token: string; codeExamId: string }) {
  const intl = useIntl();
  const [cancel, { loading }] = useMutation(CancelWithTokenDocument);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<RequestFailure | null>(null);

  if (outcome) return <Done outcome={outcome} codeExamId={codeExamId} />;

  const confirm = async () => {
    setFailure(null);
    try {
      const { data } = await cancel({ variables: { token } });
      const cancelled = data?.cancelWithToken.cancelled;
      setOutcome(cancelled === null || cancelled === undefined ? { kind: 'used' } : { kind: 'cancelled', count: cancelled });
    } catch (error) {
      setFailure(failureOf(error));
    }
  };

  const problem =
    failure?.kind === 'rateLimited'
      ? failure.minutes === null
        ? intl.formatMessage(confirmMessages.rateLimitedLater)
        : intl.formatMessage(confirmMessages.rateLimited, { minutes: failure.minutes })
      : failure
        ? intl.formatMessage(confirmMessages.network)
        : null;

  return (
    <StatusPanel
      id={TITLE_ID}
      title={intl.formatMessage(confirmMessages.title)}
      body={intl.formatMessage(confirmMessages.body)}
      actions={
        <>
          {problem && <FormProblem role="alert">{problem}</FormProblem>}
          <Button variant="contained" size="large" disabled={loading} onClick={() => void confirm()}>
            {intl.formatMessage(loading ? confirmMessages.cancelling : confirmMessages.confirm)}
          </Button>
        </>
      }
    />
  );
}

function CancelSuccessPage() {
  const { codeExamId } = examRouteOf(useParams()['codeExamId']);
  const location = useLocation();
  const token = tokenFrom(location.search);
  if (!token) {
    return (
      <Navigate
        replace
        to={{
          pathname: withLocalePrefix(requestPagePath(codeExamId), location.pathname),
          search: searchWithoutToken(location.search),
        }}
      />
    );
  }
  // A new link opened in the same tab starts over.
  return <ConfirmCancel key={token} token={token} codeExamId={codeExamId} />;
}

/**
 * `/cancel/success/{code}-{examId}?token=...`, where an e-mailed cancel link lands: "cancel?", one click, then
 * "cancelled" (or "this link has been used or has expired"). Without a token it is the unsubscribe screen's job.
 */
export default function CancelSuccessRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <CancelSuccessPage />
    </ApolloProvider>
  );
}
