import { graphql } from '../../../__generated__';

export const studioContentListQuery = graphql(`
  query StudioContentList($kind: StudioContentKind!, $state: StudioContentState, $locale: String, $displayLocale: String!, $category: ArticleCategory, $first: Int, $after: String) {
    studioContent(kind: $kind, state: $state, locale: $locale, displayLocale: $displayLocale, category: $category, first: $first, after: $after) {
      items {
        id
        kind
        state
        category
        title
        locales
        hasChanges
        publishAt
        publishedAt
        updatedAt
      }
      endCursor
      hasNextPage
    }
  }
`);

export const studioContentItemQuery = graphql(`
  query StudioContentItem($kind: StudioContentKind!, $id: Int!) {
    studioContentItem(kind: $kind, id: $id) {
      id
      kind
      state
      category
      hasChanges
      publishAt
      publishedAt
      version
      updatedAt
      texts {
        locale
        title
        summary
        changed
        live
        body {
          type
          text
          items
          src
        }
      }
    }
  }
`);

export const saveStudioContentMutation = graphql(`
  mutation SaveStudioContent($input: SaveStudioContentInput!) {
    saveStudioContent(input: $input) {
      item {
        id
        kind
        state
        category
        hasChanges
        publishAt
        publishedAt
        version
        updatedAt
        texts {
          locale
          title
          summary
          changed
          live
          body {
            type
            text
            items
            src
          }
        }
      }
      errors {
        code
        field
      }
    }
  }
`);

export const publishStudioContentMutation = graphql(`
  mutation PublishStudioContent($input: PublishStudioContentInput!) {
    publishStudioContent(input: $input) {
      item {
        id
        kind
        state
        category
        hasChanges
        publishAt
        publishedAt
        version
        updatedAt
        texts {
          locale
          title
          summary
          changed
          live
          body {
            type
            text
            items
            src
          }
        }
      }
      errors {
        code
        field
      }
    }
  }
`);

export const unpublishStudioContentMutation = graphql(`
  mutation UnpublishStudioContent($input: UnpublishStudioContentInput!) {
    unpublishStudioContent(input: $input) {
      item {
        id
        kind
        state
        category
        hasChanges
        publishAt
        publishedAt
        version
        updatedAt
        texts {
          locale
          title
          summary
          changed
          live
          body {
            type
            text
            items
            src
          }
        }
      }
      errors {
        code
        field
      }
    }
  }
`);

export const studioDailyMonthQuery = graphql(`
  query StudioDailyMonth($locale: String!, $month: String!) {
    studioDailyMonth(locale: $locale, month: $month) {
      locale
      month
      days {
        date
        changeable
        question {
          id
          type
          kind
          prompt
        }
      }
    }
    studioDailyQuestions(locale: $locale) {
      id
      type
      kind
      prompt
    }
  }
`);

export const assignDailyQuestionMutation = graphql(`
  mutation AssignDailyQuestion($input: AssignDailyQuestionInput!) {
    assignDailyQuestion(input: $input) {
      days {
        date
        changeable
        question {
          id
          type
          kind
          prompt
        }
      }
      errors {
        code
        field
      }
    }
  }
`);

export const swapDailyQuestionsMutation = graphql(`
  mutation SwapDailyQuestions($input: SwapDailyQuestionsInput!) {
    swapDailyQuestions(input: $input) {
      days {
        date
        changeable
        question {
          id
          type
          kind
          prompt
        }
      }
      errors {
        code
        field
      }
    }
  }
`);

export const studioDailyQuestionQuery = graphql(`
  query StudioDailyQuestion($id: String!) {
    studioDailyQuestion(id: $id) {
      id
      type
      kind
      correct
      texts {
        locale
        prompt
        options
        accepted
        analysis
      }
    }
  }
`);

export const saveDailyQuestionMutation = graphql(`
  mutation SaveDailyQuestion($input: SaveDailyQuestionInput!) {
    saveDailyQuestion(input: $input) {
      question {
        id
        type
        kind
        correct
        texts {
          locale
          prompt
          options
          accepted
          analysis
        }
      }
      errors {
        code
        field
      }
    }
  }
`);
