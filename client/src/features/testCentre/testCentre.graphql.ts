import { graphql } from '../../__generated__';

/**
 * The test centre's documents. Each section of the page has its own query, so a list that fails shows its own
 * retry while the others stay on screen; the cards' fields are the TestCard component's fragment.
 */

export const testCategoriesQuery = graphql(`
  query TestCategories {
    testCategories {
      category
      count
    }
  }
`);

export const categoryTestsQuery = graphql(`
  query CategoryTests($category: TestCategory!, $page: Int!, $pageSize: Int!, $country: String, $locale: String) {
    testList(category: $category, page: $page, pageSize: $pageSize, country: $country) {
      items {
        ...TestCard_card
      }
      total
      page
      pageSize
      pageCount
    }
  }
`);

export const hotTestsQuery = graphql(`
  query HotTests($country: String, $locale: String) {
    hotTests(first: 4, country: $country) {
      ...TestCard_card
    }
  }
`);

export const suggestedTestsQuery = graphql(`
  query SuggestedTests($offset: Int!, $country: String, $locale: String) {
    me {
      id
    }
    suggestedTests(offset: $offset, first: 3, country: $country) {
      items {
        ...TestCard_card
      }
      total
      offset
    }
  }
`);

export const latestTestsQuery = graphql(`
  query LatestTests($country: String, $locale: String) {
    latestTests(first: 4, country: $country) {
      ...TestCard_card
    }
  }
`);
