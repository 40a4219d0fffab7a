/**
 * The route table: every path the product answers, as plain data.
 *
 * The client routes with it and the server uses `isKnownPath` to answer unknown paths with HTTP 404, so it stays
 * pure: no React, no browser APIs, no Node APIs.
 *
 * Path shape: `/{area}/{page}/{code}-{examId}`, where the last segment is an exam code of letters and digits,
 * a hyphen and a numeric exam id (`BMBTI-1754`). Every route also exists under a locale prefix: the nine
 * locale tags in their canonical spelling (`/zh-CN/...`), in lower case (`/zh-cn/...`), and the short forms
 * listed in `LOCALE_SHORT_PREFIXES` (`/en/`, `/zh/`, `/hk/`, `/ja/`, `/ko/`, `/fr/`, `/es/`, `/de/`, `/pt/`).
 * A trailing slash is accepted. Matching is case-sensitive apart from the locale prefix.
 */

import { EXAM_KINDS } from './examKinds';

export const LOCALES = ['en-US', 'zh-CN', 'zh-HK', 'ja-JP', 'ko-KR', 'fr-FR', 'es-ES', 'de-DE', 'pt-PT'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

/** Short locale prefixes; each maps to one of the nine locales. */
export const LOCALE_SHORT_PREFIXES: Readonly<Record<string, Locale>> = {
  en: 'en-US',
  zh: 'zh-CN',
  hk: 'zh-HK',
  ja: 'ja-JP',
  ko: 'ko-KR',
  fr: 'fr-FR',
  es: 'es-ES',
  de: 'de-DE',
  pt: 'pt-PT',
};

/** The exam the home page and the error screen's "go back home" lead to. */
export const HOME_CODE = EXAM_KINDS[0].code;
export const HOME_EXAM_ID = EXAM_KINDS[0].examId;
export const HOME_CODE_EXAM_ID = `${HOME_CODE}-${HOME_EXAM_ID}`;
export const HOME_PATH = `/index/${HOME_CODE_EXAM_ID}`;

/** How a route treats the trailing `{code}-{examId}` segment. */
export type ParamMode = 'required' | 'optional' | 'none';

/** Which page module renders a route; `unavailable` is for pages not offered yet. */
export type PageKey =
  | 'home'
  | 'question'
  | 'answerComplete'
  | 'reportForm'
  | 'freeResult'
  | 'plan'
  | 'buyReport'
  | 'package'
  | 'payment'
  | 'paymentSuccess'
  | 'paymentFailed'
  | 'paymentCheck'
  | 'report'
  | 'retrieve'
  | 'cancelSubscription'
  | 'cancelSuccess'
  | 'upgrade'
  | 'replaceCard'
  | 'help'
  | 'helpDetail'
  | 'support'
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'editPassword'
  | 'reportList'
  | 'userSettings'
  | 'personalInfo'
  | 'userCentre'
  | 'rightsInterests'
  | 'resultReport'
  | 'testCentre'
  | 'testCentreList'
  | 'articles'
  | 'articleDetail'
  | 'notices'
  | 'noticeDetail'
  | 'dailyQuestion'
  | 'experiments'
  | 'experimentDetail'
  | 'courseList'
  | 'courseDetail'
  | 'coursePdf'
  | 'games'
  | 'gameDetail'
  | 'studioSignIn'
  | 'studioHome'
  | 'studioStaff'
  | 'studioAudit'
  | 'studioContent'
  | 'studioDaily'
  | 'treeHole'
  | 'treeHoleAdd'
  | 'treeHoleMine'
  | 'studioModeration'
  | 'studioCustomers'
  | 'exploreHub'
  | 'growthHub'
  | 'landing'
  | 'paymentEntry'
  | 'partnerInvite'
  | 'unavailable';

/** Layouts; a route without one gets `default`. */
export type LayoutName = 'default' | 'focus';

export const LANDING_THEMES = [
  'founder',
  'free',
  'girl',
  'girl-old',
  'home',
  'mainFront',
  'new',
  'personal',
  'psychological',
  'relax',
  'roles',
  'third',
  'types',
  'young',
] as const;
export type LandingTheme = (typeof LANDING_THEMES)[number];

export interface RouteDef {
  /** Unique route name, such as `answer-question-code-examId`. */
  readonly name: string;
  /** The path without the `{code}-{examId}` segment. */
  readonly path: string;
  readonly param: ParamMode;
  readonly page: PageKey;
  readonly layout?: LayoutName;
  /** Keep the scroll position when navigating to this route (the question page). */
  readonly keepScroll?: boolean;
  readonly landingTheme?: LandingTheme;
}

export type RouteGroupId =
  | 'home'
  | 'answering'
  | 'subscription'
  | 'help'
  | 'landing'
  | 'paying'
  | 'report'
  | 'user'
  | 'userCenter'
  | 'studio';

export interface RouteGroup {
  readonly id: RouteGroupId;
  readonly routes: readonly RouteDef[];
}

/** A legacy path `/{from}/{code}-{examId}` that redirects to `{to}/{code}-{examId}`. */
export interface LegacyAlias {
  readonly from: string;
  readonly to: string;
}

function nameOf(path: string, param: ParamMode): string {
  const base = path === '/' ? 'index' : path.slice(1).replace(/\//g, '-');
  return param === 'none' ? base : `${base}-code-examId`;
}

function route(path: string, param: ParamMode, extra: Partial<Omit<RouteDef, 'path' | 'param'>> = {}): RouteDef {
  return { name: nameOf(path, param), path, param, page: 'unavailable', ...extra };
}

function pages(area: string, names: readonly string[], param: ParamMode, extra: Partial<RouteDef> = {}): RouteDef[] {
  return names.map((page) => route(`/${area}/${page}`, param, extra));
}

/** The user-centre pages built so far; the others show the "coming soon" page. */
const USER_CENTER_PAGE_KEYS: Readonly<Record<string, PageKey>> = {
  home: 'userCentre',
  reportList: 'reportList',
  rightsInterests: 'rightsInterests',
  resultReport: 'resultReport',
  'exploreMore/testCenter': 'testCentre',
  'exploreMore/testCenter/list': 'testCentreList',
  setting: 'userSettings',
  'setting/userInfo': 'personalInfo',
  'user-info': 'personalInfo',
  'exploreMore/articles': 'articles',
  'exploreMore/articles/detail': 'articleDetail',
  notification: 'notices',
  'notification/detail': 'noticeDetail',
  'growthCenter/dailyQuestion': 'dailyQuestion',
  'exploreMore/experiment': 'experiments',
  'exploreMore/experiment/detail': 'experimentDetail',
  courseList: 'courseList',
  'courseList/detail': 'courseDetail',
  'courseList/detail/pdf': 'coursePdf',
  'growthCenter/psychologyCourse': 'courseList',
  'growthCenter/psychologyCourse/categoryList': 'courseList',
  'exploreMore/treeHole': 'treeHole',
  'exploreMore/treeHole/add': 'treeHoleAdd',
  'exploreMore/treeHole/list': 'treeHoleMine',
  gameCenter: 'games',
  exploreMore: 'exploreHub',
  growthCenter: 'growthHub',
  'gameCenter/detail': 'gameDetail',
};

const USER_CENTER_PAGES = [
  'courseList',
  'courseList/detail',
  'courseList/detail/pdf',
  'exploreMore',
  'exploreMore/articles',
  'exploreMore/articles/detail',
  'exploreMore/experiment',
  'exploreMore/experiment/detail',
  'exploreMore/testCenter',
  'exploreMore/testCenter/list',
  'exploreMore/treeHole',
  'exploreMore/treeHole/add',
  'exploreMore/treeHole/list',
  'gameCenter',
  'gameCenter/detail',
  'growthCenter',
  'growthCenter/psychologyCourse',
  'growthCenter/psychologyCourse/categoryList',
  'growthCenter/dailyQuestion',
  'home',
  'notification',
  'notification/detail',
  'reportList',
  'resultReport',
  'rightsInterests',
  'setting',
  'setting/userInfo',
  'user-info',
] as const;

export const ROUTE_GROUPS: readonly RouteGroup[] = [
  {
    id: 'home',
    routes: [
      { name: 'index', path: '/', param: 'none', page: 'home' },
      { name: 'index-code-examId', path: '/index', param: 'required', page: 'home' },
    ],
  },
  {
    id: 'answering',
    routes: [
      route('/answer/email', 'required', { layout: 'focus', page: 'reportForm' }),
      route('/answer/question', 'required', { layout: 'focus', keepScroll: true, page: 'question' }),
      route('/answer/submit', 'required', { layout: 'focus', page: 'answerComplete' }),
      route('/quiz/standard', 'required', { layout: 'focus', keepScroll: true, page: 'question' }),
      route('/quiz/submit', 'required', { layout: 'focus', page: 'answerComplete' }),
      // A partner's invitation (`?i=`): who receives the result, and the taker's consent before the test starts.
      route('/invite', 'none', { layout: 'focus', page: 'partnerInvite' }),
    ],
  },
  {
    id: 'subscription',
    routes: [
      route('/cancel/subscription', 'required', { page: 'cancelSubscription' }),
      route('/cancel/success', 'required', { page: 'cancelSuccess' }),
    ],
  },
  {
    id: 'help',
    routes: [
      route('/help', 'optional', { page: 'help' }),
      route('/helpDetail', 'optional', { page: 'helpDetail' }),
      route('/support', 'optional', { page: 'support' }),
    ],
  },
  {
    id: 'landing',
    routes: LANDING_THEMES.map((theme) => route(`/landing/${theme}`, 'required', { page: 'landing', landingTheme: theme })),
  },
  {
    id: 'paying',
    routes: [
      ...pages('paying', ['scheme', 'scheme-old'], 'required', { layout: 'focus', page: 'plan' }),
      ...pages('paying', ['package', 'package-oldbak'], 'required', { layout: 'focus', page: 'package' }),
      ...pages('paying', ['payment', 'paypage', 'paypage-copy'], 'required', { layout: 'focus', page: 'payment' }),
      route('/paying/success', 'required', { layout: 'focus', page: 'paymentSuccess' }),
      route('/paying/failed', 'required', { layout: 'focus', page: 'paymentFailed' }),
      route('/paying/check', 'required', { layout: 'focus', page: 'paymentCheck' }),
      ...pages('paying', ['upgrade', 'upgrade-bak', 'premiumSubscriptions'], 'required', { layout: 'focus', page: 'upgrade' }),
      route('/paying/subscribe/check', 'required', { layout: 'focus', page: 'replaceCard' }),
      route('/paying/buyreport', 'required', { layout: 'focus', page: 'buyReport' }),
      // Older entry points to the payment page (in-site and payment-provider checkouts): they open it with their query.
      route('/payinsider', 'optional', { layout: 'focus', page: 'paymentEntry' }),
      route('/payinsider-old', 'optional', { layout: 'focus', page: 'paymentEntry' }),
      route('/primer', 'optional', { layout: 'focus', page: 'paymentEntry' }),
    ],
  },
  {
    id: 'report',
    routes: [
      route('/report', 'none', { page: 'report' }),
      ...pages('report', ['result', 'result-old', 'result-download'], 'required', { page: 'report' }),
      route('/report/retrieve', 'required', { page: 'retrieve' }),
      route('/report/result-free-test', 'required', { page: 'freeResult' }),
    ],
  },
  {
    id: 'user',
    routes: [
      route('/user/login', 'required', { page: 'login' }),
      route('/user/register', 'required', { page: 'register' }),
      route('/user/forgot-password', 'required', { page: 'forgotPassword' }),
      route('/user/edit-password', 'required', { page: 'editPassword' }),
      route('/user/setting', 'required', { page: 'userSettings' }),
      route('/user/info', 'required', { page: 'personalInfo' }),
    ],
  },
  {
    id: 'userCenter',
    routes: [
      route('/userCenter', 'optional', { page: 'userCentre' }),
      ...pages('userCenter', USER_CENTER_PAGES, 'optional').map((r) => {
        const page = USER_CENTER_PAGE_KEYS[r.path.slice('/userCenter/'.length)];
        return page ? { ...r, page } : r;
      }),
    ],
  },
  {
    // The staff studio: its own lazily loaded chunk, never in a visitor's pages.
    id: 'studio',
    routes: [
      route('/studio', 'none', { layout: 'focus', page: 'studioHome' }),
      route('/studio/signin', 'none', { layout: 'focus', page: 'studioSignIn' }),
      route('/studio/staff', 'none', { layout: 'focus', page: 'studioStaff' }),
      route('/studio/audit', 'none', { layout: 'focus', page: 'studioAudit' }),
      route('/studio/articles', 'none', { layout: 'focus', page: 'studioContent' }),
      route('/studio/articles/edit', 'none', { layout: 'focus', page: 'studioContent' }),
      route('/studio/notices', 'none', { layout: 'focus', page: 'studioContent' }),
      route('/studio/notices/edit', 'none', { layout: 'focus', page: 'studioContent' }),
      route('/studio/courses', 'none', { layout: 'focus', page: 'studioContent' }),
      route('/studio/courses/edit', 'none', { layout: 'focus', page: 'studioContent' }),
      route('/studio/daily', 'none', { layout: 'focus', page: 'studioDaily' }),
      route('/studio/daily/question', 'none', { layout: 'focus', page: 'studioDaily' }),
      route('/studio/moderation', 'none', { layout: 'focus', page: 'studioModeration' }),
      route('/studio/customers', 'none', { layout: 'focus', page: 'studioCustomers' }),
      route('/studio/customers/view', 'none', { layout: 'focus', page: 'studioCustomers' }),
    ],
  },
];

export const ALL_ROUTES: readonly RouteDef[] = ROUTE_GROUPS.flatMap((group) => group.routes);

/** Legacy landing paths (`/homePage/{code}-{examId}`) and the landing theme each stands for. */
export const LEGACY_LANDING_NAMES: Readonly<Record<string, LandingTheme>> = {
  relaxPage: 'relax',
  mainFront: 'mainFront',
  homePage: 'home',
  thirdPage: 'third',
  newPage: 'new',
  girlPage: 'girl',
  typesPage: 'types',
  free: 'free',
  founder: 'founder',
  young: 'young',
  rolesPage: 'roles',
  psychological: 'psychological',
  personalPage: 'personal',
};

/**
 * Legacy paths kept so old links and ads keep working. Each takes the `{code}-{examId}` segment and redirects
 * to the canonical route with the same segment, query string and hash.
 */
export const LEGACY_ALIASES: readonly LegacyAlias[] = [
  { from: '/payPage', to: '/paying/paypage' },
  { from: '/pay_success', to: '/paying/success' },
  { from: '/pay_failed', to: '/paying/failed' },
  { from: '/pay_check', to: '/paying/check' },
  { from: '/pay_package', to: '/paying/package' },
  { from: '/payment', to: '/paying/payment' },
  { from: '/answer_submit', to: '/answer/submit' },
  { from: '/scheme_select', to: '/paying/scheme' },
  { from: '/question', to: '/answer/question' },
  { from: '/email', to: '/answer/email' },
  { from: '/retrieve', to: '/report/retrieve' },
  { from: '/cancel-subscription', to: '/cancel/subscription' },
  { from: '/cancel-success', to: '/cancel/success' },
  { from: '/help-detail', to: '/helpDetail' },
  ...Object.entries(LEGACY_LANDING_NAMES).map(([name, theme]) => ({ from: `/${name}`, to: `/landing/${theme}` })),
  // Short user-centre paths, as older links wrote them.
  { from: '/userCenter/articles/detail', to: '/userCenter/exploreMore/articles/detail' },
  { from: '/userCenter/experiment/detail', to: '/userCenter/exploreMore/experiment/detail' },
  { from: '/userCenter/testCenter/list', to: '/userCenter/exploreMore/testCenter/list' },
  { from: '/userCenter/treeHole/add', to: '/userCenter/exploreMore/treeHole/add' },
  { from: '/userCenter/treeHole/list', to: '/userCenter/exploreMore/treeHole/list' },
  { from: '/userCenter/psychologyCourse/categoryList', to: '/userCenter/growthCenter/psychologyCourse/categoryList' },
];

const CODE_EXAM_ID = /^([A-Za-z0-9]+)-(\d+)$/;

export interface CodeExamId {
  readonly code: string;
  readonly examId: number;
}

/** Parses a `{code}-{examId}` segment such as `BMBTI-1754`; null when it is not one. */
export function parseCodeExamId(segment: string): CodeExamId | null {
  const match = CODE_EXAM_ID.exec(segment);
  if (!match?.[1] || !match[2]) return null;
  const examId = Number(match[2]);
  return Number.isSafeInteger(examId) ? { code: match[1], examId } : null;
}

export interface ExamRoute extends CodeExamId {
  /** The segment as written, such as `BMBTI-1754`. */
  readonly codeExamId: string;
}

/**
 * The exam of a page whose route requires the `{code}-{examId}` segment (from the router's `:codeExamId`).
 * The app has already answered 404 for any path whose segment does not parse, so a failure here is a 404 too.
 */
export function examRouteOf(segment: string | undefined): ExamRoute {
  const parsed = parseCodeExamId(segment ?? '');
  if (!parsed) throw Object.assign(new Error(`Not a {code}-{examId} segment: ${segment}`), { status: 404 });
  return { ...parsed, codeExamId: `${parsed.code}-${parsed.examId}` };
}

const LOCALE_PREFIXES: ReadonlyMap<string, Locale> = new Map<string, Locale>([
  ...LOCALES.map((tag): [string, Locale] => [tag, tag]),
  ...LOCALES.map((tag): [string, Locale] => [tag.toLowerCase(), tag]),
  ...Object.entries(LOCALE_SHORT_PREFIXES),
]);

/** Every accepted locale prefix segment (`zh-CN`, `zh-cn`, `zh`...). */
export const LOCALE_PREFIX_SEGMENTS: readonly string[] = [...LOCALE_PREFIXES.keys()];

export interface SplitPath {
  /** The locale named by the path's prefix, or null when there is none. */
  readonly locale: Locale | null;
  /** The prefix segment as written (`zh-cn`), or null. */
  readonly prefix: string | null;
  /** The path without the locale prefix and without a trailing slash; `/` for the root. */
  readonly rest: string;
}

/** Splits an optional locale prefix off a pathname. */
export function splitLocalePrefix(pathname: string): SplitPath {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const match = /^\/([^/]+)(\/.*)?$/.exec(trimmed);
  const first = match?.[1];
  const locale = first === undefined ? undefined : LOCALE_PREFIXES.get(first);
  if (first === undefined || locale === undefined) return { locale: null, prefix: null, rest: trimmed || '/' };
  return { locale, prefix: first, rest: match?.[2] ?? '/' };
}

export interface RouteMatch {
  readonly route: RouteDef;
  readonly locale: Locale | null;
  readonly params: CodeExamId | null;
}

const ROUTES_BY_PATH: ReadonlyMap<string, RouteDef> = new Map(ALL_ROUTES.map((def) => [def.path, def]));
const ALIASES_BY_PATH: ReadonlyMap<string, LegacyAlias> = new Map(LEGACY_ALIASES.map((alias) => [alias.from, alias]));

/** Splits `/a/b/BMBTI-1754` into the base `/a/b` and the parsed segment, when the last segment is one. */
function splitParam(rest: string): { base: string; params: CodeExamId | null } {
  const slash = rest.lastIndexOf('/');
  const params = slash > 0 ? parseCodeExamId(rest.slice(slash + 1)) : null;
  return params ? { base: rest.slice(0, slash), params } : { base: rest, params: null };
}

function accepts(def: RouteDef, hasParam: boolean): boolean {
  if (def.param === 'required') return hasParam;
  if (def.param === 'none') return !hasParam;
  return true;
}

/** The route a pathname renders (not counting legacy aliases), or null. */
export function matchRoute(pathname: string): RouteMatch | null {
  const { locale, rest } = splitLocalePrefix(pathname);
  const { base, params } = splitParam(rest);
  const withParam = params ? ROUTES_BY_PATH.get(base) : undefined;
  if (withParam && accepts(withParam, true)) return { route: withParam, locale, params };
  // A route without a parameter whose own last segment happens to look like one is matched whole.
  const whole = ROUTES_BY_PATH.get(rest);
  if (whole && accepts(whole, false)) return { route: whole, locale, params: null };
  return null;
}

/**
 * The canonical target of a legacy alias, keeping the locale prefix as written (`/zh-cn/payPage/BMBTI-1754`
 * gives `/zh-cn/paying/paypage/BMBTI-1754`); null when the pathname is not an alias.
 */
export function canonicalPathFor(pathname: string): string | null {
  const { prefix, rest } = splitLocalePrefix(pathname);
  const { base, params } = splitParam(rest);
  const alias = params ? ALIASES_BY_PATH.get(base) : undefined;
  if (!alias || !params) return null;
  return `${prefix ? `/${prefix}` : ''}${alias.to}/${params.code}-${params.examId}`;
}

/** Whether the product answers this pathname (a route or a legacy alias); the server answers 404 otherwise. */
export function isKnownPath(pathname: string): boolean {
  return matchRoute(pathname) !== null || canonicalPathFor(pathname) !== null;
}

/** Puts `target` (an unprefixed path) under the same locale prefix the current pathname has, if any. */
export function withLocalePrefix(target: string, currentPathname: string): string {
  const { prefix } = splitLocalePrefix(currentPathname);
  if (!prefix) return target;
  return target === '/' ? `/${prefix}` : `/${prefix}${target}`;
}
