import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import type { PartProgress } from '../examProgress';
import { questionMessages } from '../messages';

const Top = styled('div')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: theme.spacing(2),
  marginBottom: theme.spacing(1),
  fontSize: '0.9375rem',
  fontWeight: 600,
}));

const Count = styled('span')(({ theme }) => ({
  color: theme.palette.text.secondary,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
}));

const Bar = styled('div')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(0.5),
  height: 8,
}));

const Segment = styled('div')(({ theme }) => ({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: 999,
  backgroundColor: 'rgba(0, 0, 0, 0.1)',
  '& > span': {
    position: 'absolute',
    inset: 0,
    borderRadius: 999,
    backgroundColor: theme.palette.primary.main,
    transformOrigin: 'left',
    transition: 'transform 240ms ease-out',
  },
  '[dir="rtl"] & > span': { transformOrigin: 'right' },
  '@media (prefers-reduced-motion: reduce)': { '& > span': { transition: 'none' } },
}));

export interface ExamProgressProps {
  readonly parts: readonly PartProgress[];
  /** The part of the statement on screen. */
  readonly currentPart: number;
}

/**
 * The progress bar: statements answered out of all of them, drawn as one segment per part (each as wide as the
 * part is long), with the current part and the count above it.
 */
export function ExamProgress({ parts, currentPart }: ExamProgressProps) {
  const intl = useIntl();
  const total = parts.reduce((sum, part) => sum + part.total, 0);
  const answered = parts.reduce((sum, part) => sum + part.answered, 0);
  const values = { answered, total, part: currentPart, parts: parts.length };
  return (
    <div>
      <Top>
        <span>{intl.formatMessage(questionMessages.part, values)}</span>
        <Count>{intl.formatMessage(questionMessages.count, values)}</Count>
      </Top>
      <Bar
        role="progressbar"
        aria-label={intl.formatMessage(questionMessages.progressLabel)}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
        aria-valuetext={intl.formatMessage(questionMessages.progressValue, values)}
      >
        {parts.map((part) => (
          <Segment key={part.part} style={{ flex: `${part.total} 1 0px` }}>
            <span style={{ transform: `scaleX(${part.total ? part.answered / part.total : 0})` }} />
          </Segment>
        ))}
      </Bar>
    </div>
  );
}
