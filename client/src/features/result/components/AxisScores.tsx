import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { type FragmentType, getFragmentData } from '../../../__generated__/fragment-masking';
import { AxisScores_ResultFragmentDoc, type AxisScores_ResultFragment } from '../../../__generated__/graphql';
import { axisMessages, levelMessages, poleMessages, resultMessages } from '../messages';

type Axis = AxisScores_ResultFragment['axes'][number];

const List = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: theme.spacing(2.5, 0, 0),
  padding: 0,
  display: 'grid',
  gap: theme.spacing(2),
}));

const Row = styled('li')(({ theme }) => ({
  padding: theme.spacing(2, 2, 2.25),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
}));

const Title = styled('h3')(({ theme }) => ({ margin: theme.spacing(0, 0, 1.25), fontSize: '1.0625rem' }));

const Level = styled('p')(({ theme }) => ({
  margin: theme.spacing(1.25, 0, 0),
  fontSize: '0.875rem',
  color: theme.palette.text.secondary,
  '& b': { color: theme.palette.text.primary },
}));

const Poles = styled('div')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  gap: theme.spacing(1.5),
  marginBottom: theme.spacing(1),
  fontSize: '0.9375rem',
  lineHeight: 1.35,
  '& span:last-of-type': { textAlign: 'end' },
  '& b': { display: 'block', fontSize: '1.125rem', fontVariantNumeric: 'tabular-nums' },
  '& [data-winner="false"]': { color: theme.palette.text.secondary },
}));

const Track = styled('div')({
  position: 'relative',
  height: 10,
  borderRadius: 999,
  backgroundColor: 'rgba(0, 0, 0, 0.1)',
  overflow: 'hidden',
  '&::after': {
    content: '""',
    position: 'absolute',
    left: 'calc(50% - 1px)',
    top: 0,
    bottom: 0,
    width: 2,
    backgroundColor: '#FFFFFF',
  },
});

const bold = (chunks: ReactNode[]) => <b key="level">{chunks}</b>;

function AxisRow({ axis, accent }: { axis: Axis; accent: string }) {
  const intl = useIntl();
  const firstWins = axis.winner === axis.firstPole;
  const pole = (code: string) => {
    const message = poleMessages[code as keyof typeof poleMessages];
    return message ? intl.formatMessage(message) : code;
  };
  const percent = (value: number) => intl.formatNumber(value / 100, { style: 'percent' });
  const title = axisMessages[axis.axis as keyof typeof axisMessages];
  const winnerPercent = firstWins ? axis.firstPercent : axis.secondPercent;
  return (
    <Row>
      <Title>{title ? intl.formatMessage(title) : axis.axis}</Title>
      <Poles>
        <span data-winner={firstWins}>
          {pole(axis.firstPole)}
          <b>{percent(axis.firstPercent)}</b>
        </span>
        <span data-winner={!firstWins}>
          {pole(axis.secondPole)}
          <b>{percent(axis.secondPercent)}</b>
        </span>
      </Poles>
      <Track aria-hidden>
        <span
          style={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            borderRadius: 999,
            backgroundColor: accent,
            // The bar fills from the winning pole's end, as far as its share.
            ...(firstWins ? { left: 0 } : { right: 0 }),
            width: `${winnerPercent}%`,
          }}
        />
      </Track>
      <Level>
        {intl.formatMessage(resultMessages.levelLabel, {
          level: intl.formatMessage(levelMessages[axis.level]),
          b: bold,
        })}
      </Level>
    </Row>
  );
}

/** The five indicators: both poles with their names and percentages, the leaning drawn from the middle. */
export function AxisScores(props: { result: FragmentType<typeof AxisScores_ResultFragmentDoc>; accent: string }) {
  const intl = useIntl();
  const { axes } = getFragmentData(AxisScores_ResultFragmentDoc, props.result);
  return (
    <section aria-labelledby="result-axes-title">
      <h2 id="result-axes-title" style={{ margin: '0 0 8px', fontSize: '1.5rem' }}>
        {intl.formatMessage(resultMessages.axesTitle)}
      </h2>
      <p style={{ margin: 0 }}>{intl.formatMessage(resultMessages.axesIntro)}</p>
      <List>
        {axes.map((axis) => (
          <AxisRow key={axis.axis} axis={axis} accent={props.accent} />
        ))}
      </List>
    </section>
  );
}
