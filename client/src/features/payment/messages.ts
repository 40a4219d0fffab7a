import { defineMessages, type NoMessageValues } from 'react-intl';

export const paymentPageMessages = defineMessages({
  title: {
    id: 'payment.page.title',
    defaultMessage: 'Complete your payment',
    description: 'Heading of the payment page',
  },
  loading: {
    id: 'payment.page.loading',
    defaultMessage: 'Loading your order',
    description: 'Accessible text while the order on the payment page loads',
  },
  loadErrorTitle: {
    id: 'payment.page.loadError.title',
    defaultMessage: 'Your order could not be loaded',
    description: 'Heading when the order of the payment page failed to load',
  },
  networkBody: {
    id: 'payment.page.networkBody',
    defaultMessage: 'Network connection error. Please check your connection and try again.',
    description: 'Text when a payment page could not reach the server',
  },
  retry: {
    id: 'payment.retry',
    defaultMessage: 'Try again',
    description: 'Button that loads something again after an error',
  },
});

export const sessionMessages = defineMessages({
  expiredTitle: {
    id: 'payment.session.expiredTitle',
    defaultMessage: 'Your session has expired',
    description: 'Heading when a payment page is opened without an order, or with one that does not exist',
  },
  expiredBody: {
    id: 'payment.session.expiredBody',
    defaultMessage: 'We could not find your order. Please start over to get your report.',
    description: 'Text when a payment page is opened without an order',
  },
  startOver: {
    id: 'payment.session.startOver',
    defaultMessage: 'Start over',
    description: 'Button from an expired payment session back to the test',
  },
});

export const summaryMessages = defineMessages<{
  title: NoMessageValues;
  itemPlan: NoMessageValues;
  itemReport: NoMessageValues;
  itemPackage: { step: string };
  reportIncluded: NoMessageValues;
  subtotal: NoMessageValues;
  discount: { code: string };
  tax: NoMessageValues;
  dueToday: NoMessageValues;
  trialTerms: { today: string; days: number; date: string; renewal: string };
  renewTerms: { today: string; date: string; renewal: string };
  renewal: { interval: string; count: number; amount: string };
  cancelAnyTime: NoMessageValues;
}>({
  title: { id: 'payment.summary.title', defaultMessage: 'Your order', description: 'Heading of the order summary' },
  itemPlan: {
    id: 'payment.summary.item.plan',
    defaultMessage: 'Full report with membership',
    description: 'What is bought when the order is a subscription plan',
  },
  itemReport: {
    id: 'payment.summary.item.report',
    defaultMessage: 'Full personality report',
    description: 'What is bought when the order is a one-off report',
  },
  itemPackage: {
    id: 'payment.summary.item.package',
    defaultMessage:
      '{step, select, add_packs {Add-on packs} depth_content {In-depth content} member_exclusive {Member exclusives} access_product {Access products} other {Add-on}}',
    description: 'What is bought when the order is an upsell package; {step} names the package',
  },
  reportIncluded: {
    id: 'payment.summary.reportIncluded',
    defaultMessage: 'Shown on screen and sent to you by e-mail as a PDF.',
    description: 'Line under what is bought, saying how the report is delivered',
  },
  subtotal: { id: 'payment.summary.subtotal', defaultMessage: 'Subtotal', description: 'Order summary row' },
  discount: {
    id: 'payment.summary.discount',
    defaultMessage: '{code, select, none {Discount} other {Discount ({code})}}',
    description: 'Order summary row for the promo discount; {code} is the promo code, or none',
  },
  tax: { id: 'payment.summary.tax', defaultMessage: 'Tax', description: 'Order summary row' },
  dueToday: {
    id: 'payment.summary.dueToday',
    defaultMessage: 'Total due today',
    description: 'Order summary row with the amount charged now',
  },
  trialTerms: {
    id: 'payment.summary.trialTerms',
    defaultMessage:
      'Today you pay {today} for a {days}-day trial. From {date}, you will be charged {renewal} until you cancel.',
    description:
      'Renewal terms of a plan with a paid trial, shown before any payment field; {renewal} is a price with its period, such as "$29.99 a month"',
  },
  renewTerms: {
    id: 'payment.summary.renewTerms',
    defaultMessage: 'Today you pay {today}. From {date}, you will be charged {renewal} until you cancel.',
    description: 'Renewal terms of a plan without a trial; {renewal} is a price with its period',
  },
  renewal: {
    id: 'payment.summary.renewal',
    defaultMessage:
      '{interval, select, DAY {{count, plural, =1 {{amount} a day} other {{amount} every # days}}} WEEK {{count, plural, =1 {{amount} a week} other {{amount} every # weeks}}} MONTH {{count, plural, =1 {{amount} a month} other {{amount} every # months}}} YEAR {{count, plural, =1 {{amount} a year} other {{amount} every # years}}} other {{amount}}}',
    description: 'A renewal price with its billing period, used inside the renewal terms',
  },
  cancelAnyTime: {
    id: 'payment.summary.cancelAnyTime',
    defaultMessage: 'Cancel any time from your account or from the link in our e-mails; you will not be charged again.',
    description: 'How to cancel a plan, under its renewal terms',
  },
});

