import { graphql } from '../../__generated__';

/** Source of the contact form's generated document; the form imports the generated `SubmitFeedbackDocument`. */
export const submitFeedbackMutation = graphql(`
  mutation SubmitFeedback($input: SubmitFeedbackInput!) {
    submitFeedback(input: $input) {
      ok
      errors {
        code
        field
      }
    }
  }
`);
