import PauseIcon from '@mui/icons-material/Pause';
import PlayIcon from '@mui/icons-material/PlayArrow';
import { useQuery } from '@apollo/client/react';
import IconButton from '@mui/material/IconButton';
import { keyframes, styled } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { PlanRecentPurchasesDocument, type PlanRecentPurchasesQuery } from '../../../__generated__/graphql';
import { usePrefersReducedMotion } from '../../../shared/usePrefersReducedMotion';
import { isTypeCode } from '../../../shared/typeCodes';
import { socialProofMessages } from '../messages';
import { useCheckoutFormat } from '../useCheckoutFormat';

/** How long each notice stays. */
export const NOTICE_MS = 5000;

const fadeIn = keyframes({ from: { opacity: 0, transform: 'translateY(4px)' }, to: { opacity: 1, transform: 'none' } });

const Bar = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  minHeight: 48,
  padding: theme.spacing(0.5, 0.5, 0.5, 2),
  borderRadius: 999,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  fontSize: '0.9375rem',
  '& .notice': { flex: 1, margin: 0 },
  '& .animated': { animation: `${fadeIn} 300ms ease-out` },
}));

type Purchase = PlanRecentPurchasesQuery['recentPurchases'][number];

function useNoticeText() {
  const intl = useIntl();
  const format = useCheckoutFormat();
  return (purchase: Purchase) => {
    const ago = format.ago(0, purchase.minutesAgo * 60_000);
    const type = purchase.typeCode && isTypeCode(purchase.typeCode) ? purchase.typeCode : null;
    const country = format.countryName(purchase.country);
    const countryCode = purchase.country?.toUpperCase() ?? '';
    if (type && country) return intl.formatMessage(socialProofMessages.typeAndCountry, { type, country, countryCode, ago });
    if (type) return intl.formatMessage(socialProofMessages.typeOnly, { type, ago });
    if (country) return intl.formatMessage(socialProofMessages.countryOnly, { country, countryCode, ago });
    return intl.formatMessage(socialProofMessages.anonymous, { ago });
  };
}

/**
 * Real recent purchases, one notice at a time, in a polite live region that never takes focus. Rotation stops
 * for visitors who asked for less motion, and anyone can pause it. Nothing shows when there are none.
 */
export function RecentPurchases() {
  const intl = useIntl();
  const reducedMotion = usePrefersReducedMotion();
  const { data } = useQuery(PlanRecentPurchasesDocument);
  const purchases = data?.recentPurchases ?? [];
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const noticeText = useNoticeText();
  const rotating = purchases.length > 1 && !paused && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((current) => current + 1), NOTICE_MS);
    return () => window.clearInterval(timer);
  }, [rotating]);

  if (purchases.length === 0) return null;
  const at = index % purchases.length;
  const purchase = purchases[at] ?? purchases[0];
  if (!purchase) return null;
  return (
    <Bar>
      <p className="notice" aria-live="polite" aria-atomic="true">
        <span key={at} className={reducedMotion ? undefined : 'animated'}>
          {noticeText(purchase)}
        </span>
      </p>
      {purchases.length > 1 && !reducedMotion && (
        <IconButton
          size="small"
          aria-label={intl.formatMessage(paused ? socialProofMessages.resume : socialProofMessages.pause)}
          onClick={() => setPaused((was) => !was)}
        >
          {paused ? <PlayIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
        </IconButton>
      )}
    </Bar>
  );
}
