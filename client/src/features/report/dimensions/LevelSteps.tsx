import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import type { PreferenceLevel } from '../../../__generated__/graphql';
import { VisuallyHidden } from '../../../shared/components/VisuallyHidden';
import { levelMessages } from '../messages';
import { analysisMessages } from './messages';

export const LEVELS: readonly PreferenceLevel[] = ['VERY_LOW', 'LOW', 'MODERATE', 'HIGH', 'VERY_HIGH'];

const Steps = styled('ol')(({ theme }) => ({
  listStyle: 'none',
  margin: theme.spacing(1.5, 0, 2),
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: 3,
  '& li': {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: 40,
    padding: theme.spacing(0.5, 0.125),
    borderRadius: 8,
    textAlign: 'center',
    fontSize: '0.6875rem',
    lineHeight: 1.2,
    color: theme.palette.text.secondary,
    backgroundColor: theme.palette.action.hover,
    // Long words (German) break at syllables, never in the middle of a letter group.
    hyphens: 'auto',
  },
  // The current step differs in fill, weight, outline and a pointer beneath it, never in colour alone.
  '& li[aria-current]': {
    fontWeight: 800,
    color: '#FFFFFF',
    backgroundColor: 'var(--level-accent)',
    outline: '2px solid var(--level-accent)',
    outlineOffset: 2,
  },
  '& li[aria-current]::after': {
    content: '""',
    position: 'absolute',
    bottom: -10,
    left: 'calc(50% - 6px)',
    borderInline: '6px solid transparent',
    borderBottom: '6px solid var(--level-accent)',
    transform: 'rotate(180deg)',
  },
}));

/** The five named levels of a preference, the person's own marked. */
export function LevelSteps({ level, accent }: { level: PreferenceLevel; accent: string }) {
  const intl = useIntl();
  return (
    <Steps aria-label={intl.formatMessage(analysisMessages.levels)} style={{ ['--level-accent' as string]: accent }}>
      {LEVELS.map((step) => (
        <li key={step} aria-current={step === level ? 'step' : undefined}>
          {intl.formatMessage(levelMessages[step])}
          {step === level && <VisuallyHidden> ({intl.formatMessage(analysisMessages.current)})</VisuallyHidden>}
        </li>
      ))}
    </Steps>
  );
}
