import { type ComponentType, type ReactPromise, use } from 'react';
import { preloadBundle } from '../i18n/loadMessages';
import { MessageBundleProvider } from '../i18n/MessageBundleProvider';
import type { MessageBundle } from '../i18n/messageBundles';
import { track } from '../shared/trackedPromise';
import { byExam, examVariantPages } from './examVariants';
import { matchRoute, type PageKey } from '@innerscope/shared/routes';

export type PageModule = { default: ComponentType };
export type PageLoaders = Readonly<Record<PageKey, () => Promise<PageModule>>>;

/**
 * Page modules, each loaded on demand; the server preloads the first page's chunks beside the entry
 * (`server/src/web/routePreloads.ts`), so the page a visitor lands on comes with the entry, and the entry carries
 * no page it does not show. Pages a visitor sees one right after the other share a chunk: `examPages` (the
 * question page; the answer-complete screen is fetched while it shows), `reportPages` (the report form and the free result), `checkoutPages` (the plan and the one-off report; the upsells that follow payment are their own chunk) and
 * `paymentPages` (payment, its outcomes, upgrade and card replacement).
 */
export const pageLoaders: PageLoaders = {
  home: () => import('../features/home/routes/HomePage').then((page) => ({ default: page.HomePage })),
  question: () => import('./examPages').then((pages) => ({ default: pages.QuestionPage })),
  answerComplete: () => import('../features/exam/routes/AnswerCompletePage'),
  reportForm: () => import('./reportPages').then((pages) => ({ default: pages.ReportFormPage })),
  freeResult: () => import('./reportPages').then((pages) => ({ default: pages.FreeResultPage })),
  plan: () => import('./checkoutPages').then((pages) => ({ default: pages.PlanPage })),
  buyReport: () => import('./checkoutPages').then((pages) => ({ default: pages.BuyReportPage })),
  package: () => import('../features/plan/routes/PackagePage'),
  payment: () => import('./paymentPages').then((pages) => ({ default: pages.PaymentPage })),
  paymentSuccess: () => import('./paymentPages').then((pages) => ({ default: pages.PaymentSuccessPage })),
  paymentFailed: () => import('./paymentPages').then((pages) => ({ default: pages.PaymentFailedPage })),
  paymentCheck: () => import('./paymentPages').then((pages) => ({ default: pages.PaymentCheckPage })),
  report: () => import('../features/report/routes/ReportPage'),
  retrieve: () => import('../features/retrieve/routes/RetrievePage'),
  cancelSubscription: () => import('./cancelPages').then((pages) => ({ default: pages.CancelSubscriptionPage })),
  cancelSuccess: () => import('./cancelPages').then((pages) => ({ default: pages.CancelSuccessPage })),
  upgrade: () => import('./paymentPages').then((pages) => ({ default: pages.UpgradePage })),
  replaceCard: () => import('./paymentPages').then((pages) => ({ default: pages.ReplaceCardPage })),
  help: () => import('../features/help/routes/HelpPage'),
  helpDetail: () => import('../features/help/routes/HelpDetailPage'),
  support: () => import('../features/support/routes/SupportPage'),
  login: () => import('./accountPages').then((pages) => ({ default: pages.LoginPage })),
  register: () => import('./accountPages').then((pages) => ({ default: pages.RegisterPage })),
  forgotPassword: () => import('./accountPages').then((pages) => ({ default: pages.ForgotPasswordPage })),
  editPassword: () => import('./accountPages').then((pages) => ({ default: pages.EditPasswordPage })),
  reportList: () => import('./accountPages').then((pages) => ({ default: pages.ReportListPage })),
  userSettings: () => import('./accountPages').then((pages) => ({ default: pages.UserSettingsPage })),
  personalInfo: () => import('./accountPages').then((pages) => ({ default: pages.PersonalInfoPage })),
  userCentre: () => import('./accountPages').then((pages) => ({ default: pages.UserCentrePage })),
  rightsInterests: () => import('./accountPages').then((pages) => ({ default: pages.RightsInterestsPage })),
  resultReport: () => import('../features/userCentre/resultReport/ResultReportPage'),
  testCentre: () => import('../features/testCentre/testCentrePages').then((pages) => ({ default: pages.TestCentrePage })),
  testCentreList: () => import('../features/testCentre/testCentrePages').then((pages) => ({ default: pages.TestCentreListPage })),
  articles: () => import('../features/articles/routes/ArticlesPage'),
  articleDetail: () => import('../features/articles/routes/ArticleDetailPage'),
  notices: () => import('../features/notices/routes/NoticesPage'),
  noticeDetail: () => import('../features/notices/routes/NoticeDetailPage'),
  dailyQuestion: () => import('../features/dailyQuestion/routes/DailyQuestionPage'),
  experiments: () => import('../features/experiments/routes/ExperimentsPage'),
  experimentDetail: () => import('../features/experiments/routes/ExperimentDetailPage'),
  courseList: () => import('../features/courses/routes/CourseListPage'),
  courseDetail: () => import('../features/courses/routes/CourseDetailPage'),
  coursePdf: () => import('../features/courses/routes/CoursePdfPage'),
  games: () => import('../features/games/routes/GamesPage'),
  gameDetail: () => import('../features/games/routes/GameDetailPage'),
  studioSignIn: () => import('../features/studio/studioPages').then((pages) => ({ default: pages.StudioSignIn })),
  studioHome: () => import('../features/studio/studioPages').then((pages) => ({ default: pages.StudioHome })),
  studioStaff: () => import('../features/studio/studioPages').then((pages) => ({ default: pages.StudioStaff })),
  studioAudit: () => import('../features/studio/studioPages').then((pages) => ({ default: pages.StudioAudit })),
  studioContent: () => import('../features/studio/content/studioContentPages').then((pages) => ({ default: pages.StudioContent })),
  studioDaily: () => import('../features/studio/content/studioContentPages').then((pages) => ({ default: pages.StudioDaily })),
  treeHole: () => import('../features/treeHole/routes/TreeHolePage'),
  treeHoleAdd: () => import('../features/treeHole/routes/TreeHoleAddPage'),
  treeHoleMine: () => import('../features/treeHole/routes/TreeHoleMinePage'),
  studioModeration: () => import('../features/studio/studioPages').then((pages) => ({ default: pages.StudioModeration })),
  studioCustomers: () => import('../features/studio/customers/customerPages').then((pages) => ({ default: pages.StudioCustomers })),
  exploreHub: () => import('../features/hubs/routes/ExploreHubPage'),
  growthHub: () => import('../features/hubs/routes/GrowthHubPage'),
  landing: () => import('../features/landing/routes/LandingPage'),
  paymentEntry: () => import('./PaymentEntryRedirect'),
  unavailable: () => import('../features/unavailable/routes/UnavailablePage'),
  partnerInvite: () => import('../features/partnerInvite/routes/PartnerInvitePage'),
};

