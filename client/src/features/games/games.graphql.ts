import { graphql } from '../../__generated__';

/** The list page's query: a page of games with the reader's bests. */
export const gameListQuery = graphql(`
  query GameList($first: Int, $after: Int) {
    games(first: $first, after: $after) {
      signedIn
      mayRecord
      hasMore
      games {
        key
        best
        daily {
          day
          readerBest
        }
      }
    }
  }
`);

/** The detail page's query: one game with today's challenge and this week's board. */
export const gameDetailQuery = graphql(`
  query GameDetail($key: GameKey!) {
    game(key: $key) {
      signedIn
      mayRecord
      game {
        key
        best
        daily {
          day
          seed
          readerBest
        }
      }
      board {
        weekStart
        entries {
          rank
          nickname
          tag
          score
          isReader
        }
      }
    }
  }
`);

export const submitGameScoreMutation = graphql(`
  mutation SubmitGameScore($input: SubmitGameScoreInput!) {
    submitGameScore(input: $input) {
      saved
      score
      best
      board {
        weekStart
        entries {
          rank
          nickname
          tag
          score
          isReader
        }
      }
      errors {
        code
      }
    }
  }
`);
