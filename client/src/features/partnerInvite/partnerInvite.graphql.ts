import { graphql } from '../../__generated__';

/** The invitation as the person invited sees it: who receives the result, the test, where it stands. */
export const invitationForTakerQuery = graphql(`
  query InvitationForTaker($id: ID!) {
    invitationForTaker(id: $id) {
      id
      partnerName
      examName
      examRouteKey
      locale
      state
      sessionId
    }
  }
`);

export const answerPartnerInvitationMutation = graphql(`
  mutation AnswerPartnerInvitation($input: AnswerPartnerInvitationInput!) {
    answerPartnerInvitation(input: $input) {
      invitation {
        id
        partnerName
        examName
        examRouteKey
        locale
        state
        sessionId
      }
      errors {
        code
      }
    }
  }
`);
