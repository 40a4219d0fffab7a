import { describe, expect, it } from 'vitest';
import {
  ALL_ROUTES,
  LEGACY_ALIASES,
  LOCALES,
  canonicalPathFor,
  isKnownPath,
  matchRoute,
  parseCodeExamId,
  splitLocalePrefix,
  withLocalePrefix,
} from './routes';

describe('isKnownPath', () => {
  it.each([
    '/',
    '/index/BMBTI-1754',
    '/index/BMBTI-1754/',
    '/answer/question/BMBTI-1754',
    '/answer/email/IQ2-88',
    '/quiz/standard/BMBTI-1754',
    '/cancel/subscription/BMBTI-1754',
    '/help',
    '/help/BMBTI-1754',
    '/helpDetail/BMBTI-1754',
    '/support',
    '/landing/girl-old/BMBTI-1754',
    '/landing/mainFront/BMBTI-1754',
    '/paying/subscribe/check/BMBTI-1754',
    '/paying/package-oldbak/BMBTI-1754',
    '/paying/paypage-copy/BMBTI-1754',
    '/payinsider',
    '/payinsider-old/BMBTI-1754',
    '/primer/BMBTI-1754',
    '/report',
    '/report/result/BMBTI-1754',
    '/report/result-free-test/BMBTI-1754',
    '/user/forgot-password/BMBTI-1754',
    '/userCenter',
    '/userCenter/BMBTI-1754',
    '/userCenter/courseList/detail/pdf/BMBTI-1754',
    '/userCenter/exploreMore/treeHole/add',
    '/userCenter/user-info/BMBTI-1754',
  ])('knows %s', (path) => {
    expect(isKnownPath(path)).toBe(true);
  });

  it.each([
    '/nope',
    '/index',
    '/index/BMBTI',
    '/index/BMBTI-',
    '/index/-1754',
    '/index/BMB_TI-1754',
    '/index/BMBTI-1754/extra',
    '/answer/question',
    '/answer/questions/BMBTI-1754',
    '/landing/unknown/BMBTI-1754',
    '/report/BMBTI-1754',
    '/paying/paypage',
    '/payPage',
    '/xx-XX/index/BMBTI-1754',
    '/ZH-CN/index/BMBTI-1754',
    '/Answer/question/BMBTI-1754',
    '/assets/app.js',
  ])('does not know %s', (path) => {
    expect(isKnownPath(path)).toBe(false);
  });

  it('knows every route in the table, with and without a locale prefix', () => {
    for (const def of ALL_ROUTES) {
      const path = def.param === 'required' ? `${def.path}/BMBTI-1754` : def.path;
      expect(isKnownPath(path), path).toBe(true);
      expect(isKnownPath(`/ja-JP${path === '/' ? '' : path}`), path).toBe(true);
    }
  });
});

describe('route names', () => {
  it('are unique, and the home route is index-code-examId', () => {
    const names = ALL_ROUTES.map((def) => def.name);
    expect(new Set(names).size).toBe(names.length);
    expect(matchRoute('/index/BMBTI-1754')?.route.name).toBe('index-code-examId');
    expect(matchRoute('/answer/question/BMBTI-1754')?.route.name).toBe('answer-question-code-examId');
  });

  it('keeps the scroll position only on the question pages', () => {
    const kept = ALL_ROUTES.filter((def) => def.keepScroll).map((def) => def.path);
    expect(kept.sort()).toEqual(['/answer/question', '/quiz/standard']);
  });
});

