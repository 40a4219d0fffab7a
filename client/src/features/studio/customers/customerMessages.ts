import { defineMessages, type NoMessageValues } from 'react-intl';

type Catalogue<Plain extends string, Valued = NoMessageValues> = Record<Plain, NoMessageValues> & Valued;

/** The studio's customer pages. Ids start with `studio.` so they travel in the studio's own bundle. */
export const customerMessages = defineMessages<
  Catalogue<
    | 'intro'
    | 'query'
    | 'search'
    | 'searching'
    | 'noMatch'
    | 'email'
    | 'orders'
    | 'lastOrder'
    | 'back'
    | 'notFound'
    | 'masked'
    | 'reveal'
    | 'revealing'
    | 'revealed'
    | 'revealNote'
    | 'name'
    | 'noAccount'
    | 'payments'
    | 'subscriptions'
    | 'reports'
    | 'emails'
    | 'consents'
    | 'none'
    | 'orderNumber'
    | 'product'
    | 'status'
    | 'total'
    | 'created'
    | 'paid'
    | 'provider'
    | 'method'
    | 'amount'
    | 'card'
    | 'refunded'
    | 'refundable'
    | 'actions'
    | 'refund'
    | 'tier'
    | 'periodEnd'
    | 'nextCharge'
    | 'cancel'
    | 'emailed'
    | 'yes'
    | 'no'
    | 'resend'
    | 'template'
    | 'subject'
    | 'sent'
    | 'agreedAt'
    | 'textVersion'
    | 'renewal'
    | 'refundTitle'
    | 'refundAll'
    | 'refundPart'
    | 'refundAmount'
    | 'reason'
    | 'reasonHelp'
    | 'refundSubmit'
    | 'refunding'
    | 'refundFailedNote'
    | 'close'
    | 'cancelTitle'
    | 'cancelText'
    | 'cancelSubmit'
    | 'cancelled'
    | 'resendTitle'
    | 'resendText'
    | 'resendSubmit'
    | 'resent'
    | 'alreadyResent'
    | 'working',
    { refundLeft: { amount: string }; refundDone: { amount: string }; refundText: { orderNumber: string; amount: string } }
  >
