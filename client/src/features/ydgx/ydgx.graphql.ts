import { graphql } from '../../__generated__';

/** Sources of the generated documents of the psychological map's pages. */

export const ydgxFreeResultQuery = graphql(`
  query YdgxFreeResult($id: ID!, $locale: String!) {
    examSession(id: $id) {
      id
      examId
      submittedAt
      result {
        examId
        completedAt
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

export const ydgxReportQuery = graphql(`
  query YdgxReport($orderNumber: ID!, $locale: String, $token: String) {
    report(orderNumber: $orderNumber, locale: $locale, token: $token) {
      orderNumber
      status
      locale
      examId
      firstName
      completedAt
      pdfUrl
      psychMap {
        generatedAt
        bigFive {
          dimension
          name
          short
          percent
          percentile
          level
          text
          advice
        }
        thinking
        thinkingTitle
        thinkingText
        quadrant
        quadrantTitle
        quadrantText
        quadrantAdvice
        relationship {
          dimension
          name
          short
          percent
          percentile
          level
          text
          advice
        }
        motives {
          dimension
          name
          short
          percent
          percentile
          level
          text
          advice
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
