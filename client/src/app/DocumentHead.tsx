import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { wordedExamOf } from '../features/exam/answerKinds/wordedExam';
import { appMessages, examTitleMessages } from './messages';

/**
 * Keeps the tab title in the current language (naming the test on the pages of a test with its own words) and
 * the favicon in the current theme.
 */
export function DocumentHead({ icon, codeExamId }: { icon: string; codeExamId: string | null }) {
  const intl = useIntl();
  const exam = wordedExamOf(codeExamId);
  const title = exam
    ? intl.formatMessage(examTitleMessages.examDocumentTitle, { exam })
    : intl.formatMessage(appMessages.documentTitle);

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (link && link.getAttribute('href') !== icon) link.setAttribute('href', icon);
  }, [icon]);

  return null;
}
