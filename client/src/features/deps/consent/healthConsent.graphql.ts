import { graphql } from '../../../__generated__';

/** Sources of the generated documents of the depression screen's consent step. */

export const depsConsentStatusQuery = graphql(`
  query DepsConsentStatus($id: ID!) {
    examSession(id: $id) {
      id
      examId
      healthConsentAt
    }
  }
`);

export const giveHealthConsentMutation = graphql(`
  mutation GiveHealthConsent($input: GiveHealthConsentInput!) {
    giveHealthConsent(input: $input) {
      session {
        id
        healthConsentAt
        healthConsentVersion
      }
      errors {
        code
        field
      }
    }
  }
`);
