import { defineMessages, type MessageTag, type NoMessageValues } from 'react-intl';

/** Moving a paid order to another address, from the reports list (the code and address fields use fieldMessages). */
export const orderEmailMessages = defineMessages<
  Record<'change' | 'title' | 'intro' | 'confirm' | 'confirming' | 'cancel' | 'close' | 'unchanged' | 'notAllowed', NoMessageValues> & {
    sentTo: { email: string; b: MessageTag };
    changeLabel: { orderNumber: string };
    newEmail: NoMessageValues;
    codeSent: { email: string };
    done: { email: string };
  }
>({
  sentTo: {
    id: 'account.orderEmail.sentTo',
    defaultMessage: 'Report sent to <b>{email}</b>',
    description: 'Line on a paid order of the reports list: the address its report goes to, in bold',
  },
  change: { id: 'account.orderEmail.change', defaultMessage: 'Change', description: 'Button beside the order e-mail that opens the dialog to move the order' },
  changeLabel: {
    id: 'account.orderEmail.changeLabel',
    defaultMessage: 'Change the e-mail address of order {orderNumber}',
    description: 'Accessible name of the Change button, for screen readers',
  },
  title: {
    id: 'account.orderEmail.title',
    defaultMessage: 'Send this report to another address',
    description: 'Heading of the dialog that moves a paid order to another e-mail address',
  },
  intro: {
    id: 'account.orderEmail.intro',
    defaultMessage:
      'The report and its links will go to the new address, and the order will move to the account that uses it. To confirm, we send a code to the new address.',
    description: 'Text at the top of the dialog, before the new address is entered',
  },
  newEmail: { id: 'account.orderEmail.newEmail', defaultMessage: 'New e-mail address', description: 'Label of the field for the new address' },
  codeSent: {
    id: 'account.orderEmail.codeSent',
    defaultMessage: 'We sent a 6-digit code to {email}. It is valid for 10 minutes.',
    description: 'Text of the second step, once the code is on its way to the new address',
  },
  confirm: { id: 'account.orderEmail.confirm', defaultMessage: 'Confirm', description: 'Button that moves the order with the code' },
  confirming: { id: 'account.orderEmail.confirming', defaultMessage: 'Confirming…', description: 'The confirm button while it works' },
  cancel: { id: 'account.orderEmail.cancel', defaultMessage: 'Cancel', description: 'Button that closes the dialog without changing anything' },
  done: {
    id: 'account.orderEmail.done',
    defaultMessage: 'Done. The report of this order now goes to {email}, and the order has left this account.',
    description: 'Last step of the dialog, once the order moved; the old address is told by e-mail',
  },
  close: { id: 'account.orderEmail.close', defaultMessage: 'Close', description: 'Button that closes the dialog once the order moved' },
  unchanged: {
    id: 'account.orderEmail.unchanged',
    defaultMessage: 'This is already the address of this order.',
    description: 'Under the new-address field when it is the current address',
  },
  notAllowed: {
    id: 'account.orderEmail.notAllowed',
    defaultMessage: 'This order can no longer be changed from this account.',
    description: 'When the order left the account meanwhile (moved from another device) or the session no longer owns it',
  },
});
