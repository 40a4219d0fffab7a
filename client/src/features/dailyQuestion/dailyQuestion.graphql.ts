import { graphql } from '../../__generated__';

/** Today's question with the member's answer and rhythm; the page owns this query. */
export const dailyQuestionTodayQuery = graphql(`
  query DailyQuestionToday($locale: String!, $timeZone: String) {
    dailyQuestionToday(locale: $locale, timeZone: $timeZone) {
      date
      mayAnswer
      signedIn
      question {
        id
        type
        kind
        prompt
        options
        reflection
        revealed
        correct
        accepted
        analysis
      }
      answer {
        questionId
        choices
        text
        correct
        answeredOn
      }
      rhythm {
        daysInARow
        daysThisWeek
        answeredToday
      }
    }
  }
`);

export const dailyQuestionHistoryQuery = graphql(`
  query DailyQuestionHistory($locale: String!, $timeZone: String, $page: Int!, $pageSize: Int!) {
    dailyQuestionHistory(locale: $locale, timeZone: $timeZone, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      pageCount
      items {
        date
        question {
          id
          type
          kind
          prompt
          options
          reflection
          revealed
          correct
          accepted
          analysis
        }
        answer {
          questionId
          choices
          text
          correct
          answeredOn
        }
      }
    }
  }
`);

export const submitDailyAnswerMutation = graphql(`
  mutation SubmitDailyAnswer($input: SubmitDailyAnswerInput!) {
    submitDailyAnswer(input: $input) {
      answer {
        questionId
        choices
        text
        correct
        answeredOn
      }
      question {
        id
        type
        kind
        prompt
        options
        reflection
        revealed
        correct
        accepted
        analysis
      }
      rhythm {
        daysInARow
        daysThisWeek
        answeredToday
      }
      errors {
        code
        field
      }
    }
  }
`);
