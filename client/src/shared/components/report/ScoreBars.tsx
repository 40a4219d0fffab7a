import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { HiddenTable } from './HiddenTable';

const List = styled('ul')(({ theme }) => ({
  // Doubled class: stronger than the card's rule for lists.
  '&&': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.spacing(2.5) },
}));

const Head = styled('div')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: theme.spacing(1),
  fontWeight: 700,
  '& span:last-of-type': { flex: 'none', color: theme.palette.text.secondary, fontVariantNumeric: 'tabular-nums' },
}));

const Track = styled('div')(({ theme }) => ({
  position: 'relative',
  height: 14,
  margin: theme.spacing(0.75, 0, 0.75),
  borderRadius: 7,
  backgroundColor: '#E8E3DC',
  overflow: 'hidden',
  '& > span': { position: 'absolute', insetBlock: 0, insetInlineStart: 0, borderRadius: 7 },
}));

export interface ScoreBar {
  readonly key: string;
  readonly label: string;
  readonly value: number;
  readonly max: number;
  /** The value as words or figures, shown beside the label and in the table. */
  readonly valueText: string;
  /** What the value means, under the bar. */
  readonly detail?: ReactNode;
}

export interface ScoreBarsProps {
  readonly bars: readonly ScoreBar[];
  /** The table's caption and its two column headers: what the bars show, in words. */
  readonly caption: string;
  readonly headers: readonly [string, string];
  readonly color?: string;
}

/**
 * Horizontal bars, one per scale or item, each with its label and value written beside it, and the same figures
 * as a table for screen readers. Plain HTML and CSS: no chart library.
 */
export function ScoreBars({ bars, caption, headers, color = '#2F6F8F' }: ScoreBarsProps) {
  return (
    <>
      <List>
        {bars.map((bar) => (
          <li key={bar.key}>
            <Head>
              <span>{bar.label}</span>
              <span>{bar.valueText}</span>
            </Head>
            <Track aria-hidden>
              <span style={{ width: `${bar.max > 0 ? Math.min(100, (bar.value / bar.max) * 100) : 0}%`, backgroundColor: color }} />
            </Track>
            {bar.detail}
          </li>
        ))}
      </List>
      <HiddenTable caption={caption} headers={headers} rows={bars.map((bar) => [bar.label, bar.valueText])} />
    </>
  );
}
