import { styled } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { type FragmentType, getFragmentData } from '../../../__generated__';
import { DepressionResult_ResultFragmentDoc } from '../../../__generated__/graphql';
import { depsResultMessages } from '../../../features/deps/messages';
import { BandChart } from './BandChart';
import { CrisisPanel } from './CrisisPanel';

/** A page of the screen's result or report: one readable column. */
export const DepsPage = styled('div')(({ theme }) => ({
  maxWidth: 760,
  margin: '0 auto',
  padding: theme.spacing(2, 2, 8),
  display: 'grid',
  gap: theme.spacing(2.5),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4, 3, 10) },
}));

export const Card = styled('section')(({ theme }) => ({
  padding: theme.spacing(3, 2.5),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  '& h2': { margin: theme.spacing(0, 0, 1.5), fontSize: '1.375rem', lineHeight: 1.3 },
  '& p': { margin: theme.spacing(0, 0, 1.5), lineHeight: 1.6 },
  '& ul, & ol': { margin: 0, paddingInlineStart: theme.spacing(3), display: 'grid', gap: theme.spacing(1), lineHeight: 1.55 },
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4) },
}));

const Score = styled('p')(({ theme }) => ({
  margin: theme.spacing(0, 0, 0.5),
  fontSize: 'clamp(2rem, 1.6rem + 2vw, 2.75rem)',
  fontWeight: 800,
  lineHeight: 1.1,
}));

const Eyebrow = styled('p')(({ theme }) => ({
  margin: theme.spacing(0, 0, 0.5),
  fontSize: '0.875rem',
  fontWeight: 700,
  color: theme.palette.text.secondary,
}));

const Meter = styled('div')(({ theme }) => ({
  height: 12,
  margin: theme.spacing(1, 0, 1.5),
  borderRadius: 6,
  backgroundColor: '#E6E1DA',
  overflow: 'hidden',
  '& > span': { display: 'block', height: '100%', backgroundColor: '#2F6F8F' },
}));

export interface DepressionSummaryProps {
  readonly result: FragmentType<typeof DepressionResult_ResultFragmentDoc>;
  /** The page's main heading level; the free result is a page of its own, the report a part of one. */
  readonly heading?: 'h1' | 'h2';
}

/**
 * The free part of the depression screen, never behind a payment: the crisis panel first when item 9 was answered
 * above 0, then the score on its band chart with what it means and the next steps, the wellbeing index, and the
 * note that this is a screen and not a diagnosis.
 */
export function DepressionSummary({ result: fragment, heading = 'h1' }: DepressionSummaryProps) {
  const intl = useIntl();
  const result = getFragmentData(DepressionResult_ResultFragmentDoc, fragment);
  const crisisFirst = useRef<HTMLDivElement>(null);
  const Heading = heading;

  // When the crisis panel shows, it is where a screen reader and the keyboard start.
  useEffect(() => {
    if (result.item9Flag) crisisFirst.current?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }, [result.item9Flag]);

  return (
    <>
      {result.item9Flag && (
        <div ref={crisisFirst}>
          <CrisisPanel title={result.item9Title ?? ''} body={result.item9Body ?? ''} crisis={result.crisis} />
        </div>
      )}
      <Card aria-labelledby="deps-score-title">
        <Eyebrow>{intl.formatMessage(depsResultMessages.eyebrow)}</Eyebrow>
        <Heading id="deps-score-title" style={{ margin: '0 0 12px', fontSize: '1.75rem', lineHeight: 1.25 }}>
          {result.bandTitle}
        </Heading>
        <Score>{intl.formatMessage(depsResultMessages.score, { score: result.score, max: result.maxScore })}</Score>
        <BandChart score={result.score} max={result.maxScore} />
        <p style={{ marginTop: 16 }}>{result.summary}</p>
      </Card>
      <Card aria-labelledby="deps-next-title">
        <h2 id="deps-next-title">{intl.formatMessage(depsResultMessages.nextSteps)}</h2>
        <ul>
          {result.nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
      </Card>
      <Card aria-labelledby="deps-wellbeing-title">
        <h2 id="deps-wellbeing-title">{result.wellbeingTitle}</h2>
        <p style={{ fontWeight: 700 }}>{intl.formatMessage(depsResultMessages.wellbeingIndex, { index: result.wellbeingIndex })}</p>
        <Meter aria-hidden>
          <span style={{ width: `${Math.max(0, Math.min(100, result.wellbeingIndex))}%` }} />
        </Meter>
        <p>{result.wellbeingText}</p>
      </Card>
      <Card aria-labelledby="deps-note-title">
        <h2 id="deps-note-title">{intl.formatMessage(depsResultMessages.notDiagnosis)}</h2>
        <p>{result.disclaimer}</p>
        {result.attribution && <p style={{ fontSize: '0.875rem', opacity: 0.85 }}>{result.attribution}</p>}
      </Card>
    </>
  );
}
