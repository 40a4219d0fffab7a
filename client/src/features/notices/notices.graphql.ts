import { graphql } from '../../__generated__';

/** One page of notices with the member's read state (null for a visitor). */
export const noticesPageQuery = graphql(`
  query NoticesPage($locale: String!, $page: Int!, $pageSize: Int!, $keyword: String) {
    notices(locale: $locale, page: $page, pageSize: $pageSize, keyword: $keyword) {
      total
      page
      pageSize
      pageCount
      unread
      items {
        id
        title
        excerpt
        publishedAt
        read
      }
    }
  }
`);

export const noticeDetailQuery = graphql(`
  query NoticeDetail($id: Int!, $locale: String!) {
    notice(id: $id, locale: $locale) {
      id
      locale
      title
      publishedAt
      read
      body {
        type
        text
        items
        src
      }
    }
  }
`);

export const markNoticeReadMutation = graphql(`
  mutation MarkNoticeRead($input: MarkNoticeReadInput!) {
    markNoticeRead(input: $input) {
      notice {
        id
        read
      }
    }
  }
`);
