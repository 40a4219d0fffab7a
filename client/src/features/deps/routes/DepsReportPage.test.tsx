import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { DEPS_ORDER, depressionResult, depsBackend, depsHandlers, depsReport, withItem9 } from '../test/depsBackend';

const PAGE = `/report/result/DEPS-1801?order=${DEPS_ORDER}`;

beforeEach(() => {
  depsBackend.reset();
  server.use(...depsHandlers);
});

describe('depression screen: paid report', () => {
  it('shows the free result, each question as a bar with words and a table, the plan, the doctor talk and the trend', async () => {
    await renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your depression screen report' })).toBeTruthy();
    expect(screen.getByText('For Ana')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Mild symptoms' })).toBeTruthy();

    const symptoms = screen.getByRole('region', { name: 'Question by question' });
    const table = within(symptoms).getByRole('table', { name: 'Your answers, question by question' });
    expect(within(table).getAllByRole('row')).toHaveLength(10);
    expect(within(table).getByRole('row', { name: 'Sleep 2 of 3' })).toBeTruthy();
    expect(within(symptoms).getByText('What sleep at this level means.')).toBeTruthy();

    expect(within(screen.getByRole('region', { name: 'Patterns in your answers' })).getByRole('row', { name: 'Body 5 of 9' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your self-help plan' }).textContent).toContain('Move a little every day');

    const doctor = screen.getByRole('region', { name: 'Talking to your doctor' });
    const pdf = within(doctor).getByRole('link', { name: 'Download the one-page summary (PDF)' });
    expect(pdf.getAttribute('href')).toBe('/files/doctor-summary.pdf');
    expect(within(doctor).getByText('“I have been feeling low for two weeks.”')).toBeTruthy();

    const retest = screen.getByRole('region', { name: 'Take the screen again' });
    expect(within(retest).getByText('Suggested date: December 11, 2026')).toBeTruthy();
    expect(within(retest).getByText('Nov 13, 2026: 11 of 27 (Moderate)')).toBeTruthy();
    expect(within(retest).getByRole('table', { name: 'Your trend' })).toBeTruthy();
    expect(within(retest).getByRole('link', { name: 'Take the screen again' }).getAttribute('href')).toBe('/answer/question/DEPS-1801');
    expect(depsBackend.asked.at(-1)).toMatchObject({ orderNumber: DEPS_ORDER, locale: 'en-US', token: null });
  });

  it('puts the crisis lines before the score when item 9 was answered above 0, and draws no trend for a first screen', async () => {
    const report = depsReport({ result: withItem9() as never });
    depsBackend.setReport({ ...report, retest: { ...report.retest, trend: report.retest.trend.slice(1) } });
    await renderApp(PAGE);
    const crisis = await screen.findByRole('region', { name: 'You are not alone' });
    const score = screen.getByRole('region', { name: 'Mild symptoms' });
    expect(crisis.compareDocumentPosition(score) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Your trend' })).toBeNull();
  });

  it('speaks Japanese throughout, the free result’s words included', async () => {
    depsBackend.setReport(depsReport({ result: withItem9() as never }));
    await renderApp(`/ja-JP/report/result/DEPS-1801?order=${DEPS_ORDER}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'うつ病スクリーニングのレポート' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '緊急の場合は911に電話' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '次にできること' })).toBeTruthy();
  });

  it('says the report is being prepared, and that an unknown one cannot be opened', async () => {
    depsBackend.setStatus('GENERATING');
    const { unmount } = await renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'Your report is being prepared' })).toBeTruthy();
    unmount();
    depsBackend.setResult(depressionResult());
    await renderApp('/report/result/DEPS-1801?order=R000');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your depression screen report' })).toBeNull();
  });
});
