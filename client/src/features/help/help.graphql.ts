import { graphql } from '../../__generated__';

/** Source of the help centre's generated document; the page imports the generated `HelpCentreDocument`. */
export const helpCentreQuery = graphql(`
  query HelpCentre($examId: Int!, $locale: String!) {
    helpEntries(examId: $examId, locale: $locale) {
      id
      category
      title
      body
    }
    protocols(examId: $examId, locale: $locale) {
      id
      kind
      title
      body
    }
  }
`);