>({
  intro: { id: 'studio.customers.intro', defaultMessage: 'Search by e-mail address or order number. Personal data stays masked until you reveal it; every reveal and every action goes to the audit log.', description: 'Intro of the customers page' },
  query: { id: 'studio.customers.query', defaultMessage: 'E-mail address or order number', description: 'Label of the customer search field' },
  search: { id: 'studio.customers.search', defaultMessage: 'Search', description: 'Button that searches for a customer' },
  searching: { id: 'studio.customers.searching', defaultMessage: 'Searching…', description: 'Search button while the search runs' },
  noMatch: { id: 'studio.customers.noMatch', defaultMessage: 'No customer with that e-mail address or order number.', description: 'The search found nobody' },
  email: { id: 'studio.customers.email', defaultMessage: 'E-mail address', description: 'Column and field: the customer’s e-mail address' },
  orders: { id: 'studio.customers.orders', defaultMessage: 'Orders', description: 'Column: number of orders; heading of the orders table' },
  lastOrder: { id: 'studio.customers.lastOrder', defaultMessage: 'Last order', description: 'Column: when the customer last ordered' },
  back: { id: 'studio.customers.back', defaultMessage: 'Back to the search', description: 'Link from a customer’s page back to the search' },
  notFound: { id: 'studio.customers.notFound', defaultMessage: 'This customer could not be found.', description: 'A customer page for an unknown reference' },
  masked: { id: 'studio.customers.masked', defaultMessage: 'Personal data is masked.', description: 'Shown above the reveal button' },
  reveal: { id: 'studio.customers.reveal', defaultMessage: 'Reveal', description: 'Button that shows the masked personal data (audited)' },
  revealing: { id: 'studio.customers.revealing', defaultMessage: 'Revealing…', description: 'Reveal button while it works' },
  revealed: { id: 'studio.customers.revealed', defaultMessage: 'Personal data shown. The reveal is in the audit log.', description: 'Shown once the personal data is revealed' },
  revealNote: { id: 'studio.customers.revealNote', defaultMessage: 'Reveal only what you need to help this customer.', description: 'Reminder next to the reveal button' },
  name: { id: 'studio.customers.name', defaultMessage: 'Account name', description: 'Label: the name on the customer’s account' },
  noAccount: { id: 'studio.customers.noAccount', defaultMessage: 'No account', description: 'The customer has no account' },
  payments: { id: 'studio.customers.payments', defaultMessage: 'Payments', description: 'Heading of the payments table' },
  subscriptions: { id: 'studio.customers.subscriptions', defaultMessage: 'Plans', description: 'Heading of the subscriptions table' },
  reports: { id: 'studio.customers.reports', defaultMessage: 'Reports', description: 'Heading of the reports table' },
  emails: { id: 'studio.customers.emails', defaultMessage: 'E-mails sent', description: 'Heading of the table of e-mails sent to the customer' },
  consents: { id: 'studio.customers.consents', defaultMessage: 'Consents', description: 'Heading of the table of what the customer agreed to' },
  none: { id: 'studio.customers.none', defaultMessage: 'None', description: 'An empty table on the customer page' },
  orderNumber: { id: 'studio.customers.orderNumber', defaultMessage: 'Order', description: 'Column: order number' },
  product: { id: 'studio.customers.product', defaultMessage: 'Product', description: 'Column: what was bought' },
  status: { id: 'studio.customers.status', defaultMessage: 'Status', description: 'Column: status' },
  total: { id: 'studio.customers.total', defaultMessage: 'Total', description: 'Column: order total' },
  created: { id: 'studio.customers.created', defaultMessage: 'Created', description: 'Column: when it was created' },
  paid: { id: 'studio.customers.paid', defaultMessage: 'Paid', description: 'Column: when the order was paid' },
  provider: { id: 'studio.customers.provider', defaultMessage: 'Processor', description: 'Column: the payment processor (Stripe, PayPal, sandbox)' },
  method: { id: 'studio.customers.method', defaultMessage: 'Method', description: 'Column: payment method (card, PayPal...)' },
  amount: { id: 'studio.customers.amount', defaultMessage: 'Amount', description: 'Column: amount' },
  card: { id: 'studio.customers.card', defaultMessage: 'Card', description: 'Column: card brand and last four digits' },
  refunded: { id: 'studio.customers.refunded', defaultMessage: 'Refunded', description: 'Column: how much was refunded' },
  refundable: { id: 'studio.customers.refundable', defaultMessage: 'Left to refund', description: 'Column: how much can still be refunded' },
  actions: { id: 'studio.customers.actions', defaultMessage: 'Actions', description: 'Column: buttons acting on the row' },
  refund: { id: 'studio.customers.refund', defaultMessage: 'Refund', description: 'Button that opens the refund form of a payment' },
  tier: { id: 'studio.customers.tier', defaultMessage: 'Plan', description: 'Column: the plan (basic or premium)' },
  periodEnd: { id: 'studio.customers.periodEnd', defaultMessage: 'Period ends', description: 'Column: end of the paid period or trial' },
  nextCharge: { id: 'studio.customers.nextCharge', defaultMessage: 'Next charge', description: 'Column: when the plan is next charged' },
  cancel: { id: 'studio.customers.cancel', defaultMessage: 'Cancel plan', description: 'Button that cancels a subscription' },
  emailed: { id: 'studio.customers.emailed', defaultMessage: 'E-mailed', description: 'Column: whether the report e-mail went out' },
  yes: { id: 'studio.customers.yes', defaultMessage: 'Yes', description: 'Yes in a table cell' },
  no: { id: 'studio.customers.no', defaultMessage: 'No', description: 'No in a table cell' },
  resend: { id: 'studio.customers.resend', defaultMessage: 'Resend e-mail', description: 'Button that sends the report e-mail again' },
  template: { id: 'studio.customers.template', defaultMessage: 'Kind', description: 'Column: which e-mail it was (report, receipt...)' },
  subject: { id: 'studio.customers.subject', defaultMessage: 'Subject', description: 'Column: e-mail subject' },
  sent: { id: 'studio.customers.sent', defaultMessage: 'Sent', description: 'Column: when the e-mail was sent' },
  agreedAt: { id: 'studio.customers.agreedAt', defaultMessage: 'Agreed', description: 'Column: when the customer agreed to the terms' },
  textVersion: { id: 'studio.customers.textVersion', defaultMessage: 'Terms version', description: 'Column: version of the terms text shown' },
  renewal: { id: 'studio.customers.renewal', defaultMessage: 'Automatic renewal', description: 'Column: whether the customer agreed to automatic renewal' },
  refundTitle: { id: 'studio.customers.refundTitle', defaultMessage: 'Refund a payment', description: 'Heading of the refund form' },
  refundText: { id: 'studio.customers.refundText', defaultMessage: 'Order {orderNumber}. Up to {amount} can be refunded. The money goes back through the payment’s processor and the customer gets an e-mail.', description: 'Explains the refund form' },
  refundAll: { id: 'studio.customers.refundAll', defaultMessage: 'All that is left', description: 'Choice: refund everything that is left' },
  refundPart: { id: 'studio.customers.refundPart', defaultMessage: 'Part of it', description: 'Choice: refund part of the payment' },
  refundAmount: { id: 'studio.customers.refundAmount', defaultMessage: 'Amount to refund', description: 'Field: amount of a partial refund, in the payment’s currency' },
  reason: { id: 'studio.customers.reason', defaultMessage: 'Reason', description: 'Field: why the refund is made' },
  reasonHelp: { id: 'studio.customers.reasonHelp', defaultMessage: 'Kept with the refund and in the audit log; not sent to the customer.', description: 'Help under the reason field' },
  refundSubmit: { id: 'studio.customers.refundSubmit', defaultMessage: 'Refund', description: 'Button that makes the refund' },
  refunding: { id: 'studio.customers.refunding', defaultMessage: 'Refunding…', description: 'Refund button while it works' },
  refundLeft: { id: 'studio.customers.refundLeft', defaultMessage: 'At most {amount}.', description: 'Help under the amount field' },
  refundDone: { id: 'studio.customers.refundDone', defaultMessage: 'Refunded {amount}.', description: 'Shown after a refund went through' },
  refundFailedNote: { id: 'studio.customers.refundFailedNote', defaultMessage: 'Nothing was refunded. You can try again.', description: 'After a refund the processor refused' },
  close: { id: 'studio.customers.close', defaultMessage: 'Close', description: 'Closes a dialog' },
  cancelTitle: { id: 'studio.customers.cancelTitle', defaultMessage: 'Cancel this plan?', description: 'Heading of the cancel confirmation' },
  cancelText: { id: 'studio.customers.cancelText', defaultMessage: 'The plan will not renew. The customer keeps access until the end of the period they paid for (a trial ends at once) and gets an e-mail.', description: 'Explains what cancelling does' },
  cancelSubmit: { id: 'studio.customers.cancelSubmit', defaultMessage: 'Cancel the plan', description: 'Button that confirms the cancellation' },
  cancelled: { id: 'studio.customers.cancelled', defaultMessage: 'The plan is cancelled.', description: 'Shown after a cancellation' },
  resendTitle: { id: 'studio.customers.resendTitle', defaultMessage: 'Send the report e-mail again?', description: 'Heading of the resend confirmation' },
  resendText: { id: 'studio.customers.resendText', defaultMessage: 'The same e-mail, with its report link and PDF, goes again to the order’s address.', description: 'Explains what resending does' },
  resendSubmit: { id: 'studio.customers.resendSubmit', defaultMessage: 'Send again', description: 'Button that confirms the resend' },
  resent: { id: 'studio.customers.resent', defaultMessage: 'The report e-mail is on its way.', description: 'Shown after a resend' },
  alreadyResent: { id: 'studio.customers.alreadyResent', defaultMessage: 'This e-mail was already sent again.', description: 'Shown when the same resend was asked twice' },
  working: { id: 'studio.customers.working', defaultMessage: 'Working…', description: 'A confirm button while it works' },
});

