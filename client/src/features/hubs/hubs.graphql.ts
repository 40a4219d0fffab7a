import { graphql } from '../../__generated__';

/** Which features work today: a hub shows the card of a section only while its feature's flag is on. */
export const hubFeaturesQuery = graphql(`
  query HubFeatures {
    features {
      key
      available
    }
  }
`);
