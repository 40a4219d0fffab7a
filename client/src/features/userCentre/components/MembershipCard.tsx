import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { UserCentreHomeQuery } from '../../../__generated__/graphql';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { centreMessages as m } from '../messages';

type Centre = NonNullable<UserCentreHomeQuery['me']>['centre'];

const Card = styled('section')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.25),
  padding: theme.spacing(2.5, 2),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  '& .tier': { display: 'flex', alignItems: 'center', gap: theme.spacing(1), margin: 0 },
  '&.premium': { borderColor: theme.palette.primary.main, boxShadow: `inset 4px 0 0 ${theme.palette.primary.main}` },
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3) },
}));

/**
 * The membership on the user-centre home (spec: guest, basic with days used and features tried, premium with its
 * valid-until date) and the way up from it: "Upgrade to Premium" only while Premium is offered (it adds something
 * that works), else the benefits page.
 */
export function MembershipCard({ centre, benefitsPath, premiumOffered }: { centre: Centre; benefitsPath: string; premiumOffered: boolean }) {
  const upgrade = centre.tier === 'basic' && premiumOffered;
  const intl = useIntl();
  const to = useLocalizedTo();
  const tierName = centre.tier === 'premium' ? m.tierPremium : centre.tier === 'basic' ? m.tierBasic : m.tierGuest;
  return (
    <Card aria-labelledby="membership-tier" className={centre.tier === 'premium' ? 'premium' : undefined} data-testid="membership-card">
      <Typography id="membership-tier" variant="h6" component="h2" className="tier" sx={{ fontWeight: 700 }}>
        {centre.tier === 'premium' && <WorkspacePremium color="primary" aria-hidden />}
        {intl.formatMessage(tierName)}
      </Typography>
      {centre.tier === 'premium' && centre.validUntil && (
        <Typography>{intl.formatMessage(m.validUntil, { date: intl.formatDate(centre.validUntil, { dateStyle: 'long' }) })}</Typography>
      )}
      {centre.tier === 'basic' && (
        <>
          <Typography>{intl.formatMessage(m.daysUsed, { days: centre.daysUsed })}</Typography>
          <Typography id="features-tried">{intl.formatMessage(m.featuresTried, { tried: centre.featuresTried, total: centre.featuresTotal })}</Typography>
          <LinearProgress
            variant="determinate"
            value={centre.featuresTotal ? Math.round((100 * centre.featuresTried) / centre.featuresTotal) : 0}
            aria-labelledby="features-tried"
            sx={{ height: 8, borderRadius: 4 }}
          />
        </>
      )}
      {centre.tier === 'guest' && <Typography color="text.secondary">{intl.formatMessage(m.guestPitch)}</Typography>}
      {centre.tier !== 'premium' && (
        <Button component={Link} to={to(benefitsPath)} variant={upgrade ? 'contained' : 'outlined'} size="large" sx={{ mt: 1 }}>
          {intl.formatMessage(upgrade ? m.upgrade : m.seeBenefits)}
        </Button>
      )}
    </Card>
  );
}
