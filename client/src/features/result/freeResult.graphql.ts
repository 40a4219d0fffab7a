import { graphql } from '../../__generated__';

/**
 * Sources of the generated documents of the free result. The route owns the only query; each component
 * declares the fields it shows as a fragment beside it, and imports the generated `...FragmentDoc`.
 */

export const typeHeroFragment = graphql(`
  fragment TypeHero_type on PersonalityType {
    code
    title
    tagline
    description
    accent
  }
`);

export const axisScoresFragment = graphql(`
  fragment AxisScores_result on Result {
    axes {
      axis
      firstPole
      secondPole
      firstPercent
      secondPercent
      winner
      level
    }
  }
`);

export const freeResultQuery = graphql(`
  query FreeResult($id: ID!, $locale: String!) {
    examSession(id: $id) {
      id
      examId
      submittedAt
      result {
        typeCode
        ...AxisScores_result
        type(locale: $locale) {
          accent
          ...TypeHero_type
        }
      }
    }
  }
`);