/** A one-off report named for its exam where the exam has its own words; other exams' say `summaryMessages.itemReport`. */
export const examReportItemMessages = defineMessages({
  DEPS: {
    id: 'payment.summary.item.depsReport',
    defaultMessage: 'Full depression screen report',
    description: 'What is bought when the order is the depression screen’s one-off report',
  },
  YDGX: {
    id: 'payment.summary.item.ydgxReport',
    defaultMessage: 'Full psychological map report',
    description: 'What is bought when the order is the psychological map’s one-off report',
  },
});

export const emailMessages = defineMessages({
  sentTo: {
    id: 'payment.email.sentTo',
    defaultMessage: 'Your report will be sent to',
    description: 'Label before the e-mail address on the payment page',
  },
  edit: { id: 'payment.email.edit', defaultMessage: 'Edit', description: 'Button that lets the buyer change the e-mail address' },
  editLabel: {
    id: 'payment.email.editLabel',
    defaultMessage: 'Edit e-mail address',
    description: 'Accessible name of the button that lets the buyer change the e-mail address',
  },
  field: { id: 'payment.email.field', defaultMessage: 'E-mail address', description: 'Label of the e-mail field' },
  save: { id: 'payment.email.save', defaultMessage: 'Save', description: 'Button that saves the new e-mail address' },
  saving: { id: 'payment.email.saving', defaultMessage: 'Saving…', description: 'Save button while the address is saved' },
  cancel: { id: 'payment.email.cancel', defaultMessage: 'Cancel', description: 'Button that closes the e-mail field unchanged' },
  saved: {
    id: 'payment.email.saved',
    defaultMessage: 'E-mail address updated.',
    description: 'Announced when the new e-mail address was saved',
  },
  required: {
    id: 'payment.email.required',
    defaultMessage: 'Please input email address',
    description: 'Error under the e-mail field when it is empty',
  },
  invalid: {
    id: 'payment.email.invalid',
    defaultMessage: 'Please enter a valid email address.',
    description: 'Error under the e-mail field when the address is not well formed',
  },
});