/** The words each page needs beyond the entry's (see `messageBundles.ts`), fetched beside its code. */
const PAGE_MESSAGES: Readonly<Partial<Record<PageKey, MessageBundle>>> = {
  question: 'funnel',
  partnerInvite: 'funnel',
  answerComplete: 'funnel',
  reportForm: 'funnel',
  freeResult: 'funnel',
  plan: 'checkout',
  buyReport: 'checkout',
  package: 'checkout',
  payment: 'checkout',
  paymentSuccess: 'checkout',
  paymentFailed: 'checkout',
  paymentCheck: 'checkout',
  report: 'report',
  retrieve: 'report',
  cancelSubscription: 'subscription',
  cancelSuccess: 'subscription',
  upgrade: 'checkout',
  replaceCard: 'checkout',
  help: 'help',
  helpDetail: 'help',
  support: 'support',
  login: 'account',
  register: 'account',
  forgotPassword: 'account',
  editPassword: 'account',
  reportList: 'account',
  userSettings: 'account',
  personalInfo: 'account',
  userCentre: 'account',
  rightsInterests: 'account',
  resultReport: 'account',
  testCentre: 'account',
  testCentreList: 'account',
  dailyQuestion: 'dailyQuestion',
  experiments: 'experiments',
  experimentDetail: 'experiments',
  courseList: 'courses',
  courseDetail: 'courses',
  coursePdf: 'courses',
  games: 'games',
  gameDetail: 'games',
  articles: 'content',
  articleDetail: 'content',
  notices: 'content',
  noticeDetail: 'content',
  studioSignIn: 'studio',
  studioHome: 'studio',
  studioStaff: 'studio',
  studioAudit: 'studio',
  studioContent: 'studio',
  studioDaily: 'studio',
  treeHole: 'treeHole',
  treeHoleAdd: 'treeHole',
  treeHoleMine: 'treeHole',
  studioModeration: 'studio',
  studioCustomers: 'studio',
  exploreHub: 'account',
  growthHub: 'account',
  landing: 'landing',
};

export interface LazyPage {
  readonly Component: ComponentType;
  /** Starts loading the module; resolves when it is ready and never rejects (a failure shows on render). */
  /** `pathname` picks an exam's own page where a route has one (see `examVariants`). */
  readonly preload: (pathname?: string) => Promise<void>;
}

