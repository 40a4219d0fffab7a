import { graphql, HttpResponse } from 'msw';
import type {
  RightsInterestsQuery,
  RightsInterestsQueryVariables,
  UserCentreHomeQuery,
  UserCentreHomeQueryVariables,
} from '../../../__generated__/graphql';
import type { Served } from '../../../../test/served';
import { accountBackend } from '../../account/test/accountBackend';

/**
 * The user-centre queries over the account test backend's users and session: each user's centre figures and
 * profile bits are set by the test; the features are flagged as the server flags them today (Premium not offered,
 * no benefit) unless a test switches later ones on; the benefits are the server's seven keys with English texts.
 */
type Centre = Omit<NonNullable<UserCentreHomeQuery['me']>['centre'], '__typename'>;

interface Extra {
  centre: Centre;
  nickname: string | null;
  avatarUrl: string | null;
  latestPaidOrder: string | null;
}

let extras = new Map<string, Extra>();
let fail = 0;

/** The server's flags as they are today: the three tests, their reports, the PDF, e-mail, retrieval and the user centre. */
export const TODAY = ['bmbtiTest', 'fullReport', 'pdfReport', 'emailDelivery', 'retrieve', 'userCentre', 'depsTest', 'ydgxTest'];
const LATER = ['iqTest', 'allTests', 'courses', 'articles', 'experiments', 'dailyQuestion', 'games', 'treeHole', 'notices'];
let working: readonly string[] = TODAY;
let premiumOffered = false;
let benefitKeys: readonly string[] = [];

const features = () =>
  [...TODAY, ...LATER].map((key): Served<UserCentreHomeQuery>['features'][number] => ({ __typename: 'Feature', key, available: working.includes(key) }));

export const GUEST_CENTRE: Centre = {
  tier: 'guest',
  validUntil: null,
  daysUsed: 0,
  featuresTried: 1,
  featuresTotal: 7,
  unlockedTests: 0,
  unlockedCourses: 0,
  treeHoleRecords: 0,
};

export const BENEFITS: Omit<Served<RightsInterestsQuery>['premiumBenefits'][number], '__typename'>[] = [
  { key: 'allTests', name: 'Every test', content: 'Every assessment, each with its full report' },
  { key: 'articles', name: 'Articles and experiments', content: 'Psychology articles and experiments' },
  { key: 'courses', name: 'Course library', content: 'The full course library: reading, audio and video' },
  { key: 'dailyPush', name: 'Daily question', content: 'A personal question sent to you every day' },
  { key: 'games', name: 'Brain games', content: 'Brain games such as 2048 and the maze' },
  { key: 'profile', name: 'Premium profile', content: 'An exclusive Premium profile' },
  { key: 'treeHole', name: 'Tree hole', content: 'The tree hole: share thoughts anonymously' },
];

export const userCentreBackend = {
  reset() {
    extras = new Map();
    fail = 0;
    working = TODAY;
    premiumOffered = false;
    benefitKeys = [];
  },
  /** Later features switched on: the server then offers Premium with the benefits that work. */
  switchOn(keys: readonly string[], benefits: readonly string[] = []) {
    working = [...TODAY, ...keys];
    premiumOffered = benefits.length > 0;
    benefitKeys = benefits;
  },
  set(email: string, extra: Partial<Omit<Extra, 'centre'>> & { centre?: Partial<Centre> }) {
    const current = extras.get(email.toLowerCase()) ?? { centre: GUEST_CENTRE, nickname: null, avatarUrl: null, latestPaidOrder: null };
    extras.set(email.toLowerCase(), { ...current, ...extra, centre: { ...current.centre, ...extra.centre } });
  },
  /** The next n requests fail at the network. */
  failNext: (n = 1) => void (fail = n),
};

function signedIn() {
  const email = accountBackend.session();
  const user = email ? accountBackend.user(email) : undefined;
  if (!user) return null;
  const extra = extras.get(user.email.toLowerCase()) ?? { centre: GUEST_CENTRE, nickname: null, avatarUrl: null, latestPaidOrder: null };
  return { user, extra };
}

export const userCentreHandlers = [
  graphql.query<Served<UserCentreHomeQuery>, UserCentreHomeQueryVariables>('UserCentreHome', () => {
    if (fail > 0) return (fail--, HttpResponse.error());
    const found = signedIn();
    const premiumPlan = premiumOffered ? { __typename: 'Sku', id: 'bmbti-premium-yearly' } : null;
    if (!found) return HttpResponse.json({ data: { features: features(), premiumPlan, me: null } });
    const { user, extra } = found;
    return HttpResponse.json({
      data: {
        features: features(),
        premiumPlan,
        me: {
          __typename: 'User',
          id: user.id,
          name: user.name,
          nickname: extra.nickname,
          email: user.email,
          avatarUrl: extra.avatarUrl,
          centre: { __typename: 'UserCentre', ...extra.centre },
        },
      },
    });
  }),
  graphql.query<Served<RightsInterestsQuery>, RightsInterestsQueryVariables>('RightsInterests', () => {
    if (fail > 0) return (fail--, HttpResponse.error());
    const found = signedIn();
    const benefits = BENEFITS.filter((b) => benefitKeys.includes(b.key)).map((b) => ({ __typename: 'PremiumBenefit', ...b }));
    const premiumPlan = premiumOffered ? { __typename: 'Sku', id: 'bmbti-premium-yearly' } : null;
    if (!found) return HttpResponse.json({ data: { features: features(), premiumPlan, premiumBenefits: benefits, me: null } });
    const { user, extra } = found;
    const items = extra.latestPaidOrder ? [{ __typename: 'Order', orderNumber: extra.latestPaidOrder }] : [];
    return HttpResponse.json({
      data: {
        features: features(),
        premiumPlan,
        premiumBenefits: benefits,
        me: {
          __typename: 'User',
          id: user.id,
          tier: extra.centre.tier,
          validUntil: extra.centre.validUntil,
          latest: { __typename: 'OrderPage', items },
        },
      },
    });
  }),
];
