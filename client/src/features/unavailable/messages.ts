import { defineMessages } from 'react-intl';

export const unavailableMessages = defineMessages({
  title: {
    id: 'unavailable.title',
    defaultMessage: 'This page is not available yet',
    description: 'Heading on pages of the site that are not offered yet',
  },
  body: {
    id: 'unavailable.body',
    defaultMessage: 'We are still preparing this part of Innerscope. Please come back soon.',
    description: 'Short explanation under the heading on pages that are not offered yet',
  },
  home: {
    id: 'unavailable.home',
    defaultMessage: 'Back to home',
    description: 'Link from a page that is not available yet to the home page',
  },
});
