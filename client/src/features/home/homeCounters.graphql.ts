import { graphql } from '../../__generated__';

/**
 * Source of the generated `HomeCountersDocument`. Components import that generated document instead of this
 * module: `graphql()` would bring every document of the app into the chunk that calls it.
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
  }
`);
