import { graphql } from '../../__generated__';

/** Sources of the generated documents of the psychological map's pages. */

export const ydgxFreeResultQuery = graphql(`
  query YdgxFreeResult($id: ID!, $locale: String!) {
    examSession(id: $id) {
      ...ExamResult_session
      result {
        psychMap(locale: $locale) {
          bigFive {
            dimension
            name
            short
            level
          }
          quadrant
          quadrantTitle
          thinking
          disclaimer
        }
      }
    }
  }
`);

/** One scale of the full map, with its figures and words: the Big Five, the relationship scales, the motives. */
export const ydgxScaleFragment = graphql(`
  fragment YdgxReport_scale on ScaleScore {
    dimension
    name
    short
    percent
    percentile
    level
    text
    advice
  }
`);

export const ydgxReportQuery = graphql(`
  query YdgxReport($orderNumber: ID!, $locale: String, $token: String) {
    report(orderNumber: $orderNumber, locale: $locale, token: $token) {
      ...ExamReport_report
      psychMap {
        generatedAt
        bigFive {
          ...YdgxReport_scale
        }
        thinking
        thinkingTitle
        thinkingText
        quadrant
        quadrantTitle
        quadrantText
        quadrantAdvice
        relationship {
          ...YdgxReport_scale
        }
        motives {
          ...YdgxReport_scale
        }
        topMotive
        wellbeingIndex
        wellbeingText
        keywords
        tags
        norms {
          source
          citation
          sampleSize
          own
        }
        tabs {
          key
          title
          blocks {
            key
            title
            paragraphs
            chart {
              kind
              textEquivalent
              points {
                key
                label
                value
                max
              }
            }
          }
        }
        disclaimer
      }
    }
  }
`);
