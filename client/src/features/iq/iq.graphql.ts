import { graphql } from '../../__generated__';

/** Sources of the generated documents of the matrix reasoning test's pages. */

/** One panel's figures, per component of its layout. */
export const iqPanelFragment = graphql(`
  fragment IqPanel_panel on MatrixPanel {
    components {
      shape
      size
      color
      slot
    }
  }
`);

export const iqMatrixFragment = graphql(`
  fragment IqMatrix_item on MatrixItem {
    id
    layout
    cells {
      ...IqPanel_panel
    }
    options {
      ...IqPanel_panel
    }
  }
`);

/**
 * What the page's introduction shows (the time limit, the number of items, the items' attribution): small, and
 * written into the page by the server, so the introduction shows before the items or the GraphQL client are here.
 */
export const iqIntroQuery = graphql(`
  query IqIntro($examId: Int!, $locale: String!) {
    exam(examId: $examId) {
      minutes
      itemCount
    }
    questions(examId: $examId, locale: $locale) {
      locale
      attribution
    }
  }
`);

/** The items (the same for every visitor, cacheable) and the practice item with its key and rules. */
export const iqQuestionsQuery = graphql(`
  query IqQuestions($examId: Int!, $locale: String!) {
    exam(examId: $examId) {
      minutes
      itemCount
    }
    questions(examId: $examId, locale: $locale) {
      examId
      locale
      questions {
        id
        block
        text
        matrix {
          ...IqMatrix_item
        }
      }
      practice {
        answer
        rules {
          component
          attribute
          rule
          value
        }
        item {
          ...IqMatrix_item
        }
      }
      partDetails {
        instructions {
          block
          text
        }
      }
      attribution
    }
  }
`);

export const iqSessionFragment = graphql(`
  fragment IqRun_session on ExamSession {
    id
    examId
    submittedAt
    answers {
      questionId
      value
    }
    timing {
      form
      limitSeconds
      startedAt
      deadline
      questionIds
    }
  }
`);

export const iqSessionQuery = graphql(`
  query IqSession($id: ID!) {
    examSession(id: $id) {
      ...IqRun_session
    }
  }
`);

export const iqStartMutation = graphql(`
  mutation IqStart($input: StartExamSessionInput!) {
    startExamSession(input: $input) {
      session {
        ...IqRun_session
      }
      errors {
        code
        field
      }
    }
  }
`);

export const iqSaveMutation = graphql(`
  mutation IqSaveAnswers($input: SaveAnswersInput!) {
    saveAnswers(input: $input) {
      session {
        id
        answeredCount
      }
      errors {
        code
        field
      }
    }
  }
`);

export const iqSubmitMutation = graphql(`
  mutation IqSubmit($input: SubmitExamInput!) {
    submitExam(input: $input) {
      session {
        id
        submittedAt
      }
      errors {
        code
        field
      }
    }
  }
`);

/** The range, percentile and the scale's note, in words from the server. */
export const iqResultFragment = graphql(`
  fragment IqResult_result on IqResult {
    shown
    low
    high
    percentile
    provisional
    sampleSize
    raw
    count
    answered
    headline
    percentileText
    scaleNote
  }
`);

export const iqFreeResultQuery = graphql(`
  query IqFreeResult($id: ID!, $locale: String!) {
    examSession(id: $id) {
      ...ExamResult_session
      result {
        iq(locale: $locale) {
          ...IqResult_result
        }
      }
    }
  }
`);

export const iqReportQuery = graphql(`
  query IqReport($orderNumber: ID!, $locale: String, $token: String) {
    report(orderNumber: $orderNumber, locale: $locale, token: $token) {
      ...ExamReport_report
      iq {
        title
        headings {
          result
          rules
          time
          practice
          limits
        }
        answeredText
        result {
          ...IqResult_result
        }
        rules {
          rule
          title
          right
          total
          level
          text
        }
        timeProfile {
          medianSeconds
          points {
            itemId
            seconds
            correct
            answered
          }
          text
          textEquivalent
        }
        practice
        limits
        generatedAt
      }
    }
  }
`);
