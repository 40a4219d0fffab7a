import { ApolloProvider, useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import type { PublishTreeHolePostMutation, TreeHolePublishErrorCode } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { useLocale } from '../../../i18n/LocaleContext';
import { preloadBundle } from '../../../i18n/loadMessages';
import { VisuallyHidden } from '../../../shared/components/VisuallyHidden';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { codeExamIdOr } from '../../account/accountPaths';
import { MemberGate } from '../components/MemberGate';
import { TreeHoleCrisis } from '../components/TreeHoleCrisis';
import { TreeHoleFrame } from '../components/TreeHoleFrame';
import { treeHoleMessages as m } from '../messages';
import { publishTreeHolePostMutation } from '../treeHole.graphql';
import { characterCount, MAX_POST_CHARACTERS, treeHolePaths } from '../treeHolePaths';

type Outcome = PublishTreeHolePostMutation['publishTreeHolePost'];

const Form = styled('form')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  '& label': { fontWeight: 700 },
  '& textarea': {
    width: '100%',
    minHeight: 200,
    boxSizing: 'border-box',
    padding: theme.spacing(1.5, 2),
    borderRadius: 12,
    border: `1px solid ${theme.palette.divider}`,
    font: 'inherit',
    fontSize: '1.0625rem',
    lineHeight: 1.6,
    resize: 'vertical',
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
  },
  '& textarea:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
  '& textarea[aria-invalid="true"]': { borderColor: theme.palette.error.main },
  '& .row': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: theme.spacing(1.5) },
  '& .count': { fontVariantNumeric: 'tabular-nums', color: theme.palette.text.secondary },
  '& .count.over': { color: theme.palette.error.main, fontWeight: 700 },
  '& .error': { margin: 0, color: theme.palette.error.main },
}));

const Notice = styled('section')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  padding: theme.spacing(2.5),
  borderRadius: 16,
  backgroundColor: theme.palette.action.hover,
  '& p': { margin: 0, fontSize: '1.0625rem' },
  '& .actions': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1.5) },
}));


function AddForm() {
  const intl = useIntl();
  const to = useLocalizedTo();
  const { locale } = useLocale();
  const codeExamId = codeExamIdOr(useParams()['codeExamId']);
  const fieldId = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [publish, { loading }] = useMutation(publishTreeHolePostMutation, { refetchQueries: ['TreeHoleSecrets', 'TreeHoleFeed'] });
  // The crisis panel's words belong to the depression screen's bundle: fetched early, so the panel never waits.
  useEffect(() => void preloadBundle('funnel').catch(() => undefined), []);
  const errorText = (code: TreeHolePublishErrorCode) =>
    code === 'BODY_TOO_LONG' ? intl.formatMessage(m.errorTooLong, { max: MAX_POST_CHARACTERS }) : intl.formatMessage(code === 'BODY_REQUIRED' ? m.errorRequired : m.errorTooMany);
  const count = characterCount(body);
  const over = count > MAX_POST_CHARACTERS;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (body.trim().length === 0) return setError(intl.formatMessage(m.errorRequired));
    if (over) return setError(errorText('BODY_TOO_LONG'));
    setError(null);
    publish({ variables: { input: { body, locale } } }).then(
      (res) => {
        const out = res.data?.publishTreeHolePost;
        const code = out?.errors[0]?.code;
        if (code) setError(errorText(code));
        else if (out?.secret) setOutcome(out);
        else setError(intl.formatMessage(m.publishFailed));
      },
      () => setError(intl.formatMessage(m.publishFailed)),
    );
  };

  if (outcome?.secret) {
    const held = outcome.secret.state === 'HELD';
    return (
      <>
        {outcome.crisis && <TreeHoleCrisis crisis={outcome.crisis} />}
        <Notice role="status">
          <p>{intl.formatMessage(held ? m.held : m.published)}</p>
          <div className="actions">
            <Button component={Link} to={to(held ? treeHolePaths.mine(codeExamId) : treeHolePaths.feed(codeExamId))} variant="contained" size="large">
              {intl.formatMessage(held ? m.navMine : m.navFeed)}
            </Button>
            <Button variant="outlined" size="large" onClick={() => { setBody(''); setOutcome(null); }}>{intl.formatMessage(m.writeAnother)}</Button>
          </div>
        </Notice>
      </>
    );
  }

  return (
    <Form onSubmit={submit} noValidate>
      <label htmlFor={fieldId}>{intl.formatMessage(m.bodyLabel)}</label>
      <textarea
        id={fieldId}
        value={body}
        lang={locale}
        placeholder={intl.formatMessage(m.bodyPlaceholder)}
        aria-invalid={error !== null || over}
        aria-describedby={`${fieldId}-count${error ? ` ${fieldId}-error` : ''}`}
        onChange={(e) => {
          setBody(e.target.value);
          if (error) setError(null);
        }}
      />
      <div className="row">
        <span id={`${fieldId}-count`} className={over ? 'count over' : 'count'}>
          <span aria-hidden="true">{intl.formatMessage(m.count, { count, max: MAX_POST_CHARACTERS })}</span>
          <VisuallyHidden>{intl.formatMessage(m.countLabel, { count, max: MAX_POST_CHARACTERS })}</VisuallyHidden>
        </span>
        <Button type="submit" variant="contained" size="large" disabled={loading}>{intl.formatMessage(loading ? m.publishing : m.publish)}</Button>
      </div>
      {error && <p id={`${fieldId}-error`} className="error" role="alert">{error}</p>}
    </Form>
  );
}

function TreeHoleAddPage() {
  const intl = useIntl();
  return (
    <TreeHoleFrame tab="add" title={intl.formatMessage(m.addTitle)} intro={intl.formatMessage(m.addIntro)}>
      <MemberGate>
        <AddForm />
      </MemberGate>
    </TreeHoleFrame>
  );
}

/** `/userCenter/exploreMore/treeHole/add`: write a post, with a live count; crisis lines at once when it is held for self-harm. */
export default function TreeHoleAddRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <TreeHoleAddPage />
    </ApolloProvider>
  );
}
