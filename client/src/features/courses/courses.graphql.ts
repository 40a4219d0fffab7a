import { graphql } from '../../__generated__';

/** The courses page: the tabs' counts and one page of the list (of a search when there is a keyword). */
export const coursesPageQuery = graphql(`
  query CoursesPage($locale: String!, $page: Int!, $pageSize: Int!, $category: CourseCategory, $keyword: String) {
    courseCategories(locale: $locale) {
      category
      count
    }
    courses(locale: $locale, page: $page, pageSize: $pageSize, category: $category, keyword: $keyword) {
      total
      page
      pageSize
      pageCount
      items {
        id
        title
        summary
        category
        format
        premium
        locked
        tags
        lessonCount
        minutes
        progress {
          completed
          total
        }
      }
    }
  }
`);

/** One course with its lessons; a locked course's lessons come with their titles only. */
export const courseDetailQuery = graphql(`
  query CourseDetail($id: Int!, $locale: String!) {
    course(id: $id, locale: $locale) {
      ...CourseDetailFields
    }
  }
`);

export const courseDetailFields = graphql(`
  fragment CourseDetailFields on Course {
    id
    locale
    title
    summary
    author
    category
    format
    premium
    locked
    tags
    lessonCount
    minutes
    updatedAt
    signedIn
    mayTrackProgress
    progress {
      completed
      total
      resumeLessonId
    }
    lessons {
      id
      position
      kind
      minutes
      title
      locked
      body {
        type
        text
        items
      }
      transcript
      html
      fileUrl
      captionsUrl
      completed
      positionSeconds
    }
  }
`);

/** Records the member's place in a lesson; answers the course with its progress. */
export const recordLessonProgressMutation = graphql(`
  mutation RecordLessonProgress($input: RecordLessonProgressInput!) {
    recordLessonProgress(input: $input) {
      course {
        ...CourseDetailFields
      }
    }
  }
`);
