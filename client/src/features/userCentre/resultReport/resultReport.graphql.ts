import { graphql } from '../../../__generated__';

/** The signed-in member's results of every exam, with what each page of the list and its detail shows. */
export const myResultsQuery = graphql(`
  query MyResults($locale: String!) {
    myResults {
      examOrderNumber
      exam {
        id
        code
        name(locale: $locale)
      }
      result {
        examId
        typeCode
        completedAt
        type(locale: $locale) {
          code
          title
          tagline
        }
        depression(locale: $locale) {
          score
          maxScore
          bandTitle
          ...DepressionResult_result
        }
        psychMap(locale: $locale) {
          quadrantTitle
          bigFive {
            dimension
            name
            short
            level
          }
        }
      }
      reportOrderNumber
      reportStatus
      reportUnlocked
    }
  }
`);

/** Opens the full report of a result the member's plan includes: the order to read it with, or why not. */
export const openReportWithPlanMutation = graphql(`
  mutation OpenReportWithPlan($examOrderNumber: ID!) {
    openReportWithPlan(examOrderNumber: $examOrderNumber) {
      reportOrderNumber
      errors {
        code
      }
    }
  }
`);
