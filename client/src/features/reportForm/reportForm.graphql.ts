import { graphql } from '../../__generated__';

/** Sources of the generated documents of the report form; components import the generated `...Document`s. */

export const reportFormSessionQuery = graphql(`
  query ReportFormSession($id: ID!) {
    examSession(id: $id) {
      id
      examId
      submittedAt
      form {
        firstName
        lastName
        email
        birthYear
        gender
        country
      }
    }
  }
`);

export const saveReportFormMutation = graphql(`
  mutation SaveReportForm($input: SaveReportFormInput!) {
    saveReportForm(input: $input) {
      session {
        id
        form {
          firstName
          lastName
          email
          birthYear
          gender
          country
        }
      }
      errors {
        code
        field
      }
    }
  }
`);

/** The terms and the privacy policy, shown in place from the privacy notice. */
export const reportFormProtocolsQuery = graphql(`
  query ReportFormProtocols($examId: Int!, $locale: String!) {
    protocols(examId: $examId, locale: $locale) {
      id
      kind
      title
      body
    }
  }
`);
