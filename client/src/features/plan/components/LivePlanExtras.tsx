import { ApolloProvider } from '@apollo/client/react';
import { getApolloClient } from '../../../app/apollo';
import { ActivityNotices } from './ActivityNotices';
import { ReviewsSection } from './ReviewsSection';

/** This week's figures, with the GraphQL client (fetched once the plans are on screen). */
export function LiveActivityNotices({ examId }: { examId: number }) {
  return (
    <ApolloProvider client={getApolloClient()}>
      <ActivityNotices examId={examId} />
    </ApolloProvider>
  );
}

/** Buyers' reviews, with the GraphQL client (fetched once the plans are on screen). */
export function LiveReviewsSection({ examId }: { examId: number }) {
  return (
    <ApolloProvider client={getApolloClient()}>
      <ReviewsSection examId={examId} />
    </ApolloProvider>
  );
}