/**
 * A page loaded on demand, with its bundle of messages if it has one. Unlike `React.lazy`, a page loaded before
 * the first render (see `preloadPageFor`) renders at once, so the HTML shell is replaced by the finished page in
 * one step. A failed load is thrown on render, for the route error boundary to handle.
 */
export function lazyPage(load: () => Promise<PageModule>, messages?: MessageBundle): LazyPage {
  let module: ReactPromise<PageModule> | undefined;
  const start = () => {
    module ??= track(
      messages ? Promise.all([load(), preloadBundle(messages)]).then(([loaded]) => loaded) : load(),
    );
    return module;
  };
  function Page() {
    const { default: Component } = use(start());
    if (!messages) return <Component />;
    return (
      <MessageBundleProvider bundle={messages}>
        <Component />
      </MessageBundleProvider>
    );
  }
  return {
    Component: Page,
    preload: () =>
      Promise.resolve(start()).then(
        () => undefined,
        () => undefined,
      ),
  };
}

export type PageComponents = Readonly<Record<PageKey, LazyPage>>;

export function createPages(loaders: PageLoaders = pageLoaders): PageComponents {
  const variants = examVariantPages(lazyPage);
  const pages: PageComponents = {
    home: lazyPage(loaders.home),
    question: byExam(lazyPage(loaders.question, PAGE_MESSAGES.question), { question: variants.question }),
    answerComplete: lazyPage(loaders.answerComplete, PAGE_MESSAGES.answerComplete),
    reportForm: lazyPage(loaders.reportForm, PAGE_MESSAGES.reportForm),
    freeResult: byExam(lazyPage(loaders.freeResult, PAGE_MESSAGES.freeResult), { freeResult: variants.freeResult }),
    plan: lazyPage(loaders.plan, PAGE_MESSAGES.plan),
    buyReport: lazyPage(loaders.buyReport, PAGE_MESSAGES.buyReport),
    package: lazyPage(loaders.package, PAGE_MESSAGES.package),
    payment: lazyPage(loaders.payment, PAGE_MESSAGES.payment),
    paymentSuccess: lazyPage(loaders.paymentSuccess, PAGE_MESSAGES.paymentSuccess),
    paymentFailed: lazyPage(loaders.paymentFailed, PAGE_MESSAGES.paymentFailed),
    paymentCheck: lazyPage(loaders.paymentCheck, PAGE_MESSAGES.paymentCheck),
    report: byExam(lazyPage(loaders.report, PAGE_MESSAGES.report), { report: variants.report, download: variants.download }),
    retrieve: lazyPage(loaders.retrieve, PAGE_MESSAGES.retrieve),
    cancelSubscription: lazyPage(loaders.cancelSubscription, PAGE_MESSAGES.cancelSubscription),
    cancelSuccess: lazyPage(loaders.cancelSuccess, PAGE_MESSAGES.cancelSuccess),
    upgrade: lazyPage(loaders.upgrade, PAGE_MESSAGES.upgrade),
    replaceCard: lazyPage(loaders.replaceCard, PAGE_MESSAGES.replaceCard),
    help: lazyPage(loaders.help, PAGE_MESSAGES.help),
    helpDetail: lazyPage(loaders.helpDetail, PAGE_MESSAGES.helpDetail),
    support: lazyPage(loaders.support, PAGE_MESSAGES.support),
    login: lazyPage(loaders.login, PAGE_MESSAGES.login),
    register: lazyPage(loaders.register, PAGE_MESSAGES.register),
    forgotPassword: lazyPage(loaders.forgotPassword, PAGE_MESSAGES.forgotPassword),
    editPassword: lazyPage(loaders.editPassword, PAGE_MESSAGES.editPassword),
    reportList: lazyPage(loaders.reportList, PAGE_MESSAGES.reportList),
    userSettings: lazyPage(loaders.userSettings, PAGE_MESSAGES.userSettings),
    personalInfo: lazyPage(loaders.personalInfo, PAGE_MESSAGES.personalInfo),
    userCentre: lazyPage(loaders.userCentre, PAGE_MESSAGES.userCentre),
    rightsInterests: lazyPage(loaders.rightsInterests, PAGE_MESSAGES.rightsInterests),
    resultReport: lazyPage(loaders.resultReport, PAGE_MESSAGES.resultReport),
    testCentre: lazyPage(loaders.testCentre, PAGE_MESSAGES.testCentre),
    testCentreList: lazyPage(loaders.testCentreList, PAGE_MESSAGES.testCentreList),
    articles: lazyPage(loaders.articles, PAGE_MESSAGES.articles),
    articleDetail: lazyPage(loaders.articleDetail, PAGE_MESSAGES.articleDetail),
    notices: lazyPage(loaders.notices, PAGE_MESSAGES.notices),
    noticeDetail: lazyPage(loaders.noticeDetail, PAGE_MESSAGES.noticeDetail),
    dailyQuestion: lazyPage(loaders.dailyQuestion, PAGE_MESSAGES.dailyQuestion),
    experiments: lazyPage(loaders.experiments, PAGE_MESSAGES.experiments),
    experimentDetail: lazyPage(loaders.experimentDetail, PAGE_MESSAGES.experimentDetail),
    courseList: lazyPage(loaders.courseList, PAGE_MESSAGES.courseList),
    courseDetail: lazyPage(loaders.courseDetail, PAGE_MESSAGES.courseDetail),
    coursePdf: lazyPage(loaders.coursePdf, PAGE_MESSAGES.coursePdf),
    games: lazyPage(loaders.games, PAGE_MESSAGES.games),
    gameDetail: lazyPage(loaders.gameDetail, PAGE_MESSAGES.gameDetail),
    studioSignIn: lazyPage(loaders.studioSignIn, PAGE_MESSAGES.studioSignIn),
    studioHome: lazyPage(loaders.studioHome, PAGE_MESSAGES.studioHome),
    studioStaff: lazyPage(loaders.studioStaff, PAGE_MESSAGES.studioStaff),
    studioAudit: lazyPage(loaders.studioAudit, PAGE_MESSAGES.studioAudit),
    studioContent: lazyPage(loaders.studioContent, PAGE_MESSAGES.studioContent),
    studioDaily: lazyPage(loaders.studioDaily, PAGE_MESSAGES.studioDaily),
    exploreHub: lazyPage(loaders.exploreHub, PAGE_MESSAGES.exploreHub),
    growthHub: lazyPage(loaders.growthHub, PAGE_MESSAGES.growthHub),
    treeHole: lazyPage(loaders.treeHole, PAGE_MESSAGES.treeHole),
    treeHoleAdd: lazyPage(loaders.treeHoleAdd, PAGE_MESSAGES.treeHoleAdd),
    treeHoleMine: lazyPage(loaders.treeHoleMine, PAGE_MESSAGES.treeHoleMine),
    studioModeration: lazyPage(loaders.studioModeration, PAGE_MESSAGES.studioModeration),
    studioCustomers: lazyPage(loaders.studioCustomers, PAGE_MESSAGES.studioCustomers),
    landing: lazyPage(loaders.landing, PAGE_MESSAGES.landing),
    paymentEntry: lazyPage(loaders.paymentEntry),
    unavailable: lazyPage(loaders.unavailable),
    partnerInvite: lazyPage(loaders.partnerInvite, PAGE_MESSAGES.partnerInvite),
  };
  return pages;
}

