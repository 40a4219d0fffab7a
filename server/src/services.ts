import type { AppConfig } from './config';
import type { FileStore } from './files/fileStore';
import type { ReportService } from './modules/report/report.service';
import type { AccessPolicy } from './modules/access/policy';
import type { SubscriptionService } from './modules/subscription/subscription.service';
import type { Db } from './db/connection';
import type { JobRuntime } from './jobs/runtime';
import type { Clock } from './shared/clock';
import type { RateLimiter } from './shared/rateLimiter';
import { createExamService } from './modules/exam/exam.service';
import { createFeedbackService } from './modules/feedback/feedback.service';
import { createMarketingService } from './modules/marketing/marketing.service';
import { createSystemService } from './modules/system/system.service';
import { createSessionService } from './modules/exam/session.service';
import { createScoringService } from './modules/scoring/scoring.service';
import { createCatalogService } from './modules/catalog/catalog.service';
import { createOrderService } from './modules/order/order.service';
import { createPlanReportService } from './modules/order/planReport.service';
import { createOrderEmailService } from './modules/order/orderEmail.service';
import { createPaymentService } from './modules/payment/payment.service';
import { createNextStepService } from './modules/payment/nextStep.service';
import { createApiKeyService } from './modules/access/apiKey.service';
import { createAccountService } from './modules/account/account.service';
import { createProfileService } from './modules/account/profile.service';
import { createUserCentreService } from './modules/account/userCentre.service';
import { createRetrieveService } from './modules/report/retrieve.service';
import { createUpgradeService } from './modules/subscription/upgrade.service';
import { createReviewService } from './modules/review/review.service';
import { createOperationsService } from './modules/operations/operations.service';
import { createArticleService } from './modules/content/articles.service';
import { createNoticeService } from './modules/content/notices.service';
import { createTestCentreService } from './modules/testCentre/testCentre.service';
import { createAuditService } from './modules/staff/audit.service';
import { createCustomerService } from './modules/customers/customers.service';
import { createRefundService } from './modules/payment/refund.service';
import { createStaffAuthService } from './modules/staff/staffAuth.service';
import { createStaffUsersService } from './modules/staff/staffUsers.service';
import { createDailyQuestionService } from './modules/dailyQuestion/dailyQuestion.service';
import { createExperimentsService } from './modules/experiments/experiments.service';
import { createTreeHoleService } from './modules/treeHole/treeHole.service';
import { createTreeHoleModerationService } from './modules/treeHole/treeHoleModeration.service';
import { createCourseService } from './modules/courses/courses.service';
import { createCourseMediaStore } from './modules/courses/courseMedia';
import { createCourseStudioService } from './modules/courses/courseStudio.service';
import { createGamesService } from './modules/games/games.service';
import { createStudioContentService } from './modules/content/studioContent.service';
import { createContentImageService } from './modules/content/contentImage';
import { createDailyQuestionStudioService } from './modules/dailyQuestion/dailyQuestion.studio.service';
import { createPartnerService } from './modules/partners/partner.service';
import type { PaymentMethodKind, PaymentProvider, ProviderName } from './modules/payment/provider';
import type { FeatureFlags } from './modules/catalog/features';

export interface ServiceDeps {
  db: Db;
  config: AppConfig;
  clock: Clock;
  jobs: JobRuntime;
  rateLimiter: RateLimiter;
  paymentProviders: Partial<Record<ProviderName, PaymentProvider>>;
  files: FileStore;
  /** Built with the runtime, because jobs render reports too. */
  reports: ReportService;
  /** Who may do what to an order: asked by every face and service, decided nowhere else. */
  access: AccessPolicy;
  subscriptions: SubscriptionService;
  /** What works today (catalog/features.ts); tests of features still to come pass their own flags. */
  features?: FeatureFlags;
}

