import { graphql } from '../../__generated__';

/** The list page's query: every experiment with the reader's latest figure. */
export const experimentsQuery = graphql(`
  query ExperimentList {
    experiments {
      signedIn
      mayRecord
      experiments {
        key
        minutes
        unit
        lastRun {
          id
          score
          createdAt
        }
      }
    }
  }
`);

/** The detail page's query: one experiment with the reader's past runs and everyone's results so far. */
export const experimentDetailQuery = graphql(`
  query ExperimentDetail($key: ExperimentKey!) {
    experiment(key: $key) {
      signedIn
      mayRecord
      experiment {
        key
        minutes
        unit
        history {
          id
          score
          createdAt
        }
        everyone {
          sampleSize
          median
        }
      }
    }
  }
`);

export const submitExperimentRunMutation = graphql(`
  mutation SubmitExperimentRun($input: SubmitExperimentRunInput!) {
    submitExperimentRun(input: $input) {
      saved
      run {
        id
        experiment
        score
        trialsUsed
        trialsExcluded
        createdAt
        figures {
          key
          value
        }
      }
      everyone {
        sampleSize
        median
        percentile
        minSampleForPercentile
      }
      history {
        id
        score
        createdAt
      }
      errors {
        code
      }
    }
  }
`);
