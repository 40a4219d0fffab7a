import { ApolloProvider, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router-dom';
import { RightsInterestsDocument, type RightsInterestsQuery } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { HOME_EXAM_ID, HOME_PATH } from '@innerscope/shared/routes';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { codeExamIdOr, signInFor, upgradeLink } from '../../account/accountPaths';
import { AccountHeading } from '../../../shared/components/account/AccountHeading';
import { Page } from '../../../shared/components/account/accountStyles';
import { ListView } from '../../../shared/components/account/ListView';
import { BenefitIcon } from '../components/BenefitIcon';
import { MEMBER_FEATURES, type MemberFeature, workingFeatures } from '../memberFeatures';
import { rightsMessages as m } from '../messages';

type Benefit = RightsInterestsQuery['premiumBenefits'][number];
type Me = RightsInterestsQuery['me'];

const Section = styled('section')(({ theme }) => ({ marginTop: theme.spacing(3) }));

const Item = styled('li')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '48px 1fr',
  alignItems: 'start',
  gap: theme.spacing(0.25, 1.5),
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  '& .icon': {
    gridRow: 'span 2',
    display: 'grid',
    placeItems: 'center',
    width: 48,
    height: 48,
    borderRadius: 12,
    color: theme.palette.primary.main,
    backgroundColor: theme.palette.action.hover,
  },
  '& h3': { margin: 0, fontSize: '1.0625rem', fontWeight: 700 },
  '& p': { margin: 0, color: theme.palette.text.secondary },
}));

const Offer = styled('section')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  margin: theme.spacing(3, 0),
  padding: theme.spacing(2.5, 2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.action.hover,
  textAlign: 'center',
}));

function FeatureItem({ feature }: { feature: MemberFeature }) {
  const intl = useIntl();
  return (
    <Item aria-labelledby={`feature-${feature.key}`}>
      <span className="icon">
        <feature.Icon aria-hidden />
      </span>
      <h3 id={`feature-${feature.key}`}>{intl.formatMessage(feature.title)}</h3>
      <p>{intl.formatMessage(feature.body)}</p>
    </Item>
  );
}

const renderBenefit = (benefit: Benefit) => (
  <Item aria-labelledby={`benefit-${benefit.key}`}>
    <span className="icon">
      <BenefitIcon benefit={benefit.key} />
    </span>
    <h3 id={`benefit-${benefit.key}`}>{benefit.name}</h3>
    <p>{benefit.content}</p>
  </Item>
);

/**
 * Where this user goes next: nothing (premium, or a paid test while Premium adds nothing that works), the upgrade
 * of their latest paid test, the test, or signing in.
 */
function NextStep({ me, codeExamId, premiumOffered }: { me: Me; codeExamId: string; premiumOffered: boolean }) {
  const intl = useIntl();
  const to = useLocalizedTo();
  const location = useLocation();
  if (me?.tier === 'premium') {
    const text = me.validUntil
      ? intl.formatMessage(m.premiumUntil, { date: intl.formatDate(me.validUntil, { dateStyle: 'long' }) })
      : intl.formatMessage(m.premiumOpen);
    return (
      <Offer aria-label={text}>
        <Typography sx={{ fontWeight: 700 }}>{text}</Typography>
      </Offer>
    );
  }
  const latest = me?.latest.items[0]?.orderNumber;
  if (latest && !premiumOffered) return null;
  return (
    <Offer>
      {latest ? (
        <>
          <Button component={Link} to={upgradeLink(latest, location.pathname)} variant="contained" size="large">
            {intl.formatMessage(m.upgrade)}
          </Button>
          <Typography color="text.secondary">{intl.formatMessage(m.upgradeNote)}</Typography>
        </>
      ) : (
        <>
          <Button component={Link} to={to(HOME_PATH)} variant="contained" size="large">
            {intl.formatMessage(m.takeTest)}
          </Button>
          <Typography color="text.secondary">{intl.formatMessage(m.takeTestNote)}</Typography>
        </>
      )}
      {!me && (
        <>
          <Typography>{intl.formatMessage(m.signInNote)}</Typography>
          <Button component={Link} to={signInFor(codeExamId, location)} variant="outlined" size="large">
            {intl.formatMessage(m.signIn)}
          </Button>
        </>
      )}
    </Offer>
  );
}

function RightsInterestsPage() {
  const intl = useIntl();
  const codeExamId = codeExamIdOr(useParams()['codeExamId']);
  const { data, error, loading, refetch } = useQuery(RightsInterestsDocument, {
    variables: { examId: HOME_EXAM_ID },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const status = data ? 'ready' : error && !loading ? 'error' : 'loading';
  const working = workingFeatures(data?.features);
  const included = MEMBER_FEATURES.filter((feature) => working.has(feature.key));
  const benefits = data?.premiumBenefits ?? [];
  const retry = () => void refetch().catch(() => undefined);
  return (
    <Page>
      <AccountHeading id="rights-title" title={intl.formatMessage(m.title)} intro={intl.formatMessage(m.intro)} />
      {data && <NextStep me={data.me} codeExamId={codeExamId} premiumOffered={data.premiumPlan !== null} />}
      <Section aria-labelledby="included-title">
        <Typography id="included-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
          {intl.formatMessage(m.includedTitle)}
        </Typography>
        <ListView
          status={status}
          items={included}
          keyOf={(feature) => feature.key}
          renderItem={(feature) => <FeatureItem feature={feature} />}
          onRetry={retry}
          label={intl.formatMessage(m.includedTitle)}
          loadingLabel={intl.formatMessage(m.loading)}
          showEnd={false}
        />
      </Section>
      {/* Premium is listed only for what works: while it adds nothing, it is not offered at all. */}
      {benefits.length > 0 && data?.premiumPlan && (
        <Section aria-labelledby="benefits-title">
          <Typography id="benefits-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
            {intl.formatMessage(m.listTitle)}
          </Typography>
          <ListView
            status="ready"
            items={benefits}
            keyOf={(benefit) => benefit.key}
            renderItem={renderBenefit}
            onRetry={retry}
            label={intl.formatMessage(m.listTitle)}
            loadingLabel={intl.formatMessage(m.loading)}
            showEnd={false}
          />
        </Section>
      )}
    </Page>
  );
}

/**
 * `/userCenter/rightsInterests`: what a plan gives today, the premium benefits (spec section 3) that work once
 * Premium adds any, the member's own state, and the way on: the upgrade page of their latest paid test while
 * Premium is offered, or the test first.
 */
export default function RightsInterestsRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <RightsInterestsPage />
    </ApolloProvider>
  );
}
