import { graphql } from '../../__generated__';

/** The articles page: the tabs' counts, today's recommendation and one page of the list. */
export const articlesPageQuery = graphql(`
  query ArticlesPage($locale: String!, $page: Int!, $pageSize: Int!, $category: ArticleCategory, $keyword: String) {
    articleCategories(locale: $locale) {
      category
      count
    }
    recommendedArticle(locale: $locale) {
      id
      title
      summary
      category
    }
    articles(locale: $locale, page: $page, pageSize: $pageSize, category: $category, keyword: $keyword) {
      total
      totalCapped
      page
      pageSize
      pageCount
      items {
        id
        title
        summary
        category
        publishedAt
      }
    }
  }
`);

/** One article: locked (no body) unless the reader is Premium. */
export const articleDetailQuery = graphql(`
  query ArticleDetail($id: Int!, $locale: String!) {
    article(id: $id, locale: $locale) {
      id
      locale
      title
      summary
      category
      publishedAt
      locked
      body {
        type
        text
        items
        src
      }
      relatedTests {
        code
        examId
        name
      }
    }
  }
`);
