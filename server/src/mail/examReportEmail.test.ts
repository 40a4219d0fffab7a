import { describe, expect, it } from 'vitest';
import type { DepressionReportModel } from '../modules/report/examReport.models';
import { LOCALES } from '../shared/locales';
import { examReportEmail } from './examReportEmail';
import { compileLayouts } from './layout';

await compileLayouts();

const receipt = { orderNumber: 'R-1801', amountToday: '$6.99', resultsUrl: 'https://innerscope.test/report/result/DEPS-1801?order=R', cancelUrl: 'https://innerscope.test/c', plan: null };

function screen(item9: number): DepressionReportModel {
  return {
    result: {
      score: 11, maxScore: 27, band: 'MODERATE', bandTitle: 'Moderate', summary: '', nextSteps: [], wellbeingIndex: 40, wellbeingLevel: 'LOW',
      wellbeingTitle: '', wellbeingText: '', item9Flag: item9 > 0, item9Title: item9 > 0 ? 'Please reach out now' : null, item9Body: item9 > 0 ? 'You said you had such thoughts.' : null,
      crisis: item9 > 0 ? { country: 'US', emergency: '911', lines: [{ name: '988 Suicide & Crisis Lifeline', phone: '988', text: '988', url: 'https://988lifeline.org', hours: '24/7' }], international: [], reviewedOn: '2026-11-27' } : null,
      disclaimer: '', attribution: null,
    },
    symptoms: [], patterns: [], selfHelpPlan: [], doctorTalk: { title: '', intro: '', checklist: [], phrases: [], pdfUrl: null },
    retest: { title: '', body: '', dueAt: new Date(), trend: [] },
  };
}

describe('the e-mail of an exam report', () => {
  it.each(LOCALES)('%s: crisis lines come first when item 9 was above 0, and no placeholder is left', (locale) => {
    const mail = examReportEmail(locale, { ...receipt, examName: 'Depression Screen', firstName: 'Ana', depression: screen(1) });
    expect(mail.text.indexOf('988 Suicide & Crisis Lifeline')).toBeGreaterThanOrEqual(0);
    expect(mail.text.indexOf('988 Suicide & Crisis Lifeline')).toBeLessThan(mail.text.indexOf('Ana'));
    expect(mail.text.indexOf('911')).toBeLessThan(mail.text.indexOf('Ana'));
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{[a-z]+\}/);
    expect(mail.subject).toContain('Depression Screen');
  });

  it('has no crisis block when item 9 was 0, and none for the psychological map', () => {
    expect(examReportEmail('en-US', { ...receipt, examName: 'Depression Screen', firstName: null, depression: screen(0) }).text).not.toContain('988');
    const map = examReportEmail('en-US', { ...receipt, examName: 'Psychological Map', firstName: null, depression: null });
    expect(map.text).not.toContain('PHQ-9');
    expect(map.text).toContain('R-1801');
  });
});