/** One message per CustomerErrorCode. */
export const customerErrorMessages = defineMessages({
  QUERY_INVALID: { id: 'studio.customers.error.queryInvalid', defaultMessage: 'Enter an e-mail address or an order number.', description: 'Customer search with nothing usable' },
  NOT_FOUND: { id: 'studio.customers.error.notFound', defaultMessage: 'Not found, or not something your roles allow.', description: 'Unknown customer, order, payment or plan' },
  NOT_REFUNDABLE: { id: 'studio.customers.error.notRefundable', defaultMessage: 'Only a payment that went through can be refunded.', description: 'Refund of a failed or pending payment' },
  AMOUNT_INVALID: { id: 'studio.customers.error.amountInvalid', defaultMessage: 'Enter an amount above zero.', description: 'Refund amount not valid' },
  AMOUNT_ABOVE_REMAINING: { id: 'studio.customers.error.amountAboveRemaining', defaultMessage: 'That is more than is left to refund on this payment.', description: 'Refund above what is left' },
  REASON_REQUIRED: { id: 'studio.customers.error.reasonRequired', defaultMessage: 'Give the reason for the refund.', description: 'Refund without a reason' },
  REASON_TOO_LONG: { id: 'studio.customers.error.reasonTooLong', defaultMessage: 'Keep the reason under 500 characters.', description: 'Refund reason too long' },
  IDEMPOTENCY_KEY_INVALID: { id: 'studio.customers.error.keyInvalid', defaultMessage: 'Something went wrong. Close the form and try again.', description: 'The request key sent was not valid' },
  IDEMPOTENCY_KEY_REUSED: { id: 'studio.customers.error.keyReused', defaultMessage: 'This form was already used for another refund. Close it and start again.', description: 'The request key belonged to another refund' },
  PROVIDER_UNAVAILABLE: { id: 'studio.customers.error.providerUnavailable', defaultMessage: 'This payment’s processor is not set up here, so it cannot be refunded from the studio.', description: 'The processor of the payment is not configured' },
  REFUND_FAILED: { id: 'studio.customers.error.refundFailed', defaultMessage: 'The processor refused the refund.', description: 'The processor said no' },
  NOTHING_TO_RESEND: { id: 'studio.customers.error.nothingToResend', defaultMessage: 'This order has no report e-mail to send again.', description: 'Resend on an order without a report e-mail' },
});
