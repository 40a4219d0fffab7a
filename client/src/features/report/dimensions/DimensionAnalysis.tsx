import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { type FragmentType, getFragmentData } from '../../../__generated__/fragment-masking';
import { DimensionAnalysis_ReportFragmentDoc } from '../../../__generated__/graphql';
import { ReportSection } from '../components/ReportSection';
import { LevelSteps } from './LevelSteps';
import { analysisMessages, dimensionsSectionMessages } from './messages';
import { groupPoles } from './poleGroups';

const Pair = styled('div')(({ theme }) => ({
  marginTop: theme.spacing(3),
  '& > h3': { margin: theme.spacing(0, 0, 1.5) },
}));

const Pole = styled('article')(({ theme }) => ({
  padding: theme.spacing(2, 2, 1),
  marginBottom: theme.spacing(1.5),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  '& h4': { margin: theme.spacing(0, 0, 0.5), fontSize: '1.0625rem' },
  '& .summary': { color: theme.palette.text.secondary },
  '& .quick': { fontWeight: 700, marginBottom: theme.spacing(0.75) },
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

/** The ten poles in their pairs: each with its summary, score, level and what that level means. */
export function DimensionAnalysis(props: {
  id: string;
  report: FragmentType<typeof DimensionAnalysis_ReportFragmentDoc>;
  accent: string;
}) {
  const intl = useIntl();
  const { poles } = getFragmentData(DimensionAnalysis_ReportFragmentDoc, props.report);
  return (
    <ReportSection
      id={props.id}
      title={intl.formatMessage(dimensionsSectionMessages.analysis)}
      intro={intl.formatMessage(analysisMessages.intro)}
    >
      {groupPoles(poles).map((group) => {
        const [first, second] = group.poles;
        return (
          <Pair key={group.key}>
            <h3>
              {first && second
                ? intl.formatMessage(analysisMessages.pair, { first: first.name, second: second.name })
                : first?.name}
            </h3>
            {group.poles.map((pole) => (
              <Pole key={pole.pole} aria-labelledby={`${props.id}-${pole.pole}`}>
                <h4 id={`${props.id}-${pole.pole}`}>
                  {pole.name} <span aria-hidden>({pole.pole})</span>
                </h4>
                <p className="summary">{pole.summary}</p>
                <Score>
                  {intl.formatMessage(analysisMessages.percent, {
                    percent: intl.formatNumber(pole.percent / 100, { style: 'percent' }),
                    b: bold,
                  })}
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
          </Pair>
        );
      })}
    </ReportSection>
  );
}
