import { graphql } from '../../../__generated__';

/** The studio's courses, newest change first (schema/courseStudio.graphql). */
export const studioCoursesQuery = graphql(`
  query StudioCourses($locale: String!, $first: Int, $after: String) {
    studioCourses(locale: $locale, first: $first, after: $after) {
      items {
        id
        state
        category
        title
        locales
        hasChanges
        publishAt
        publishedAt
        version
        updatedAt
      }
      endCursor
      hasNextPage
    }
  }
`);

/** One course with its working document. */
export const studioCourseQuery = graphql(`
  query StudioCourse($id: Int!) {
    studioCourse(id: $id) {
    id
    slug
    state
    hasChanges
    publishAt
    publishedAt
    version
    updatedAt
    category
    format
    premium
    tags
    lessons {
      key
      kind
      minutes
      program
    }
    texts {
      locale
      title
      summary
      author
      lessons {
        title
        body {
          type
          text
          items
          src
        }
        captions {
          key
          text
        }
      }
    }
    }
  }
`);

export const saveStudioCourseMutation = graphql(`
  mutation SaveStudioCourse($input: SaveStudioCourseInput!) {
    saveStudioCourse(input: $input) {
      course {
      id
      slug
      state
      hasChanges
      publishAt
      publishedAt
      version
      updatedAt
      category
      format
      premium
      tags
      lessons {
        key
        kind
        minutes
        program
      }
      texts {
        locale
        title
        summary
        author
        lessons {
          title
          body {
            type
            text
            items
            src
          }
          captions {
            key
            text
          }
        }
      }
      }
      errors {
        code
        field
        message
      }
    }
  }
`);

export const publishStudioCourseMutation = graphql(`
  mutation PublishStudioCourse($input: PublishStudioCourseInput!) {
    publishStudioCourse(input: $input) {
      course {
      id
      slug
      state
      hasChanges
      publishAt
      publishedAt
      version
      updatedAt
      category
      format
      premium
      tags
      lessons {
        key
        kind
        minutes
        program
      }
      texts {
        locale
        title
        summary
        author
        lessons {
          title
          body {
            type
            text
            items
            src
          }
          captions {
            key
            text
          }
        }
      }
      }
      errors {
        code
        field
        message
      }
    }
  }
`);

export const unpublishStudioCourseMutation = graphql(`
  mutation UnpublishStudioCourse($input: UnpublishStudioCourseInput!) {
    unpublishStudioCourse(input: $input) {
      course {
      id
      slug
      state
      hasChanges
      publishAt
      publishedAt
      version
      updatedAt
      category
      format
      premium
      tags
      lessons {
        key
        kind
        minutes
        program
      }
      texts {
        locale
        title
        summary
        author
        lessons {
          title
          body {
            type
            text
            items
            src
          }
          captions {
            key
            text
          }
        }
      }
      }
      errors {
        code
        field
        message
      }
    }
  }
`);
