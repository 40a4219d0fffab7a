import { graphql } from '../../__generated__';

/** The signed-in staff user (null when not signed in), with what their roles allow. */
export const staffMeQuery = graphql(`
  query StudioMe {
    staffMe {
      id
      email
      displayName
      roles
      permissions
    }
  }
`);

export const staffSignInMutation = graphql(`
  mutation StudioSignIn($input: StaffSignInInput!) {
    staffSignIn(input: $input) {
      next
      enrolment {
        otpauthUri
        secret
      }
      errors {
        code
        field
      }
    }
  }
`);

export const staffVerifyTotpMutation = graphql(`
  mutation StudioVerifyTotp($input: StaffCodeInput!) {
    staffVerifyTotp(input: $input) {
      staff {
        id
      }
      errors {
        code
      }
    }
  }
`);

export const staffEnrolTotpMutation = graphql(`
  mutation StudioEnrolTotp($input: StaffCodeInput!) {
    staffEnrolTotp(input: $input) {
      staff {
        id
      }
      recoveryCodes
      errors {
        code
      }
    }
  }
`);

export const staffSignOutMutation = graphql(`
  mutation StudioSignOut {
    staffSignOut
  }
`);

export const staffUsersQuery = graphql(`
  query StudioStaffUsers {
    staffUsers {
      id
      email
      displayName
      roles
      disabled
      totpEnrolled
      lastSignInAt
    }
  }
`);

export const createStaffUserMutation = graphql(`
  mutation StudioCreateStaffUser($input: CreateStaffUserInput!) {
    createStaffUser(input: $input) {
      staffUser {
        id
        email
      }
      initialPassword
      errors {
        code
        field
      }
    }
  }
`);

export const setStaffRolesMutation = graphql(`
  mutation StudioSetStaffRoles($input: SetStaffRolesInput!) {
    setStaffRoles(input: $input) {
      staffUser {
        id
        roles
      }
      errors {
        code
      }
    }
  }
`);

export const disableStaffUserMutation = graphql(`
  mutation StudioDisableStaffUser($input: DisableStaffUserInput!) {
    disableStaffUser(input: $input) {
      staffUser {
        id
        disabled
      }
      errors {
        code
      }
    }
  }
`);

export const auditLogQuery = graphql(`
  query StudioAuditLog($first: Int, $after: String, $filter: AuditLogFilter) {
    auditLog(first: $first, after: $after, filter: $filter) {
      entries {
        id
        actor
        roles
        action
        targetType
        targetId
        summary
        createdAt
      }
      endCursor
      hasNextPage
    }
  }
`);
