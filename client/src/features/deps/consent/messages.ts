import { defineMessages, type MessageTag, type NoMessageValues } from 'react-intl';

/** The depression screen's consent to health data, before its first question (in the funnel's bundle). */
export const healthConsentMessages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  whatTitle: NoMessageValues;
  what: NoMessageValues;
  whyTitle: NoMessageValues;
  why: NoMessageValues;
  neverTitle: NoMessageValues;
  never: NoMessageValues;
  keepTitle: NoMessageValues;
  keep: { link: MessageTag };
  agree: NoMessageValues;
  start: NoMessageValues;
  starting: NoMessageValues;
  back: NoMessageValues;
  failed: NoMessageValues;
  refused: NoMessageValues;
}>({
  title: { id: 'exam.healthConsent.title', defaultMessage: 'Before you start', description: 'Heading of the consent step before the depression screen' },
  intro: {
    id: 'exam.healthConsent.intro',
    defaultMessage: 'This screen asks how you have felt over the last two weeks. Your answers are health data, so we only take them with your explicit consent.',
    description: 'Opening paragraph of the consent step: why consent is asked',
  },
  whatTitle: { id: 'exam.healthConsent.whatTitle', defaultMessage: 'What we keep', description: 'Consent step: heading of what is collected' },
  what: { id: 'exam.healthConsent.what', defaultMessage: 'Your answers to the 14 questions and the score calculated from them.', description: 'Consent step: what is collected' },
  whyTitle: { id: 'exam.healthConsent.whyTitle', defaultMessage: 'Why', description: 'Consent step: heading of the purpose' },
  why: { id: 'exam.healthConsent.why', defaultMessage: 'Only to calculate your result and show it to you.', description: 'Consent step: the purpose of processing' },
  neverTitle: { id: 'exam.healthConsent.neverTitle', defaultMessage: 'What we never do', description: 'Consent step: heading of what the data is never used for' },
  never: {
    id: 'exam.healthConsent.never',
    defaultMessage: 'We never use your answers for advertising or tracking, and we share them with nobody.',
    description: 'Consent step: no advertising, no tracking, no sharing',
  },
  keepTitle: { id: 'exam.healthConsent.keepTitle', defaultMessage: 'How long', description: 'Consent step: heading of retention and deletion' },
  keep: {
    id: 'exam.healthConsent.keep',
    defaultMessage: 'We keep them until you delete them: deleting your account erases them, or you can ask us at any time. <link>Read our privacy policy</link>',
    description: 'Consent step: retention and how to delete; <link> opens the privacy policy',
  },
  agree: {
    id: 'exam.healthConsent.agree',
    defaultMessage: 'I agree that Innerscope processes my answers to this screen, which are health data, to calculate and show my result.',
    description: 'Label of the consent checkbox (not ticked by default)',
  },
  start: { id: 'exam.healthConsent.start', defaultMessage: 'Start the screen', description: 'Button that starts the depression screen once consent is ticked' },
  starting: { id: 'exam.healthConsent.starting', defaultMessage: 'Starting…', description: 'Start button while the consent is being saved' },
  back: { id: 'exam.healthConsent.back', defaultMessage: 'Back', description: 'Link leaving the consent step without starting' },
  failed: {
    id: 'exam.healthConsent.failed',
    defaultMessage: 'Your consent could not be saved. Check your connection and try again.',
    description: 'Error when the consent could not reach the server',
  },
  refused: {
    id: 'exam.healthConsent.refused',
    defaultMessage: 'The screen can only start once your consent is recorded. Please reload the page and try again.',
    description: 'Error when the server refused the consent (HEALTH_CONSENT_REQUIRED)',
  },
});