export const methodMessages = defineMessages<{
  title: NoMessageValues;
  loading: NoMessageValues;
  loadError: NoMessageValues;
  none: NoMessageValues;
  card: NoMessageValues;
  paypal: NoMessageValues;
  applePay: NoMessageValues;
  googlePay: NoMessageValues;
  wallets: NoMessageValues;
  preparing: NoMessageValues;
  pay: { amount: string };
  processing: NoMessageValues;
  processingStatus: NoMessageValues;
  leaving: NoMessageValues;
  paypalPay: NoMessageValues;
  paypalNote: NoMessageValues;
  paypalSandboxNote: NoMessageValues;
}>({
  title: { id: 'payment.methods.title', defaultMessage: 'Payment method', description: 'Heading of the payment methods' },
  loading: {
    id: 'payment.methods.loading',
    defaultMessage: 'Loading payment methods',
    description: 'Accessible text while the payment methods load',
  },
  loadError: {
    id: 'payment.methods.loadError',
    defaultMessage: 'The payment methods could not be loaded.',
    description: 'Shown in place of the payment methods when they failed to load',
  },
  none: {
    id: 'payment.methods.none',
    defaultMessage: 'No payment method is available right now. Please try again later.',
    description: 'Shown when the server offers no payment method',
  },
  card: { id: 'payment.method.card', defaultMessage: 'Credit or debit card', description: 'Payment method choice' },
  paypal: { id: 'payment.method.paypal', defaultMessage: 'PayPal', description: 'Payment method choice (brand name)' },
  applePay: { id: 'payment.method.applePay', defaultMessage: 'Apple Pay', description: 'Payment method choice (brand name, as Apple writes it)' },
  googlePay: { id: 'payment.method.googlePay', defaultMessage: 'Google Pay', description: 'Payment method choice (brand name, as Google writes it)' },
  wallets: {
    id: 'payment.method.wallets',
    defaultMessage: 'Apple Pay and Google Pay appear in the form when your device supports them.',
    description: 'Note under the card choice when the card form also offers wallets',
  },
  preparing: {
    id: 'payment.method.preparing',
    defaultMessage: 'Preparing the secure payment form',
    description: 'Accessible text while the payment processor’s form loads',
  },
  pay: { id: 'payment.pay', defaultMessage: 'Pay {amount}', description: 'Button that pays; {amount} is the total due today' },
  processing: {
    id: 'payment.processing',
    defaultMessage: 'Processing…',
    description: 'Pay button while the payment is processed',
  },
  processingStatus: {
    id: 'payment.processingStatus',
    defaultMessage: 'Processing your payment. Please keep this page open.',
    description: 'Announced to screen readers while the payment is processed',
  },
  leaving: {
    id: 'payment.leaving',
    defaultMessage: 'Taking you to the next step…',
    description: 'Pay button while the page opens the bank’s or PayPal’s page',
  },
  paypalPay: {
    id: 'payment.paypal.pay',
    defaultMessage: 'Pay with PayPal',
    description: 'Button that opens PayPal to approve the payment',
  },
  paypalNote: {
    id: 'payment.paypal.note',
    defaultMessage: 'You approve the payment on PayPal’s site, then come back here.',
    description: 'Note above the PayPal button',
  },
  paypalSandboxNote: {
    id: 'payment.paypal.sandboxNote',
    defaultMessage: 'A sandbox page stands in for PayPal: approve or cancel there, then you come back here. No PayPal account is needed and nothing is charged.',
    description: 'Note above the PayPal button in test mode, where the built-in sandbox shows its own approval page',
  },
});

/** The sandbox payment sheet that stands in for Apple Pay and Google Pay in test mode. */
export const walletMessages = defineMessages<{
  note: { wallet: string };
  open: { wallet: string };
  badge: NoMessageValues;
  sheetNote: { wallet: string };
  payTo: NoMessageValues;
  payWith: NoMessageValues;
  account: NoMessageValues;
  total: NoMessageValues;
  cancel: NoMessageValues;
  cancelled: NoMessageValues;
}>({
  note: {
    id: 'payment.wallet.note',
    defaultMessage: 'A sandbox payment sheet opens in place of {wallet}. No real wallet or card is used and nothing is charged.',
    description: 'Note above the wallet button in test mode; {wallet} is Apple Pay or Google Pay',
  },
  open: {
    id: 'payment.wallet.open',
    defaultMessage: 'Pay with {wallet}',
    description: 'Button that opens the payment sheet; {wallet} is Apple Pay or Google Pay',
  },
  badge: {
    id: 'payment.wallet.badge',
    defaultMessage: 'Sandbox',
    description: 'Badge beside the wallet name on the test payment sheet, so nobody takes it for the real wallet',
  },
  sheetNote: {
    id: 'payment.wallet.sheetNote',
    defaultMessage: 'This sheet stands in for {wallet}: no real wallet or card is used and no money moves.',
    description: 'Text at the top of the test payment sheet; {wallet} is Apple Pay or Google Pay',
  },
  payTo: { id: 'payment.wallet.payTo', defaultMessage: 'Pay to', description: 'Payment sheet row: the merchant' },
  payWith: { id: 'payment.wallet.payWith', defaultMessage: 'Pay with', description: 'Payment sheet row: what pays' },
  account: {
    id: 'payment.wallet.account',
    defaultMessage: 'Sandbox wallet',
    description: 'Payment sheet row value: the test wallet that pays (no real card)',
  },
  total: { id: 'payment.wallet.total', defaultMessage: 'Total', description: 'Payment sheet row: the amount due' },
  cancel: { id: 'payment.wallet.cancel', defaultMessage: 'Cancel', description: 'Button that closes the payment sheet without paying' },
  cancelled: {
    id: 'payment.wallet.cancelled',
    defaultMessage: 'Payment cancelled. Nothing was charged.',
    description: 'Announced when the buyer closes the payment sheet without paying',
  },
});

