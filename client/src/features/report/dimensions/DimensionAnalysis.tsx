import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { type FragmentType, getFragmentData } from '../../../__generated__/fragment-masking';
import { DimensionAnalysis_ReportFragmentDoc } from '../../../__generated__/graphql';
import { Panel } from '../components/Feature';
import { ReportSection } from '../components/ReportSection';
import { LevelSteps } from './LevelSteps';
import { analysisMessages, dimensionsSectionMessages } from './messages';
import { groupPoles } from './poleGroups';

const Pair = styled('div')(({ theme }) => ({
  marginTop: theme.spacing(3),
  display: 'grid',
  gap: theme.spacing(1.5),
  '& > h3': { margin: 0 },
}));

/** The two poles of a pair side by side on a desktop. */
const Poles = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
}));

const Pole = styled('article')(({ theme }) => ({
  padding: theme.spacing(2, 2, 1),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  '& h4': { margin: theme.spacing(0, 0, 0.5), fontSize: '1.0625rem' },
  '& .summary': { color: theme.palette.text.secondary },
  '& .quick': { fontWeight: 700, marginBottom: theme.spacing(0.75) },
}));

/** What the scale means for the reader, and a close call's note beside it on a desktop. */
const Reading = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  alignItems: 'start',
  // Alone on a wide screen, the reading keeps a comfortable measure.
  '& article p': { maxWidth: '80ch' },
  [theme.breakpoints.up('md')]: {
    '&[data-close]': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
}));

const CloseCall = styled('div')(({ theme }) => ({
  padding: theme.spacing(2.25, 2.5),
  borderRadius: 16,
  border: '2px dashed var(--type-primary)',
  color: 'var(--type-dark)',
  '& h4': { margin: theme.spacing(0, 0, 0.75), fontSize: '1.0625rem' },
  '& p': { margin: 0, lineHeight: 1.7 },
}));

const Score = styled('p')({ margin: '0 0 6px !important', '& b': { fontVariantNumeric: 'tabular-nums' } });

const Track = styled('div')({
  position: 'relative',
  height: 10,
  borderRadius: 999,
  backgroundColor: 'rgba(0, 0, 0, 0.1)',
  overflow: 'hidden',
});

const bold = (chunks: ReactNode[]) => <b key="percent">{chunks}</b>;

/**
 * The five scales: each pole with its summary, score, level and what that level means, then what the scale means
 * for this reader (the text of the pole they lean to at their level) and, when the two sides are within 45% to
 * 55%, what a close call means.
 */
export function DimensionAnalysis(props: {
  id: string;
  report: FragmentType<typeof DimensionAnalysis_ReportFragmentDoc>;
  accent: string;
}) {
  const intl = useIntl();
  const { poles, depth } = getFragmentData(DimensionAnalysis_ReportFragmentDoc, props.report);
  const percent = (value: number) => intl.formatNumber(value / 100, { style: 'percent' });
  return (
    <ReportSection
      id={props.id}
      title={intl.formatMessage(dimensionsSectionMessages.analysis)}
      intro={intl.formatMessage(analysisMessages.intro)}
    >
      {groupPoles(poles).map((group) => {
        const [first, second] = group.poles;
        // The scale's reading is about the pole the reader leans to, one of this pair.
        const reading = depth?.axes.find((axis) => group.poles.some((pole) => pole.pole === axis.pole));
        return (
          <Pair key={group.key}>
            <h3>
              {first && second
                ? intl.formatMessage(analysisMessages.pair, { first: first.name, second: second.name })
                : first?.name}
            </h3>
            <Poles>
              {group.poles.map((pole) => (
                <Pole key={pole.pole} aria-labelledby={`${props.id}-${pole.pole}`}>
                  <h4 id={`${props.id}-${pole.pole}`}>
                    {pole.name} <span aria-hidden>({pole.pole})</span>
                  </h4>
                  <p className="summary">{pole.summary}</p>
                  <Score>
                    {intl.formatMessage(analysisMessages.percent, { percent: percent(pole.percent), b: bold })}
                  </Score>
                  <Track aria-hidden>
                    <span
                      style={{
                        position: 'absolute',
                        inset: 0,
                        width: `${Math.min(100, Math.max(0, pole.percent))}%`,
                        borderRadius: 999,
                        backgroundColor: props.accent,
                      }}
                    />
                  </Track>
                  <LevelSteps level={pole.level} accent={props.accent} />
                  <p className="quick">{pole.quick}</p>
                  <p>{pole.text}</p>
                </Pole>
              ))}
            </Poles>
            {reading && (
              <Reading data-close={reading.closeCall ? '' : undefined}>
                <Panel aria-labelledby={`${props.id}-${reading.axis}-reading`}>
                  <h4 id={`${props.id}-${reading.axis}-reading`}>
                    {reading.name} · {percent(reading.percent)}
                  </h4>
                  <p>{reading.text}</p>
                </Panel>
                {reading.closeCall && (
                  <CloseCall role="note" aria-labelledby={`${props.id}-${reading.axis}-close`}>
                    <h4 id={`${props.id}-${reading.axis}-close`}>{reading.closeCall.title}</h4>
                    <p>{reading.closeCall.text}</p>
                  </CloseCall>
                )}
              </Reading>
            )}
          </Pair>
        );
      })}
    </ReportSection>
  );
}
