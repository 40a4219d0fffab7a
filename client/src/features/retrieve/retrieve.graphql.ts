import { graphql } from '../../__generated__';

/** Source of the generated document of the retrieve page; the page imports the generated `...Document`. */
export const retrieveReportsMutation = graphql(`
  mutation RetrieveReports($email: String!, $locale: String) {
    retrieveReports(email: $email, locale: $locale) {
      accepted
      errors {
        code
        field
      }
    }
  }
`);