export const cardMessages = defineMessages<{
  number: NoMessageValues;
  expiry: NoMessageValues;
  expiryHint: NoMessageValues;
  cvc: NoMessageValues;
  cvcHint: { front: string };
  name: NoMessageValues;
  postalCode: NoMessageValues;
  brand: { brand: string };
  formLabel: NoMessageValues;
}>({
  number: { id: 'payment.card.number', defaultMessage: 'Card number', description: 'Label of the card number field' },
  expiry: { id: 'payment.card.expiry', defaultMessage: 'Expiry date', description: 'Label of the card expiry field' },
  expiryHint: {
    id: 'payment.card.expiryHint',
    defaultMessage: 'MM/YY',
    description: 'Format of the card expiry date (month and year, two digits each)',
  },
  cvc: { id: 'payment.card.cvc', defaultMessage: 'Security code', description: 'Label of the card security code (CVC) field' },
  cvcHint: {
    id: 'payment.card.cvcHint',
    defaultMessage: '{front, select, yes {4 digits on the front of the card} other {3 digits on the back of the card}}',
    description: 'Where the security code is; {front} is yes for American Express',
  },
  name: { id: 'payment.card.name', defaultMessage: 'Name on card', description: 'Label of the cardholder name field' },
  postalCode: { id: 'payment.card.postalCode', defaultMessage: 'Postal code', description: 'Label of the billing postal code field' },
  brand: {
    id: 'payment.card.brand',
    defaultMessage: 'Card type: {brand}',
    description: 'Accessible text naming the card brand detected from the number',
  },
  formLabel: { id: 'payment.card.formLabel', defaultMessage: 'Card details', description: 'Accessible name of the card form' },
});

/** One message per reason the card form refuses a field (spec section 5). */
export const cardErrorMessages = defineMessages({
  required: {
    id: 'payment.card.error.required',
    defaultMessage: 'This field is required',
    description: 'Error under an empty card form field',
  },
  invalidNumber: {
    id: 'payment.card.error.invalidNumber',
    defaultMessage: 'Invalid card number',
    description: 'Error under the card number when it is not a valid card number',
  },
  invalidExpiry: {
    id: 'payment.card.error.invalidExpiry',
    defaultMessage: 'Invalid expiry date',
    description: 'Error under the expiry when it is malformed or in the past',
  },
  invalidCvc: {
    id: 'payment.card.error.invalidCvc',
    defaultMessage: 'Invalid security code',
    description: 'Error under the security code when it has the wrong number of digits',
  },
  incomplete: {
    id: 'payment.card.error.incomplete',
    defaultMessage: 'Complete the card information',
    description: 'Shown above the pay button when a card field is missing or wrong',
  },
  notReady: {
    id: 'payment.card.error.notReady',
    defaultMessage: 'The payment form is not ready yet. Please wait a moment.',
    description: 'Shown when the buyer pays before the processor’s form has loaded',
  },
});

export const testModeMessages = defineMessages<{
  title: NoMessageValues;
  body: NoMessageValues;
  use: NoMessageValues;
  useLabel: { number: string };
  ok: NoMessageValues;
  decline: NoMessageValues;
  funds: NoMessageValues;
  threeDs: NoMessageValues;
  failCharge: NoMessageValues;
}>({
  title: { id: 'payment.testMode.title', defaultMessage: 'Test mode', description: 'Heading of the note about test cards' },
  body: {
    id: 'payment.testMode.body',
    defaultMessage: 'No real card is charged. Use a test card with any future expiry date and any security code:',
    description: 'Text of the test-mode note, above the list of test cards',
  },
  use: {
    id: 'payment.testMode.use',
    defaultMessage: 'Use',
    description: 'Button that fills in a test card number',
  },
  useLabel: {
    id: 'payment.testMode.useLabel',
    defaultMessage: 'Use test card {number}',
    description: 'Accessible name of the button that fills in a test card number',
  },
  ok: { id: 'payment.testMode.ok', defaultMessage: 'succeeds', description: 'What a test card does' },
  decline: { id: 'payment.testMode.decline', defaultMessage: 'is declined', description: 'What a test card does' },
  funds: {
    id: 'payment.testMode.funds',
    defaultMessage: 'is declined for insufficient funds',
    description: 'What a test card does',
  },
  threeDs: {
    id: 'payment.testMode.threeDs',
    defaultMessage: 'asks for 3-D Secure',
    description: 'What a test card does (3-D Secure is the bank’s extra check)',
  },
  failCharge: {
    id: 'payment.testMode.failCharge',
    defaultMessage: 'can be saved but fails to charge',
    description: 'What a test card does',
  },
});

