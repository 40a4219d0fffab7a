import type { DepressionReportModel } from '../modules/report/examReport.models';
import type { Locale } from '../shared/locales';
import { type Block, composeEmail, type RenderedEmail } from './compose';
import { translator } from './messages';
import { paidBlocks, type ReceiptParams } from './templates';

/**
 * The e-mail a paid report of an exam written as data arrives in (the depression screen, the psychological map, the
 * matrix reasoning test, whose range is given in the words of its report):
 * the link to the report, the PDF attached, and the receipt. For the depression screen, when item 9 was answered
 * above 0, the crisis lines for the buyer's country come first, before anything else. No tracking and no offers.
 */
export function examReportEmail(
  locale: Locale,
  p: ReceiptParams & { examName: string; firstName: string | null; depression: DepressionReportModel | null; iqHeadline?: string | null },
): RenderedEmail {
  const t = translator(locale);
  const intro = t('examReport.intro', { exam: p.examName });
  const r = p.depression?.result;
  const crisis: Block[] = [];
  if (r?.item9Flag && r.crisis) {
    crisis.push({ kind: 'heading', text: r.item9Title ?? t('examReport.crisisTitle') });
    if (r.item9Body) crisis.push({ kind: 'text', text: r.item9Body });
    const lines = [
      ...(r.crisis.emergency ? [t('examReport.emergency', { number: r.crisis.emergency })] : []),
      ...[...r.crisis.lines, ...r.crisis.international].map((l) =>
        [l.name, l.phone && t('examReport.call', { number: l.phone }), l.text && t('examReport.text', { number: l.text }), l.url, l.hours].filter(Boolean).join(' · '),
      ),
    ];
    crisis.push({ kind: 'summary', lines });
  }
  return composeEmail(locale, {
    subject: t('examReport.subject', { exam: p.examName }),
    preview: r?.item9Flag && r.item9Title ? r.item9Title : intro,
    blocks: [
      ...crisis,
      { kind: 'text', text: p.firstName ? t('report.greeting', { name: p.firstName }) : t('report.greetingNoName') },
      { kind: 'text', text: intro },
      ...(r ? [{ kind: 'text', text: t('examReport.phq9', { score: r.score, band: r.bandTitle }) } as const] : []),
      ...(p.iqHeadline ? [{ kind: 'text', text: p.iqHeadline } as const] : []),
      { kind: 'button', label: t('report.view'), url: p.resultsUrl },
      { kind: 'text', text: t('report.attached'), muted: true },
      ...paidBlocks(t, p),
    ],
  });
}
