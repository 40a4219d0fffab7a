// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paymentTarget, reportEntryTarget, reportRefFrom, retrieveSearch, searchWithLocale, searchWithTab, tabFrom } from './reportPaths';

describe('report paths', () => {
  it('reads the order and its key, or nothing without an order', () => {
    expect(reportRefFrom('?order=A1&t=sig')).toEqual({ orderNumber: 'A1', token: 'sig' });
    expect(reportRefFrom('?order=A1')).toEqual({ orderNumber: 'A1', token: null });
    expect(reportRefFrom('?t=sig')).toBeNull();
  });

  it('keeps the tab in the query, the Overview leaving none', () => {
    expect(tabFrom('?tab=dimensions')).toBe('dimensions');
    expect(tabFrom('?tab=other')).toBe('overview');
    expect(searchWithTab('?order=A1&hl=en-US', 'dimensions')).toBe('?order=A1&hl=en-US&tab=dimensions');
    expect(searchWithTab('?order=A1&tab=dimensions', 'overview')).toBe('?order=A1');
    expect(searchWithLocale('?order=A1&hl=zh', 'zh-CN')).toBe('?order=A1&hl=zh-CN');
  });

  it('sends /report on to the order’s report, or to the retrieve page', () => {
    expect(reportEntryTarget('?order=A1&hl=fr-FR')).toEqual({
      pathname: '/report/result/BMBTI-1754',
      search: '?order=A1&hl=fr-FR',
    });
    expect(reportEntryTarget('?hl=fr-FR')).toEqual({ pathname: '/report/retrieve/BMBTI-1754', search: '?hl=fr-FR' });
  });

  it('takes only the language to the retrieve page', () => {
    expect(retrieveSearch('?order=A1&t=sig&hl=ja-JP')).toBe('?hl=ja-JP');
    expect(retrieveSearch('?order=A1')).toBe('');
  });

  it('leads an unpaid report to payment with its order, without the report’s key or tab', () => {
    expect(paymentTarget('BMBTI-1754', '?order=A1&t=sig&tab=dimensions&hl=de-DE&utm_source=mail', 'A1')).toEqual({
      pathname: '/paying/payment/BMBTI-1754',
      search: '?order=A1&hl=de-DE&utm_source=mail',
    });
  });
});
