import { graphql } from '../../__generated__';

/** Sources of the user-centre pages' generated documents (see the account feature's note on why). */

/** The user-centre home: who is signed in, their membership and its figures. */
export const userCentreHomeQuery = graphql(`
  query UserCentreHome {
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

/** Rights and interests: the premium benefits, and the signed-in user's tier and latest paid test to upgrade from. */
export const rightsInterestsQuery = graphql(`
  query RightsInterests {
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