/**
 * Cards and wallets go to Stripe, PayPal to PayPal, when they are configured. With no real processor at all (the
 * embedded default) the sandbox takes all four methods, each with its own simulated approval step. A deployment
 * with real keys never offers a sandbox method beside them: one would pay orders with no money.
 */
export function paymentRouting(providers: ServiceDeps['paymentProviders']): Partial<Record<PaymentMethodKind, ProviderName>> {
  if (!providers.stripe && !providers.paypal) {
    return providers.sandbox ? { card: 'sandbox', paypal: 'sandbox', apple_pay: 'sandbox', google_pay: 'sandbox' } : {};
  }
  const routing: Partial<Record<PaymentMethodKind, ProviderName>> = {};
  if (providers.stripe) Object.assign(routing, { card: 'stripe', apple_pay: 'stripe', google_pay: 'stripe' });
  if (providers.paypal) routing.paypal = 'paypal';
  return routing;
}

/** The one service layer GraphQL resolvers, REST handlers and jobs all call. */
export function createServices(deps: ServiceDeps) {
  const exam = createExamService(deps);
  const catalog = createCatalogService(deps);
  const order = createOrderService({ ...deps, catalog });
  const account = createAccountService(deps);
  const payment = createPaymentService({ ...deps, providers: deps.paymentProviders, routing: paymentRouting(deps.paymentProviders) });
  const nextStep = createNextStepService({ order, payment, access: deps.access, plans: deps.subscriptions });
  const scoring = createScoringService(deps);
  const audit = createAuditService(deps);
  const apiKey = createApiKeyService(deps);
  const session = createSessionService({ ...deps, exam });
  const refunds = createRefundService({ ...deps, providers: deps.paymentProviders, audit });
  const courses = createCourseService({ ...deps, media: createCourseMediaStore(`${deps.config.dataDir}/course-media`) });
  const treeHole = createTreeHoleService({ ...deps, crisis: scoring.examResults.crisis });
  return {
    exam,
    marketing: createMarketingService(deps),
    feedback: createFeedbackService(deps),
    system: createSystemService(deps),
    session,
    scoring,
    testCentre: createTestCentreService({ ...deps, exam, catalog, scoring, subscriptions: deps.subscriptions, courses }),
    catalog,
    review: createReviewService(deps),
    report: deps.reports,
    apiKey,
    account,
    profile: createProfileService({ ...deps, subscriptions: deps.subscriptions }),
    subscription: deps.subscriptions,
    userCentre: createUserCentreService({ ...deps, orders: order, courses, treeHole }),
    retrieve: createRetrieveService({ ...deps, reports: deps.reports }),
    order,
    planReport: createPlanReportService({ ...deps, catalog, subscriptions: deps.subscriptions }),
    orderEmail: createOrderEmailService({ ...deps, codes: account }),
    payment,
    nextStep,
    operations: createOperationsService(deps),
    upgrade: createUpgradeService({ catalog, nextStep, access: deps.access }),
    access: deps.access,
    articles: createArticleService({ ...deps, exam }),
    notices: createNoticeService(deps),
    dailyQuestion: createDailyQuestionService(deps),
    experiments: createExperimentsService(deps),
    treeHole,
    treeHoleModeration: createTreeHoleModerationService({ ...deps, audit }),
    courses,
    games: createGamesService(deps),
    audit,
    staffAuth: createStaffAuthService(deps),
    staffUsers: createStaffUsersService({ ...deps, audit }),
    studioContent: createStudioContentService({ ...deps, audit }),
    courseStudio: createCourseStudioService({ ...deps, audit }),
    contentImages: createContentImageService({ ...deps, audit }),
    dailyQuestionStudio: createDailyQuestionStudioService({ ...deps, audit }),
    partners: createPartnerService({ ...deps, apiKeys: apiKey, exam, session, catalog, audit }),
    refunds,
    customers: createCustomerService({ ...deps, audit, order, account, subscriptions: deps.subscriptions, refunds }),
  };
}

export type Services = ReturnType<typeof createServices>;
