import { defineMessages } from 'react-intl';

const plain = defineMessages({
  start: { id: 'invite.start', defaultMessage: 'Agree and start the test', description: 'Button: give consent and start' },
  starting: { id: 'invite.starting', defaultMessage: 'Starting…', description: 'Button while the test starts' },
  decline: { id: 'invite.decline', defaultMessage: 'Decline', description: 'Button: refuse the invitation' },
  consentNeeded: { id: 'invite.consentNeeded', defaultMessage: 'Tick the box to agree first, or decline.', description: 'Start pressed without consent' },
  continue: { id: 'invite.continue', defaultMessage: 'Continue the test', description: 'Button: back to a test already started' },
  startedTitle: { id: 'invite.startedTitle', defaultMessage: 'Your test has started', description: 'Heading once consent was given' },
  declinedTitle: { id: 'invite.declinedTitle', defaultMessage: 'You declined this invitation', description: 'Heading after declining' },
  completedTitle: { id: 'invite.completedTitle', defaultMessage: 'You have finished this test', description: 'Heading for a finished invitation' },
  notFoundTitle: { id: 'invite.notFoundTitle', defaultMessage: 'This invitation link does not work', description: 'Heading for an unknown link' },
  notFoundBody: { id: 'invite.notFoundBody', defaultMessage: 'Check that you copied the whole link, or ask the sender for a new one.', description: 'Body for an unknown link' },
  loadFailed: { id: 'invite.loadFailed', defaultMessage: 'The invitation could not be loaded.', description: 'Loading failed' },
  loadFailedBody: { id: 'invite.loadFailedBody', defaultMessage: 'Check your connection and try again.', description: 'Body of the load failure' },
  retry: { id: 'invite.retry', defaultMessage: 'Try again', description: 'Retry button' },
  answerFailed: { id: 'invite.answerFailed', defaultMessage: 'Your answer could not be saved. Try again.', description: 'The consent or decline call failed' },
  loading: { id: 'invite.loading', defaultMessage: 'Loading the invitation…', description: 'Accessible label while loading' },
});

const valued = defineMessages<{ title: { partner: string; exam: string }; who: { partner: string }; choice: { partner: string }; consentLabel: { partner: string }; startedBody: { partner: string }; declinedBody: { partner: string }; completedBody: { partner: string } }>({
  title: { id: 'invite.title', defaultMessage: '{partner} invited you to take {exam}', description: 'Heading: the partner and the test' },
  who: {
    id: 'invite.who',
    defaultMessage: 'When you finish, {partner} will receive your result and your full report. Nobody else sees them through this invitation.',
    description: 'What is shared and with whom',
  },
  choice: {
    id: 'invite.choice',
    defaultMessage: 'Nothing is shared unless you agree. If you decline, the test does not start and {partner} receives nothing.',
    description: 'Consent is needed; declining shares nothing',
  },
  consentLabel: { id: 'invite.consentLabel', defaultMessage: 'I agree to share my result and report with {partner}', description: 'Consent checkbox label' },
  startedBody: { id: 'invite.startedBody', defaultMessage: 'You agreed to share your result with {partner}. Pick up where you left off.', description: 'Body once consent was given' },
  declinedBody: { id: 'invite.declinedBody', defaultMessage: 'Nothing was shared with {partner}.', description: 'Body after declining' },
  completedBody: { id: 'invite.completedBody', defaultMessage: 'Your result was shared with {partner}, as you agreed.', description: 'Body for a finished invitation' },
});

/** The consent page of a partner's invitation (`/invite?i=`). Its words travel in the funnel bundle. */
export const inviteMessages = { ...plain, ...valued };
