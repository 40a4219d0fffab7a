import { describe, expect, it } from 'vitest';
import { matchRoute } from '@innerscope/shared/routes';
import { leadsToBuiltPage } from '../../shared/navigation';
import { categoryOfSlug, countryOfLocale, slugOf } from './testCentrePaths';

describe('test centre paths', () => {
  it('are built pages, so menus may link to them, under every alias and locale prefix', () => {
    for (const path of [
      '/userCenter/exploreMore/testCenter',
      '/userCenter/exploreMore/testCenter/BMBTI-1754',
      '/userCenter/exploreMore/testCenter/list/BMBTI-1754',
      '/ko/userCenter/exploreMore/testCenter/list',
    ]) {
      expect(leadsToBuiltPage(path), path).toBe(true);
    }
    expect(matchRoute('/userCenter/exploreMore/testCenter/DEPS-1801')?.route.page).toBe('testCentre');
    expect(matchRoute('/userCenter/exploreMore/testCenter/list')?.route.page).toBe('testCentreList');
  });

  it('read a tab from its slug, the first tab for an unknown one', () => {
    expect(categoryOfSlug('iq')).toBe('IQ');
    expect(categoryOfSlug('astrology')).toBe('MENTAL_HEALTH');
    expect(categoryOfSlug(null)).toBe('MENTAL_HEALTH');
    expect(slugOf('PERSONALITY')).toBe('personality');
  });

  it('price in the currency of the locale\'s country', () => {
    expect(countryOfLocale('ko-KR')).toBe('KR');
    expect(countryOfLocale('zh-HK')).toBe('HK');
    expect(countryOfLocale('en')).toBeNull();
  });
});
