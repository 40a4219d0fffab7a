import { graphql } from '../../__generated__';

/** Sources of the user-centre pages' generated documents (see the account feature's note on why). */

/**
 * The user-centre home: who is signed in, their membership and its figures; which features work (a counter of a
 * feature still to come is not shown) and whether Premium is offered (it is not while it adds nothing that works).
 */
export const userCentreHomeQuery = graphql(`
  query UserCentreHome($examId: Int!) {
    features {
      key
      available
    }
    premiumPlan(examId: $examId) {
      id
    }
    me {
      id
      name
      nickname
      email
      avatarUrl
      centre {
        tier
        validUntil
        daysUsed
        featuresTried
        featuresTotal
        unlockedTests
        unlockedCourses
        treeHoleRecords
      }
    }
  }
`);

/**
 * Rights and interests: what works today, the premium benefits that work, whether Premium is offered at all, and
 * the signed-in user's tier and latest paid test to upgrade from.
 */
export const rightsInterestsQuery = graphql(`
  query RightsInterests($examId: Int!) {
    features {
      key
      available
    }
    premiumPlan(examId: $examId) {
      id
    }
    premiumBenefits {
      key
      name
      content
    }
    me {
      id
      tier
      validUntil
      latest: orderPage(status: COMPLETED, pageSize: 1) {
        items {
          orderNumber
        }
      }
    }
  }
`);