/** Why a processor refused a payment, one message per DeclineCode. */
export const declineMessages = defineMessages({
  cardDeclined: {
    id: 'payment.declined.cardDeclined',
    defaultMessage: 'Your card was declined. Try another card or method.',
    description: 'The card was declined',
  },
  insufficientFunds: {
    id: 'payment.declined.insufficientFunds',
    defaultMessage: 'Your card has insufficient funds. Try another card or method.',
    description: 'The card was declined for insufficient funds',
  },
  authenticationFailed: {
    id: 'payment.declined.authenticationFailed',
    defaultMessage: 'Your bank could not confirm it was you. Try again, or use another card or method.',
    description: 'The 3-D Secure check (the bank’s extra step) failed',
  },
  processingError: {
    id: 'payment.declined.processingError',
    defaultMessage: 'Payment error while processing. Please try again in a moment.',
    description: 'The processor had an error while charging',
  },
  canceled: {
    id: 'payment.declined.canceled',
    defaultMessage: 'You cancelled the payment, so nothing was charged. You can pay with any method.',
    description: 'The buyer cancelled on the processor’s page (PayPal’s approval); the order can still be paid',
  },
  invalidPaymentMethod: {
    id: 'payment.declined.invalidPaymentMethod',
    defaultMessage: 'This card cannot be used. Try another card or method.',
    description: 'The payment method was not accepted',
  },
  unknown: {
    id: 'payment.declined.unknown',
    defaultMessage: 'Your payment did not go through.',
    description: 'A failed payment whose reason is not known',
  },
});

