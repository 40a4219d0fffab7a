import { graphql } from '../../__generated__';

/**
 * Source of the generated `HomeCountersDocument`. Components import that generated document instead of this
 * module: `graphql()` would bring every document of the app into the chunk that calls it.
 *
 * Figures about people are null until they rest on enough people; the exam's facts fill their place until then.
 */
export const homeCountersQuery = graphql(`
  query HomeCounters($examId: Int!, $country: String) {
    homeCounters(examId: $examId, country: $country) {
      takenToday
      inRegion
      region
      totalCompleted
      accuracyRating
      ratingCount
    }
    examFacts(examId: $examId) {
      questionCount
      dimensionCount
      languageCount
      minutes
      minutesMeasured
      reportDelivery
    }
  }
`);
