import { graphql } from '../../__generated__';

/** What the reader may do here; every tree hole page asks first. */
export const treeHoleAccessQuery = graphql(`
  query TreeHoleAccess {
    treeHoleAccess {
      signedIn
      member
    }
  }
`);

export const treeHolePostFragment = graphql(`
  fragment TreeHolePostCard_post on TreeHolePost {
    id
    body
    locale
    publishedAt
    mine
    reactions {
      kind
      count
      mine
    }
  }
`);

/** The feed page owns this query: published posts, newest first. */
export const treeHoleFeedQuery = graphql(`
  query TreeHoleFeed($first: Int, $after: String) {
    treeHoleFeed(first: $first, after: $after) {
      endCursor
      hasMore
      posts {
        id
        ...TreeHolePostCard_post
      }
    }
  }
`);

/** "My secrets" owns this query: the reader's own posts in every state. */
export const treeHoleSecretsQuery = graphql(`
  query TreeHoleSecrets($first: Int, $after: String) {
    treeHoleSecrets(first: $first, after: $after) {
      endCursor
      hasMore
      secrets {
        id
        body
        locale
        state
        createdAt
        removalReason
        removalNote
        reactions {
          kind
          count
        }
      }
    }
  }
`);

export const publishTreeHolePostMutation = graphql(`
  mutation PublishTreeHolePost($input: PublishTreeHolePostInput!) {
    publishTreeHolePost(input: $input) {
      secret {
        id
        state
      }
      crisis {
        country
        emergency
        reviewedOn
        lines {
          name
          phone
          text
          url
          hours
        }
        international {
          name
          phone
          text
          url
          hours
        }
      }
      errors {
        code
        field
      }
    }
  }
`);

export const deleteTreeHolePostMutation = graphql(`
  mutation DeleteTreeHolePost($input: TreeHolePostIdInput!) {
    deleteTreeHolePost(input: $input) {
      id
    }
  }
`);

export const reactToTreeHolePostMutation = graphql(`
  mutation ReactToTreeHolePost($input: ReactToTreeHolePostInput!) {
    reactToTreeHolePost(input: $input) {
      post {
        id
        ...TreeHolePostCard_post
      }
    }
  }
`);

export const reportTreeHolePostMutation = graphql(`
  mutation ReportTreeHolePost($input: ReportTreeHolePostInput!) {
    reportTreeHolePost(input: $input) {
      reported
    }
  }
`);