/** Why a payment step was refused before the processor, one message per PaymentErrorCode, and request failures. */
export const paymentErrorMessages = defineMessages<{
  orderNotFound: NoMessageValues;
  methodUnavailable: NoMessageValues;
  tokenRequired: NoMessageValues;
  nothingToConfirm: NoMessageValues;
  noSavedMethod: NoMessageValues;
  orderNotPaid: NoMessageValues;
  skuNotFound: NoMessageValues;
  renewalConsentRequired: NoMessageValues;
  planBelowCurrent: NoMessageValues;
  planAlreadyActive: NoMessageValues;
  network: NoMessageValues;
  rateLimited: { minutes: number };
  unexpected: NoMessageValues;
  loadFailed: NoMessageValues;
  backToPlans: NoMessageValues;
  refresh: NoMessageValues;
  tryAgain: NoMessageValues;
  otherMethod: NoMessageValues;
}>({
  orderNotFound: {
    id: 'payment.error.orderNotFound',
    defaultMessage: 'Your session has expired. Please start over.',
    description: 'The order no longer exists',
  },
  methodUnavailable: {
    id: 'payment.error.methodUnavailable',
    defaultMessage: 'This payment method is not available right now. Please choose another method.',
    description: 'The chosen payment method is not offered',
  },
  tokenRequired: {
    id: 'payment.error.tokenRequired',
    defaultMessage: 'Missing required payment details. Please try again or choose another method.',
    description: 'The payment was sent without the processor’s token',
  },
  nothingToConfirm: {
    id: 'payment.error.nothingToConfirm',
    defaultMessage: 'There is no payment to check for this order yet.',
    description: 'The status check found no payment',
  },
  noSavedMethod: {
    id: 'payment.error.noSavedMethod',
    defaultMessage: 'We could not find a saved payment method. Please pay with a card or PayPal.',
    description: 'A one-click purchase found no saved payment method',
  },
  orderNotPaid: {
    id: 'payment.error.orderNotPaid',
    defaultMessage: 'Your first payment is not complete yet.',
    description: 'A later step needs the first order paid',
  },
  skuNotFound: {
    id: 'payment.error.skuNotFound',
    defaultMessage: 'This offer is no longer available. Please go back and choose again.',
    description: 'The offer of the order no longer exists',
  },
  renewalConsentRequired: {
    id: 'payment.error.renewalConsentRequired',
    defaultMessage: 'Please go back and agree to the automatic renewal to continue.',
    description: 'A plan was paid without consent to its renewal',
  },
  planAlreadyActive: {
    id: 'payment.error.planAlreadyActive',
    defaultMessage: 'A plan is already running for this test, so there is nothing to pay. You have not been charged.',
    description: 'A plan was refused because the same plan, or a paid one of the same rank, already runs for the test',
  },
  planBelowCurrent: {
    id: 'payment.error.planBelowCurrent',
    defaultMessage: 'Your Premium plan for this test already includes this plan, so there is nothing to pay. You have not been charged.',
    description: 'A basic plan was refused because the test already has Premium, which ranks above it and would have been replaced',
  },
  network: {
    id: 'payment.error.network',
    defaultMessage: 'Network connection error. Please check your connection and try again.',
    description: 'The payment could not reach the server; it may be tried again',
  },
  rateLimited: {
    id: 'payment.error.rateLimited',
    defaultMessage:
      'Too many payment attempts. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.',
    description: 'The server refuses payments for a while after several failures',
  },
  unexpected: {
    id: 'payment.error.unexpected',
    defaultMessage: 'Payment error while processing. Please try again.',
    description: 'Any other failure of a payment request',
  },
  loadFailed: {
    id: 'payment.error.loadFailed',
    defaultMessage: 'The payment system failed to load. Please refresh the page.',
    description: 'The payment processor’s form could not be loaded',
  },
  backToPlans: {
    id: 'payment.problem.backToPlans',
    defaultMessage: 'Back to the plans',
    description: 'Button after a refusal that needs the buyer to choose the offer again',
  },
  refresh: { id: 'payment.error.refresh', defaultMessage: 'Refresh the page', description: 'Button that reloads the page' },
  tryAgain: { id: 'payment.problem.tryAgain', defaultMessage: 'Try again', description: 'Button after a failed payment' },
  otherMethod: {
    id: 'payment.problem.otherMethod',
    defaultMessage: 'Choose another method',
    description: 'Button after a failed payment that leads to the payment methods',
  },
});

export const securityMessages = defineMessages({
  title: { id: 'payment.security.title', defaultMessage: 'Safe and secure', description: 'Heading of the security tips' },
  encrypted: {
    id: 'payment.security.encrypted',
    defaultMessage: 'Payments are encrypted from your device to the processor.',
    description: 'Security tip',
  },
  processor: {
    id: 'payment.security.processor',
    defaultMessage: 'Your card details go to our payment processor and never to our servers.',
    description: 'Security tip',
  },
  cancel: {
    id: 'payment.security.cancel',
    defaultMessage: 'Subscriptions can be cancelled at any time.',
    description: 'Security tip about cancelling',
  },
});

export const checkMessages = defineMessages({
  title: {
    id: 'payment.check.title',
    defaultMessage: 'Checking your payment',
    description: 'Heading while the payment status is checked',
  },
  body: {
    id: 'payment.check.body',
    defaultMessage: 'This usually takes a few seconds. Please keep this page open.',
    description: 'Text while the payment status is checked',
  },
  slowTitle: {
    id: 'payment.check.slowTitle',
    defaultMessage: 'Your payment is still being processed',
    description: 'Heading when the payment is not settled after a minute',
  },
  slowBody: {
    id: 'payment.check.slowBody',
    defaultMessage: 'When it completes, we will e-mail your report to you. You can also check again now.',
    description: 'Text when the payment is not settled after a minute',
  },
  again: { id: 'payment.check.again', defaultMessage: 'Check again', description: 'Button that checks the payment again' },
  approvalTitle: {
    id: 'payment.check.approvalTitle',
    defaultMessage: 'Waiting for your PayPal approval',
    description: 'Heading of the check page when a PayPal payment waits for the buyer to approve it on PayPal’s site',
  },
  approvalBody: {
    id: 'payment.check.approvalBody',
    defaultMessage: 'Nothing has been charged yet. Continue on PayPal to approve the payment, or choose another way to pay.',
    description: 'Text of the check page when a PayPal payment waits for approval; paying another way replaces it',
  },
  continuePayPal: {
    id: 'payment.check.continuePayPal',
    defaultMessage: 'Continue on PayPal',
    description: 'Button back to PayPal’s page to approve the waiting payment',
  },
  otherMethod: {
    id: 'payment.check.otherMethod',
    defaultMessage: 'Choose another method',
    description: 'Button from a PayPal payment waiting for approval to the payment methods, where any method can pay',
  },
});

