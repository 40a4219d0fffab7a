import { ApolloProvider, useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { styled } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { withLocalePrefix } from '@innerscope/shared/routes';
import { getApolloClient } from '../../../app/apollo';
import { RetryPanel } from '../../../shared/components/RetryPanel';
import { StatusPanel } from '../../../shared/components/StatusPanel';
import { VisuallyHidden } from '../../../shared/components/VisuallyHidden';
import { inviteMessages as m } from '../messages';
import { answerPartnerInvitationMutation, invitationForTakerQuery } from '../partnerInvite.graphql';

const Card = styled('section')(({ theme }) => ({
  maxWidth: 560,
  margin: '0 auto',
  padding: theme.spacing(5, 2.5, 8),
  display: 'grid',
  gap: theme.spacing(2),
  '& h1': { margin: 0, fontSize: '1.625rem', lineHeight: 1.3 },
  '& p': { margin: 0, fontSize: '1.0625rem', lineHeight: 1.6 },
  '& .partner': { fontWeight: 700 },
  '& .actions': { display: 'flex', flexDirection: 'column', gap: theme.spacing(1.5), marginTop: theme.spacing(1) },
  '& .error': { color: theme.palette.error.main },
  [theme.breakpoints.up('sm')]: { '& .actions': { flexDirection: 'row' } },
}));

/** The question page of the invited test, resuming the session the consent started (the usual test flow). */
const questionPath = (pathname: string, routeKey: string, sessionId: string) => `${withLocalePrefix(`/answer/question/${routeKey}`, pathname)}?s=${encodeURIComponent(sessionId)}`;

function Invite({ id }: { id: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const consentId = useId();
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { data, loading, error: loadError, refetch } = useQuery(invitationForTakerQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const [answer, { loading: answering }] = useMutation(answerPartnerInvitationMutation);
  const invitation = data?.invitationForTaker;

  if (loading && !data) return <VisuallyHidden role="status">{intl.formatMessage(m.loading)}</VisuallyHidden>;
  if (loadError && !data) {
    return <RetryPanel id="invite-failed" title={intl.formatMessage(m.loadFailed)} body={intl.formatMessage(m.loadFailedBody)} retryLabel={intl.formatMessage(m.retry)} onRetry={() => void refetch()} />;
  }
  if (!invitation) return <StatusPanel id="invite-unknown" level="h1" title={intl.formatMessage(m.notFoundTitle)} body={intl.formatMessage(m.notFoundBody)} />;

  const partner = invitation.partnerName;
  const go = (sessionId: string) => navigate(questionPath(window.location.pathname, invitation.examRouteKey, sessionId));

  if (invitation.state === 'DECLINED') {
    return <StatusPanel id="invite-declined" level="h1" role="status" title={intl.formatMessage(m.declinedTitle)} body={intl.formatMessage(m.declinedBody, { partner })} />;
  }
  if (invitation.state === 'COMPLETED') {
    return <StatusPanel id="invite-completed" level="h1" title={intl.formatMessage(m.completedTitle)} body={intl.formatMessage(m.completedBody, { partner })} />;
  }
  if (invitation.state === 'CONSENTED' && invitation.sessionId) {
    const sessionId = invitation.sessionId;
    return (
      <StatusPanel
        id="invite-started"
        level="h1"
        title={intl.formatMessage(m.startedTitle)}
        body={intl.formatMessage(m.startedBody, { partner })}
        actions={
          <Button variant="contained" size="large" onClick={() => go(sessionId)}>
            {intl.formatMessage(m.continue)}
          </Button>
        }
      />
    );
  }

  const respond = (consent: boolean) => {
    if (consent && !agreed) return setError(intl.formatMessage(m.consentNeeded));
    setError(null);
    answer({ variables: { input: { id, consent } } }).then(
      (res) => {
        const out = res.data?.answerPartnerInvitation;
        const next = out?.invitation;
        if (consent && next?.sessionId && !out?.errors.length) return go(next.sessionId);
        if (!consent && next && !out?.errors.length) return void refetch();
        setError(intl.formatMessage(m.answerFailed));
      },
      () => setError(intl.formatMessage(m.answerFailed)),
    );
  };

  return (
    <Card aria-labelledby="invite-title">
      <h1 id="invite-title">{intl.formatMessage(m.title, { partner, exam: invitation.examName })}</h1>
      <p>{intl.formatMessage(m.who, { partner })}</p>
      <p>{intl.formatMessage(m.choice, { partner })}</p>
      <FormControlLabel
        control={<Checkbox id={consentId} checked={agreed} onChange={(e) => { setAgreed(e.target.checked); setError(null); }} />}
        label={intl.formatMessage(m.consentLabel, { partner })}
      />
      {error && <p className="error" role="alert">{error}</p>}
      <div className="actions">
        <Button variant="contained" size="large" disabled={answering} onClick={() => respond(true)}>
          {intl.formatMessage(answering ? m.starting : m.start)}
        </Button>
        <Button variant="outlined" size="large" disabled={answering} onClick={() => respond(false)}>
          {intl.formatMessage(m.decline)}
        </Button>
      </div>
    </Card>
  );
}

function PartnerInvitePage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const id = params.get('i') ?? '';
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(id)) return <StatusPanel id="invite-unknown" level="h1" title={intl.formatMessage(m.notFoundTitle)} body={intl.formatMessage(m.notFoundBody)} />;
  return <Invite id={id} />;
}

/** `/invite?i=`: a partner's invitation; the taker sees who receives the result and consents before the test starts. */
export default function PartnerInviteRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <PartnerInvitePage />
    </ApolloProvider>
  );
}
