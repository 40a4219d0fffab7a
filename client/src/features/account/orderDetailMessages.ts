import { defineMessages } from 'react-intl';

/** The receipt lines of an order in the reports list (spec section 3's display fields). */
export const orderDetailMessages = defineMessages({
  show: { id: 'account.order.details', defaultMessage: 'Order details', description: 'Summary of the fold-out with the receipt lines of an order' },
  orderId: { id: 'account.order.orderId', defaultMessage: 'Order ID', description: 'Receipt line: the order number' },
  transactionId: { id: 'account.order.transactionId', defaultMessage: 'Transaction ID', description: "Receipt line: the payment processor's reference" },
  paymentDate: { id: 'account.order.paymentDate', defaultMessage: 'Payment date', description: 'Receipt line: when the order was paid' },
  currency: { id: 'account.order.currency', defaultMessage: 'Currency', description: 'Receipt line: the currency code, such as EUR' },
  subtotal: { id: 'account.order.subtotal', defaultMessage: 'Subtotal', description: 'Receipt line: the price before discount and tax' },
  discount: { id: 'account.order.discount', defaultMessage: 'Discount', description: 'Receipt line: the discount taken off' },
  tax: { id: 'account.order.tax', defaultMessage: 'Tax', description: 'Receipt line: the tax' },
  total: { id: 'account.order.total', defaultMessage: 'Total', description: 'Receipt line: the total due' },
  amountPaid: { id: 'account.order.amountPaid', defaultMessage: 'Amount paid', description: 'Receipt line: what was charged' },
  notPaid: { id: 'account.order.notPaid', defaultMessage: 'Not paid yet', description: 'Receipt value of the payment date and transaction of an unpaid order' },
});
