import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { ExperimentUnit, SubmitExperimentRunMutation } from '../../../__generated__/graphql';
import { EXPERIMENT_TEXTS } from '../contentMessages';
import { figureMessages } from '../messages';
import { formatFigure, formatScore } from '../formatFigure';
import { experimentsMessages as m } from '../messages';

type Payload = SubmitExperimentRunMutation['submitExperimentRun'];
type Run = NonNullable<Payload['run']>;

const Card = styled('section')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  padding: theme.spacing(2.5, 2),
  borderRadius: 16,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3.5, 4) },
  '& h2': { margin: 0, fontSize: '1.25rem', fontWeight: 800 },
  // Focus moves to the heading when the result appears, for screen readers; no ring for a focus nobody asked for.
  '& h2:focus': { outline: 'none' },
  '& h3': { margin: 0, fontSize: '1.0625rem', fontWeight: 700 },
  '& .score': { margin: 0, fontSize: 'clamp(2.25rem, 9vw, 3rem)', fontWeight: 800, lineHeight: 1.1 },
  '& p': { margin: 0 },
  '& .muted': { color: theme.palette.text.secondary, fontSize: '0.9375rem' },
  '& dl': { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: theme.spacing(1.5), margin: 0 },
  '& dl div': { padding: theme.spacing(1.25, 1.5), borderRadius: 12, backgroundColor: theme.palette.action.hover },
  '& dt': { fontSize: '0.8125rem', color: theme.palette.text.secondary },
  '& dd': { margin: 0, fontWeight: 700, fontSize: '1.0625rem' },
  '& section': { display: 'grid', gap: theme.spacing(1), paddingTop: theme.spacing(2), borderTop: `1px solid ${theme.palette.divider}` },
  '& ol': { margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: theme.spacing(0.5) },
  '& ol li': { display: 'flex', justifyContent: 'space-between', gap: theme.spacing(2), padding: theme.spacing(0.75, 0), borderBottom: `1px dashed ${theme.palette.divider}` },
  '& .bar': { height: 8, borderRadius: 4, backgroundColor: theme.palette.action.selected, overflow: 'hidden' },
  '& .bar span': { display: 'block', height: '100%', backgroundColor: theme.palette.primary.main },
  '&:lang(ko)': { wordBreak: 'keep-all' },
}));

/** The result of a run: the figure and what it rests on, the member's own runs, and everyone's results so far. */
export function ResultView({ payload, run, unit, signedIn, onAgain }: { payload: Payload; run: Run; unit: ExperimentUnit; signedIn: boolean; onAgain: () => void }) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const texts = EXPERIMENT_TEXTS[run.experiment];
  const everyone = payload.everyone;
  return (
    <Card aria-labelledby="experiment-result" data-testid="experiment-result">
      <h2 id="experiment-result" ref={heading} tabIndex={-1}>
        {intl.formatMessage(m.resultTitle)}
      </h2>
      <p className="score">{formatScore(intl, unit, run.score)}</p>
      <p>{intl.formatMessage(texts.figure)}</p>
      <dl>
        {run.figures.map((f) => (
          <div key={f.key}>
            <dt>{f.key in figureMessages ? intl.formatMessage(figureMessages[f.key as keyof typeof figureMessages]) : f.key}</dt>
            <dd>{formatFigure(intl, f.key, f.value)}</dd>
          </div>
        ))}
      </dl>
      {run.experiment !== 'DIGIT_SPAN' && <p className="muted">{intl.formatMessage(m.basis, { used: run.trialsUsed, excluded: run.trialsExcluded })}</p>}

      <section aria-labelledby="experiment-own">
        <h3 id="experiment-own">{intl.formatMessage(m.yourRuns)}</h3>
        {payload.saved ? (
          payload.history.length > 1 ? (
            <ol>
              {payload.history.map((h, i) => (
                <li key={h.id}>
                  <span>{intl.formatDate(h.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}{i === 0 ? ` · ${intl.formatMessage(m.latest)}` : ''}</span>
                  <strong>{formatScore(intl, unit, h.score)}</strong>
                </li>
              ))}
            </ol>
          ) : (
            <p className="muted">{intl.formatMessage(m.firstRun)}</p>
          )
        ) : (
          <>
            <p className="muted">{intl.formatMessage(m.notKept)}</p>
            <p className="muted">{intl.formatMessage(signedIn ? m.keepPlan : m.keepSignIn)}</p>
          </>
        )}
      </section>

      <section aria-labelledby="experiment-everyone">
        <h3 id="experiment-everyone">{intl.formatMessage(m.everyone)}</h3>
        {!everyone || everyone.sampleSize === 0 ? (
          <p className="muted">{intl.formatMessage(m.noneYet)}</p>
        ) : (
          <>
            <p>
              {intl.formatMessage(m.sample, { count: everyone.sampleSize })}
              {everyone.median !== null && everyone.median !== undefined ? ` · ${intl.formatMessage(m.median, { value: formatScore(intl, unit, everyone.median) })}` : ''}
            </p>
            {everyone.percentile !== null && everyone.percentile !== undefined ? (
              <>
                <p>{intl.formatMessage(m.percentile, { percent: everyone.percentile })}</p>
                <div className="bar" aria-hidden="true">
                  <span style={{ width: `${everyone.percentile}%` }} />
                </div>
              </>
            ) : (
              <p className="muted">{intl.formatMessage(m.percentileWait, { min: everyone.minSampleForPercentile, count: everyone.sampleSize })}</p>
            )}
          </>
        )}
      </section>
      <div>
        <Button variant="outlined" size="large" onClick={onAgain}>
          {intl.formatMessage(m.again)}
        </Button>
      </div>
    </Card>
  );
}
