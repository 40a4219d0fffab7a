import { graphql } from '../../__generated__';

/** Sources of the cancel pages' generated documents; the pages import the generated `...Document`s. */
export const requestCancelLinkMutation = graphql(`
  mutation RequestCancelLink($email: String!, $locale: String) {
    requestCancelLink(email: $email, locale: $locale) {
      accepted
      errors {
        code
        field
      }
    }
  }
`);

export const cancelWithTokenMutation = graphql(`
  mutation CancelWithToken($token: String!) {
    cancelWithToken(token: $token) {
      cancelled
    }
  }
`);
