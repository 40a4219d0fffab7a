import { styled } from '@mui/material/styles';

const Bars = styled('div')({
  display: 'flex',
  alignItems: 'flex-end',
  gap: 2,
  height: 120,
  padding: '4px 0',
  borderBottom: '1px solid #C9C2B6',
  '& span': { flex: 1, minWidth: 3, borderRadius: '2px 2px 0 0', backgroundColor: '#C6CFE2' },
  '& span.right': { backgroundColor: '#3E5C9A' },
});

/** Seconds per item as bars, right answers dark; decorative, the same figures are given in words beside it. */
export function TimeChart({ points }: { points: readonly { itemId: string; seconds?: number | null; correct: boolean }[] }) {
  const max = Math.max(1, ...points.map((p) => p.seconds ?? 0));
  return (
    <Bars aria-hidden>
      {points.map((p) => (
        <span key={p.itemId} className={p.correct ? 'right' : undefined} style={{ height: `${Math.max(2, ((p.seconds ?? 0) / max) * 100)}%` }} />
      ))}
    </Bars>
  );
}
