import { graphql } from '../../__generated__';

/**
 * Sources of the generated documents of the account pages; components import the generated `...Document`s and
 * `...FragmentDoc`s (so the catalogue of every document stays out of the page's chunk). Each component's fragment
 * names the fields it shows. Every mutation asks for its errors by code and field only: the pages word them.
 */

/** `OrderCard`: one order of the reports list. */
export const orderCardFragment = graphql(`
  fragment AccountOrderCard_order on Order {
    orderNumber
    status
    total
    currency
    createdAt
    paidAt
    sku {
      id
      kind
      interval
      intervalCount
    }
  }
`);

/** `MembershipLine`: who is signed in and their membership. */
export const membershipFragment = graphql(`
  fragment AccountMembership_user on User {
    email
    tier
    validUntil
  }
`);

/** Who is signed in, for the pages that need a session (null for visitors). */
export const accountViewerQuery = graphql(`
  query AccountViewer {
    me {
      id
      name
      email
    }
  }
`);

/** The reports list: the user's membership and every order made with the address. */
export const accountReportListQuery = graphql(`
  query AccountReportList {
    me {
      id
      ...AccountMembership_user
      orders {
        orderNumber
        status
        sku {
          id
          kind
        }
        ...AccountOrderCard_order
      }
    }
  }
`);

export const sendEmailCodeMutation = graphql(`
  mutation AccountSendEmailCode($email: String!, $purpose: EmailCodePurpose!, $locale: String) {
    sendEmailCode(email: $email, purpose: $purpose, locale: $locale) {
      ok
      errors {
        code
        field
      }
    }
  }
`);

export const registerMutation = graphql(`
  mutation AccountRegister($input: RegisterInput!) {
    register(input: $input) {
      user {
        id
      }
      errors {
        code
        field
      }
    }
  }
`);

export const loginMutation = graphql(`
  mutation AccountLogin($input: LoginInput!) {
    login(input: $input) {
      user {
        id
      }
      errors {
        code
        field
      }
    }
  }
`);

export const logoutMutation = graphql(`
  mutation AccountLogout {
    logout
  }
`);

export const resetPasswordMutation = graphql(`
  mutation AccountResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      ok
      errors {
        code
        field
      }
    }
  }
`);

export const changePasswordMutation = graphql(`
  mutation AccountChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      ok
      errors {
        code
        field
      }
    }
  }
`);
