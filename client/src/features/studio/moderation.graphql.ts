import { graphql } from '../../__generated__';

/** The moderation queue page owns this query: held and reported tree hole posts, oldest first. */
export const treeHoleQueueQuery = graphql(`
  query TreeHoleQueue($first: Int, $after: String) {
    treeHoleQueue(first: $first, after: $after) {
      endCursor
      hasMore
      items {
        id
        body
        locale
        state
        holdReasons
        matched
        openReports
        reportReasons {
          reason
          count
        }
        createdAt
      }
    }
  }
`);

export const decideTreeHolePostMutation = graphql(`
  mutation DecideTreeHolePost($input: DecideTreeHolePostInput!) {
    decideTreeHolePost(input: $input) {
      item {
        id
        state
      }
      errors {
        code
        field
      }
    }
  }
`);
