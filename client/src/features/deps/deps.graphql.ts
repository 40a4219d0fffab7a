import { graphql } from '../../__generated__';

/**
 * Sources of the generated documents of the depression screen's pages. Components import the generated
 * `...Document` and `...FragmentDoc` exports.
 */

export const depressionResultFragment = graphql(`
  fragment DepressionResult_result on DepressionResult {
    score
    maxScore
    band
    bandTitle
    summary
    nextSteps
    wellbeingIndex
    wellbeingLevel
    wellbeingTitle
    wellbeingText
    item9Flag
    item9Title
    item9Body
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
    disclaimer
    attribution
  }
`);

export const depsFreeResultQuery = graphql(`
  query DepsFreeResult($id: ID!, $locale: String!) {
    examSession(id: $id) {
      ...ExamResult_session
      result {
        depression(locale: $locale) {
          ...DepressionResult_result
        }
      }
    }
  }
`);

export const depsReportQuery = graphql(`
  query DepsReport($orderNumber: ID!, $locale: String, $token: String) {
    report(orderNumber: $orderNumber, locale: $locale, token: $token) {
      ...ExamReport_report
      depression {
        result {
          ...DepressionResult_result
        }
        symptoms {
          item
          name
          score
          text
          tips
        }
        patterns {
          key
          title
          body
          score
          maxScore
        }
        selfHelpPlan {
          title
          text
        }
        doctorTalk {
          title
          intro
          checklist
          phrases
          pdfUrl
        }
        retest {
          title
          body
          dueAt
          trend {
            completedAt
            score
            band
            wellbeingIndex
          }
        }
      }
    }
  }
`);
