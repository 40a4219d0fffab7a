import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { HOME_CODE_EXAM_ID } from '@innerscope/shared/routes';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { healthConsentMessages as m } from './messages';

const Form = styled('form')(({ theme }) => ({
  maxWidth: 560,
  margin: '0 auto',
  padding: theme.spacing(3, 2, 6),
  display: 'grid',
  gap: theme.spacing(2),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(6, 3, 8) },
  '& h1': { margin: 0, fontSize: '1.625rem', lineHeight: 1.3 },
  '& p': { margin: 0, lineHeight: 1.6 },
  '& dl': {
    margin: 0,
    padding: theme.spacing(2),
    display: 'grid',
    gap: theme.spacing(1.5),
    borderRadius: 16,
    backgroundColor: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
  },
  '& dt': { fontWeight: 700 },
  '& dd': { margin: theme.spacing(0.25, 0, 0), lineHeight: 1.55, color: theme.palette.text.secondary },
  '& dd a': { color: theme.palette.primary.main, fontWeight: 600 },
  '& label': {
    display: 'flex',
    alignItems: 'flex-start',
    gap: theme.spacing(1.5),
    minHeight: 48,
    padding: theme.spacing(1.25, 1.5),
    borderRadius: 12,
    border: `1px solid ${theme.palette.divider}`,
    lineHeight: 1.5,
    cursor: 'pointer',
    touchAction: 'manipulation',
  },
  '& label:has(input:focus-visible)': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '& input': { flexShrink: 0, width: 24, height: 24, margin: '2px 0 0', accentColor: theme.palette.primary.main, cursor: 'pointer' },
  '& [role="alert"]': { color: theme.palette.error.main, fontWeight: 600 },
}));

const Actions = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  '& > *': { minHeight: 48 },
}));

export type ConsentProblem = 'failed' | 'refused' | null;

export interface HealthConsentStepProps {
  /** Where Back leads (the screen's introduction). */
  readonly backTo: string;
  /** Records the consent; the step shows `busy` meanwhile and `problem` after a failure. */
  readonly onAgree: () => void;
  readonly busy: boolean;
  readonly problem: ConsentProblem;
}

/**
 * The consent to health data asked before the depression screen's first question (GDPR art. 9): what is kept,
 * why, what never happens to it, how long it is kept and how to delete it; a box to tick (never ticked for the
 * visitor) and a start button that waits for it.
 */
export function HealthConsentStep({ backTo, onAgree, busy, problem }: HealthConsentStepProps) {
  const intl = useIntl();
  const to = useLocalizedTo();
  const id = useId();
  const [agreed, setAgreed] = useState(false);
  const privacyLink = (chunks: ReactNode[]) => (
    <Link key="privacy" to={to(`/help/${HOME_CODE_EXAM_ID}`, '#privacy')}>
      {chunks}
    </Link>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (agreed && !busy) onAgree();
  };
  return (
    <Form onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h1 id={`${id}-title`}>{intl.formatMessage(m.title)}</h1>
      <p>{intl.formatMessage(m.intro)}</p>
      <dl>
        <div>
          <dt>{intl.formatMessage(m.whatTitle)}</dt>
          <dd>{intl.formatMessage(m.what)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.whyTitle)}</dt>
          <dd>{intl.formatMessage(m.why)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.neverTitle)}</dt>
          <dd>{intl.formatMessage(m.never)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.keepTitle)}</dt>
          <dd>{intl.formatMessage(m.keep, { link: privacyLink })}</dd>
        </div>
      </dl>
      <label htmlFor={`${id}-agree`}>
        <input id={`${id}-agree`} type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
        <span>{intl.formatMessage(m.agree)}</span>
      </label>
      {problem && <p role="alert">{intl.formatMessage(problem === 'refused' ? m.refused : m.failed)}</p>}
      <Actions>
        <Button component={Link} to={to(backTo)} variant="text" size="large">
          {intl.formatMessage(m.back)}
        </Button>
        <Button type="submit" variant="contained" size="large" disabled={!agreed || busy}>
          {intl.formatMessage(busy ? m.starting : m.start)}
        </Button>
      </Actions>
    </Form>
  );
}
