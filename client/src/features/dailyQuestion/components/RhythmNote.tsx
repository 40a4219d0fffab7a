import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { dailyQuestionMessages as m } from '../messages';
import type { RhythmData } from '../types';

const Note = styled('p')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(1.5, 2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.mode === 'dark' ? theme.palette.action.hover : '#f4f1fb',
  color: theme.palette.text.primary,
  fontSize: '0.9375rem',
}));

/**
 * The member's rhythm, told only as what they did: days answered this week, and days in a row from two. After
 * a pause it is a calm invitation, never a count of days missed or anything lost.
 */
export function RhythmNote({ rhythm }: { rhythm: RhythmData }) {
  const intl = useIntl();
  if (rhythm.daysThisWeek === 0) return <Note>{intl.formatMessage(m.freshStart)}</Note>;
  // Chinese and Japanese sentences follow one another without a space.
  const gap = /^(zh|ja)/.test(intl.locale) ? '' : ' ';
  const inARow = rhythm.daysInARow >= 2 ? gap + intl.formatMessage(m.inARow, { count: rhythm.daysInARow }) : '';
  return <Note>{intl.formatMessage(m.weekCount, { count: rhythm.daysThisWeek }) + inARow}</Note>;
}
