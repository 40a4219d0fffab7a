import { graphql } from '../../__generated__';

/**
 * Sources of the generated documents of the test pages. Components import the generated `...Document` exports
 * instead of this module: `graphql()` would bring every document of the app into the chunk that calls it.
 */

/** The statements and answer labels: the same for every visitor, so sent as a GET the edge cache can serve. */
export const examQuestionsQuery = graphql(`
  query ExamQuestions($examId: Int!, $locale: String!) {
    questions(examId: $examId, locale: $locale) {
      examId
      locale
      labels
      parts
      questions {
        id
        part
        position
        text
        kind
        block
      }
      scales {
        kind
        labels
      }
      partDetails {
        part
        tip
        instructions {
          block
          text
        }
      }
      attribution
    }
  }
`);

/** A saved run, to resume it where the visitor left off. */
export const examSessionAnswersQuery = graphql(`
  query ExamSessionAnswers($id: ID!) {
    examSession(id: $id) {
      id
      examId
      submittedAt
      answers {
        questionId
        value
      }
    }
  }
`);

export const startExamSessionMutation = graphql(`
  mutation StartExamSession($input: StartExamSessionInput!) {
    startExamSession(input: $input) {
      session {
        id
        examId
      }
      errors {
        code
        field
      }
    }
  }
`);

export const saveAnswersMutation = graphql(`
  mutation SaveAnswers($input: SaveAnswersInput!) {
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

export const submitExamMutation = graphql(`
  mutation SubmitExam($input: SubmitExamInput!) {
    submitExam(input: $input) {
      session {
        id
        submittedAt
        examOrderNumber
      }
      errors {
        code
        field
      }
    }
  }
`);
