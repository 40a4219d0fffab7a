import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

export const appMessages = defineMessages({
  documentTitle: {
    id: 'app.documentTitle',
    defaultMessage: 'Innerscope · 16-type personality test',
    description: 'Browser tab title of the site',
  },
  skipToContent: {
    id: 'app.skipToContent',
    defaultMessage: 'Skip to content',
    description: 'Keyboard skip link at the top of every page that jumps to the main content',
  },
});

/** The tab title on the pages of a test with words of its own. */
export const examTitleMessages = defineMessages<{ examDocumentTitle: { exam: 'DEPS' | 'YDGX' } }>({
  examDocumentTitle: {
    id: 'app.documentTitle.exam',
    defaultMessage:
      '{exam, select, DEPS {Innerscope · Depression screen} YDGX {Innerscope · Psychological map} other {Innerscope}}',
    description: 'Browser tab title on the pages of the depression screen (DEPS) and the psychological map (YDGX)',
  },
});

export const errorMessages = defineMessages<{
  notFoundTitle: NoMessageValues;
  notFoundMessage: { path: MessageValue };
  genericTitle: NoMessageValues;
  genericMessage: NoMessageValues;
  statusLabel: { status: number };
  goHome: NoMessageValues;
}>({
  notFoundTitle: {
    id: 'error.notFound.title',
    defaultMessage: 'Page Not Found',
    description: 'Heading of the error screen when the address matches no page (HTTP 404)',
  },
  notFoundMessage: {
    id: 'error.notFound.message',
    defaultMessage: 'Page Not Found: {path}',
    description: 'Error screen text for an unknown address; {path} is the full address the visitor asked for, with its query',
  },
  genericTitle: {
    id: 'error.generic.title',
    defaultMessage: 'Something went wrong',
    description: 'Heading of the error screen for any unexpected error',
  },
  genericMessage: {
    id: 'error.generic.message',
    defaultMessage: 'Please try again in a moment.',
    description: 'Error screen text for an unexpected error',
  },
  statusLabel: {
    id: 'error.statusLabel',
    defaultMessage: 'Error {status}',
    description: 'Accessible label of the large status code on the error screen, such as Error 404',
  },
  goHome: {
    id: 'error.goHome',
    defaultMessage: 'Go back home',
    description: 'Button on the error screen that returns to the home page',
  },
});
