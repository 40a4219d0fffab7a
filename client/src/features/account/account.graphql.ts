import { graphql } from '../../__generated__';

/**
 * Sources of the generated documents of the account pages; components import the generated `...Document`s and
 * `...FragmentDoc`s (so the catalogue of every document stays out of the page's chunk). Each component's fragment
 * names the fields it shows. Every mutation asks for its errors by code and field only: the pages word them.
 */

/** `OrderCard`: one order of the reports list. */
export const orderCardFragment = graphql(`
  fragment AccountOrderCard_order on Order {
    orderNumber
    status
    email
    subtotal
    discount
    tax
    total
    currency
    createdAt
    paidAt
    transactionId
    sku {
      id
      kind
      interval
      intervalCount
    }
  }
`);

/** `MembershipLine`: who is signed in and their membership. */
export const membershipFragment = graphql(`
  fragment AccountMembership_user on User {
    email
    tier
    validUntil
  }
`);

/** Who is signed in, for the pages that need a session (null for visitors). */
export const accountViewerQuery = graphql(`
  query AccountViewer {
    me {
      id
      name
      email
    }
  }
`);

export const sendEmailCodeMutation = graphql(`
  mutation AccountSendEmailCode($email: String!, $purpose: EmailCodePurpose!, $locale: String) {
    sendEmailCode(email: $email, purpose: $purpose, locale: $locale) {
      ok
      errors {
        code
        field
      }
    }
  }
`);

export const registerMutation = graphql(`
  mutation AccountRegister($input: RegisterInput!) {
    register(input: $input) {
      user {
        id
      }
      errors {
        code
        field
      }
    }
  }
`);

export const loginMutation = graphql(`
  mutation AccountLogin($input: LoginInput!) {
    login(input: $input) {
      user {
        id
      }
      errors {
        code
        field
      }
    }
  }
`);

export const logoutMutation = graphql(`
  mutation AccountLogout {
    logout
  }
`);

export const resetPasswordMutation = graphql(`
  mutation AccountResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      ok
      errors {
        code
        field
      }
    }
  }
`);

export const changePasswordMutation = graphql(`
  mutation AccountChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      ok
      errors {
        code
        field
      }
    }
  }
`);

/** `SettingsHeader`: the avatar and name at the top of the settings, leading to the personal information. */
export const settingsHeaderFragment = graphql(`
  fragment AccountSettingsHeader_user on User {
    name
    nickname
    email
    avatarUrl
  }
`);

/** The settings page: who is signed in (null for visitors). */
export const accountSettingsQuery = graphql(`
  query AccountSettings {
    me {
      id
      email
      ...AccountSettingsHeader_user
    }
  }
`);

/** The personal information page: every field the user can change. */
export const accountProfileQuery = graphql(`
  query AccountProfile {
    me {
      id
      name
      email
      nickname
      phone
      birthday
      gender
      introduction
      avatarUrl
    }
  }
`);

/** Asks back every field it can change, so each page that shows the user sees the new values from the cache. */
export const updateProfileMutation = graphql(`
  mutation AccountUpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      user {
        id
        nickname
        phone
        birthday
        gender
        introduction
      }
      errors {
        code
        field
      }
    }
  }
`);

export const removeAvatarMutation = graphql(`
  mutation AccountRemoveAvatar {
    removeAvatar {
      user {
        id
        avatarUrl
      }
      errors {
        code
        field
      }
    }
  }
`);

/** Everything kept about the user, as one JSON document (never cached: it is saved to a file at once). */
export const myDataExportQuery = graphql(`
  query AccountDataExport {
    myDataExport
  }
`);

export const deleteMyAccountMutation = graphql(`
  mutation AccountDeleteMyAccount($password: String!) {
    deleteMyAccount(password: $password) {
      ok
      errors {
        code
        field
      }
    }
  }
`);
