import { defineMessages } from 'react-intl';

/** The customers section on the studio home. */
export const customerSectionMessages = defineMessages({
  title: { id: 'studio.customers.title', defaultMessage: 'Customers', description: 'Studio section and page heading: find a customer and help them' },
  sectionText: {
    id: 'studio.customers.sectionText',
    defaultMessage: 'Find a customer by e-mail address or order number; resend a report, cancel a plan or refund a payment.',
    description: 'Studio home card text of the customers section',
  },
});
