import { graphql } from '../../__generated__';

/** `OrderEmailDialog`, first step: a code to the new address of a paid order. */
export const sendOrderEmailCodeMutation = graphql(`
  mutation AccountSendOrderEmailCode($input: SendOrderEmailCodeInput!) {
    sendOrderEmailCode(input: $input) {
      sent
      errors {
        code
        field
      }
    }
  }
`);

/** `OrderEmailDialog`, second step: the new address with its code. */
export const changeOrderEmailMutation = graphql(`
  mutation AccountChangeOrderEmail($input: UpdateOrderEmailInput!) {
    updateOrderEmail(input: $input) {
      order {
        orderNumber
        email
      }
      errors {
        code
        field
      }
    }
  }
`);