export const successMessages = defineMessages<{
  title: NoMessageValues;
  amountPaid: { amount: string };
  emailed: { email: string };
  loading: NoMessageValues;
  receipt: NoMessageValues;
  orderId: NoMessageValues;
  paymentDate: NoMessageValues;
  paidWith: NoMessageValues;
  card: { brand: string; last4: string };
  currency: NoMessageValues;
  subtotal: NoMessageValues;
  discount: NoMessageValues;
  tax: NoMessageValues;
  total: NoMessageValues;
  viewReport: NoMessageValues;
  countdown: { seconds: number };
  stay: NoMessageValues;
  stayed: NoMessageValues;
}>({
  title: { id: 'payment.success.title', defaultMessage: 'Payment successful', description: 'Heading of the success page' },
  amountPaid: {
    id: 'payment.success.amountPaid',
    defaultMessage: 'Amount paid: {amount}',
    description: 'The amount charged, under the heading of the success page',
  },
  emailed: {
    id: 'payment.success.emailed',
    defaultMessage: 'We are sending your report to {email}.',
    description: 'Where the report is e-mailed',
  },
  loading: {
    id: 'payment.success.loading',
    defaultMessage: 'Loading your receipt',
    description: 'Accessible text while the receipt loads',
  },
  receipt: { id: 'payment.success.receipt', defaultMessage: 'Receipt', description: 'Heading of the receipt' },
  orderId: { id: 'payment.success.orderId', defaultMessage: 'Order ID', description: 'Receipt row' },
  paymentDate: { id: 'payment.success.paymentDate', defaultMessage: 'Payment date', description: 'Receipt row' },
  paidWith: { id: 'payment.success.paidWith', defaultMessage: 'Paid with', description: 'Receipt row: the card or PayPal' },
  card: {
    id: 'payment.success.card',
    defaultMessage: '{brand} •••• {last4}',
    description: 'A card on the receipt: its brand and last four digits',
  },
  currency: { id: 'payment.success.currency', defaultMessage: 'Currency', description: 'Receipt row' },
  subtotal: { id: 'payment.success.subtotal', defaultMessage: 'Subtotal', description: 'Receipt row' },
  discount: { id: 'payment.success.discount', defaultMessage: 'Discount', description: 'Receipt row' },
  tax: { id: 'payment.success.tax', defaultMessage: 'Tax', description: 'Receipt row' },
  total: { id: 'payment.success.total', defaultMessage: 'Total', description: 'Receipt row' },
  viewReport: { id: 'payment.success.viewReport', defaultMessage: 'View report', description: 'Button that opens the report' },
  countdown: {
    id: 'payment.success.countdown',
    defaultMessage: 'Opening your report in {seconds, plural, one {# second} other {# seconds}}',
    description: 'Countdown before the report opens by itself',
  },
  stay: {
    id: 'payment.success.stay',
    defaultMessage: 'Stay on this page',
    description: 'Button that stops the countdown to the report',
  },
  stayed: {
    id: 'payment.success.stayed',
    defaultMessage: 'Your report is ready whenever you are.',
    description: 'Shown in place of the countdown once it was stopped',
  },
});

export const failedMessages = defineMessages({
  title: { id: 'payment.failed.title', defaultMessage: 'Payment Fail', description: 'Heading of the failed payment page' },
  notCharged: {
    id: 'payment.failed.notCharged',
    defaultMessage: 'You have not been charged.',
    description: 'Reassurance on the failed payment page',
  },
});