/** Loads the code of the page a path shows, if it has its own chunk. */
/**
 * The pages a visitor usually opens next from each page of the funnel. Their code is fetched once the current page is
 * up (see App), so the step to them waits for nothing: the build lists no chunk's dependencies for the browser to
 * fetch ahead (see vite.config.ts), and a page fetched on the way would wait for its chunk, then for that chunk's imports.
 */
export const NEXT_PAGES: Readonly<Partial<Record<PageKey, readonly PageKey[]>>> = {
  home: ['question'],
  landing: ['question'],
  question: ['answerComplete'],
  answerComplete: ['reportForm'],
  reportForm: ['freeResult'],
  freeResult: ['plan'],
  plan: ['payment'],
  buyReport: ['payment'],
  package: ['payment'],
  payment: ['paymentSuccess', 'paymentCheck'],
  paymentCheck: ['paymentSuccess'],
  paymentSuccess: ['report', 'package'],
};

/**
 * Pages that move on by themselves after a few seconds (the payment's outcome counts down to the report): their next
 * pages are fetched as soon as they are painted, not at the visitor's first touch.
 */
const MOVES_ON_BY_ITSELF: ReadonlySet<PageKey> = new Set(['paymentSuccess', 'paymentCheck']);

/** Whether the page at `pathname` moves on by itself (see MOVES_ON_BY_ITSELF). */
export function movesOnByItself(pathname: string): boolean {
  const route = matchRoute(pathname)?.route;
  return route !== undefined && MOVES_ON_BY_ITSELF.has(route.page);
}

/** Starts fetching the code of the pages usually opened after the one at `pathname`. */
export function prefetchNextPages(pages: PageComponents, pathname: string): void {
  const route = matchRoute(pathname)?.route;
  for (const next of (route && NEXT_PAGES[route.page]) ?? []) void pages[next].preload();
}

export function preloadPageFor(pages: PageComponents, pathname: string): Promise<void> {
  const route = matchRoute(pathname)?.route;
  return route ? pages[route.page].preload(pathname) : Promise.resolve();
}
