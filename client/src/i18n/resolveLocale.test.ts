import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { localeCookieString, readLocaleCookie } from './localeCookie';
import { countryFor, normalizeLocale, resolveLocale } from '@innerscope/shared/locales';
import { localizedUrl } from './localizedUrl';

const none = { search: '', pathname: '/', cookie: null, languages: [] as string[] };

describe('normalizeLocale', () => {
  it.each([
    ['zh-CN', 'zh-CN'],
    ['zh_cn', 'zh-CN'],
    ['ZH-cn', 'zh-CN'],
    ['CN', 'zh-CN'],
    ['cn', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['HK', 'zh-HK'],
    ['zh-TW', 'zh-HK'],
    ['zh-Hant-TW', 'zh-HK'],
    ['JA', 'ja-JP'],
    ['jp', 'ja-JP'],
    ['KR', 'ko-KR'],
    ['ko', 'ko-KR'],
    ['EN', 'en-US'],
    ['en-GB', 'en-US'],
    ['FR', 'fr-FR'],
    ['fr-CA', 'fr-FR'],
    ['ES', 'es-ES'],
    ['DE', 'de-DE'],
    ['PT', 'pt-PT'],
    ['pt-BR', 'pt-PT'],
  ])('%s is %s', (raw, locale) => {
    expect(normalizeLocale(raw)).toBe(locale);
  });

  it.each(['', 'it', 'xx-YY', 'kr-KR', 'english'])('%s is none of the nine', (raw) => {
    expect(normalizeLocale(raw)).toBeNull();
  });
});

describe('resolveLocale', () => {
  it('prefers the hl query over everything else', () => {
    expect(
      resolveLocale({ search: '?hl=kr', pathname: '/de/index/BMBTI-1754', cookie: 'ja-JP', languages: ['fr-FR'] }),
    ).toEqual({ locale: 'ko-KR', source: 'query' });
  });

  it('then the locale prefix of the path', () => {
    expect(
      resolveLocale({ search: '?x=1', pathname: '/de/index/BMBTI-1754', cookie: 'ja-JP', languages: ['fr-FR'] }),
    ).toEqual({ locale: 'de-DE', source: 'path' });
  });

  it('then the stored locale', () => {
    expect(resolveLocale({ ...none, cookie: 'ja-JP', languages: ['fr-FR'] })).toEqual({
      locale: 'ja-JP',
      source: 'cookie',
    });
  });

  it('then the first browser language it supports', () => {
    expect(resolveLocale({ ...none, languages: ['it-IT', 'pt-BR', 'fr-FR'] })).toEqual({
      locale: 'pt-PT',
      source: 'browser',
    });
  });

  it('then en-US', () => {
    expect(resolveLocale({ ...none, languages: ['it-IT'] })).toEqual({ locale: 'en-US', source: 'default' });
  });

  it('skips values that name no supported locale', () => {
    expect(resolveLocale({ ...none, search: '?hl=xx', cookie: 'nonsense', languages: ['es'] })).toEqual({
      locale: 'es-ES',
      source: 'browser',
    });
  });
});

describe('locale cookie', () => {
  it('lasts 365 days on every path with SameSite=Lax, Secure only when asked', () => {
    expect(localeCookieString('zh-HK', { secure: false })).toBe(
      'i18n_redirected=zh-HK; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(localeCookieString('zh-HK', { secure: true })).toMatch(/; Secure$/);
  });

  it('is read from a cookie header', () => {
    expect(readLocaleCookie('a=1; i18n_redirected=ja-JP; b=2')).toBe('ja-JP');
    expect(readLocaleCookie('a=1')).toBeNull();
  });
});

describe('localizedUrl', () => {
  it('moves a locale prefix and an hl parameter to the new locale', () => {
    expect(localizedUrl({ pathname: '/zh-cn/help', search: '?hl=CN&x=1', hash: '#a' }, 'ja-JP')).toEqual({
      pathname: '/ja-JP/help',
      search: '?hl=ja-JP&x=1',
      hash: '#a',
    });
    expect(localizedUrl({ pathname: '/ja', search: '', hash: '' }, 'de-DE').pathname).toBe('/de-DE');
    expect(localizedUrl({ pathname: '/help', search: '?x=1', hash: '' }, 'de-DE')).toEqual({
      pathname: '/help',
      search: '?x=1',
      hash: '',
    });
  });
});

describe('countryFor', () => {
  it('takes the browser region, else the locale region', () => {
    expect(countryFor('en-US', 'en-GB')).toBe('GB');
    expect(countryFor('zh-HK', 'zh-Hant-HK')).toBe('HK');
    expect(countryFor('ja-JP', 'ja')).toBe('JP');
    expect(countryFor('pt-PT', undefined)).toBe('PT');
  });
});

describe('locale in the app', () => {
  it('follows hl over the path prefix and the cookie, and remembers it', async () => {
    document.cookie = 'i18n_redirected=ja-JP; Path=/';
    await renderApp('/de/index/BMBTI-1754?hl=kr');
    expect(screen.getByRole('heading', { level: 1, name: '나는 어떻게 생각하고, 느끼고, 관계를 맺을까' })).toBeTruthy();
    expect(readLocaleCookie(document.cookie)).toBe('ko-KR');
    expect(document.documentElement.lang).toBe('ko-KR');
  });

  it('follows the path prefix over the cookie', async () => {
    document.cookie = 'i18n_redirected=ja-JP; Path=/';
    await renderApp('/de/index/BMBTI-1754');
    expect(screen.getAllByRole('link', { name: 'Test starten' })[0]).toBeTruthy();
  });

  it('follows the cookie over the browser', async () => {
    document.cookie = 'i18n_redirected=fr-FR; Path=/';
    await renderApp('/');
    expect(screen.getAllByRole('link', { name: 'Commencer le test' })[0]).toBeTruthy();
  });

  it('switches language from the header, keeping the cookie and hl in step', async () => {
    const { user } = await renderApp('/?hl=en&utm_source=ad');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), '繁體中文');
    expect(await screen.findByRole('heading', { level: 1, name: '了解你如何思考、感受及與人相處' })).toBeTruthy();
    expect(window.location.search).toBe('?hl=zh-HK&utm_source=ad');
    expect(readLocaleCookie(document.cookie)).toBe('zh-HK');
    expect(document.documentElement.lang).toBe('zh-HK');
  });
});