describe('legacy aliases', () => {
  it.each([
    ['/payPage/BMBTI-1754', '/paying/paypage/BMBTI-1754'],
    ['/pay_success/BMBTI-1754', '/paying/success/BMBTI-1754'],
    ['/question/BMBTI-1754', '/answer/question/BMBTI-1754'],
    ['/email/BMBTI-1754', '/answer/email/BMBTI-1754'],
    ['/retrieve/BMBTI-1754', '/report/retrieve/BMBTI-1754'],
    ['/homePage/BMBTI-1754', '/landing/home/BMBTI-1754'],
    ['/relaxPage/BMBTI-1754', '/landing/relax/BMBTI-1754'],
    ['/help-detail/X1-2', '/helpDetail/X1-2'],
    ['/cancel-subscription/BMBTI-1754', '/cancel/subscription/BMBTI-1754'],
    ['/zh-cn/payPage/BMBTI-1754', '/zh-cn/paying/paypage/BMBTI-1754'],
    ['/de/homePage/BMBTI-1754/', '/de/landing/home/BMBTI-1754'],
    ['/userCenter/articles/detail/BMBTI-1754', '/userCenter/exploreMore/articles/detail/BMBTI-1754'],
  ])('%s redirects to %s', (from, to) => {
    expect(canonicalPathFor(from)).toBe(to);
    expect(isKnownPath(from)).toBe(true);
    expect(isKnownPath(to)).toBe(true);
  });

  it('every alias leads to a known route', () => {
    for (const alias of LEGACY_ALIASES) {
      const target = canonicalPathFor(`${alias.from}/BMBTI-1754`);
      expect(target, alias.from).not.toBeNull();
      expect(matchRoute(target ?? ''), alias.from).not.toBeNull();
    }
  });

  it('gives null for canonical routes and for aliases without the code-examId segment', () => {
    expect(canonicalPathFor('/paying/paypage/BMBTI-1754')).toBeNull();
    expect(canonicalPathFor('/payPage')).toBeNull();
    expect(canonicalPathFor('/')).toBeNull();
  });
});

describe('locale prefixes', () => {
  it.each([
    ['/zh-CN/index/BMBTI-1754', 'zh-CN', '/index/BMBTI-1754'],
    ['/zh-cn/index/BMBTI-1754', 'zh-CN', '/index/BMBTI-1754'],
    ['/hk/help', 'zh-HK', '/help'],
    ['/ja', 'ja-JP', '/'],
    ['/pt-PT/', 'pt-PT', '/'],
    ['/ko/user/login/BMBTI-1754', 'ko-KR', '/user/login/BMBTI-1754'],
    ['/help', null, '/help'],
  ])('%s has locale %s and rest %s', (path, locale, rest) => {
    expect(splitLocalePrefix(path)).toMatchObject({ locale, rest });
  });

  it('accepts every locale in its canonical, lower-case and short form', () => {
    for (const tag of LOCALES) {
      expect(isKnownPath(`/${tag}/index/BMBTI-1754`)).toBe(true);
      expect(isKnownPath(`/${tag.toLowerCase()}/answer/question/BMBTI-1754`)).toBe(true);
      expect(isKnownPath(`/${tag.slice(0, 2)}/index/BMBTI-1754`)).toBe(true);
    }
  });

  it('does not stack prefixes', () => {
    expect(isKnownPath('/ja/de/index/BMBTI-1754')).toBe(false);
  });

  it('puts a target under the current prefix', () => {
    expect(withLocalePrefix('/answer/question/BMBTI-1754', '/ja/index/BMBTI-1754')).toBe(
      '/ja/answer/question/BMBTI-1754',
    );
    expect(withLocalePrefix('/', '/zh-CN')).toBe('/zh-CN');
    expect(withLocalePrefix('/help', '/index/BMBTI-1754')).toBe('/help');
  });
});

describe('parseCodeExamId', () => {
  it('parses the code and the numeric exam id', () => {
    expect(parseCodeExamId('BMBTI-1754')).toEqual({ code: 'BMBTI', examId: 1754 });
    expect(parseCodeExamId('bmbti-1754')).toEqual({ code: 'bmbti', examId: 1754 });
    expect(parseCodeExamId('BMBTI-17a')).toBeNull();
    expect(parseCodeExamId('BM-BTI-1754')).toBeNull();
  });
});
