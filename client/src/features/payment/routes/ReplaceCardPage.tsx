import { ApolloProvider } from '@apollo/client/react';
import { useLocation, useParams } from 'react-router-dom';
import { getApolloClient } from '../../../app/apollo';
import { examRouteOf } from '@innerscope/shared/routes';
import { LinkBroken } from '../replaceCard/CardUpdateEnds';
import { ReplaceCardScreen } from '../replaceCard/ReplaceCardScreen';

function ReplaceCard() {
  const { codeExamId } = examRouteOf(useParams()['codeExamId']);
  const params = new URLSearchParams(useLocation().search);
  const subscriptionId = params.get('subscription');
  const token = params.get('t');
  if (!subscriptionId || !token) return <LinkBroken codeExamId={codeExamId} />;
  return <ReplaceCardScreen link={{ codeExamId, subscriptionId, token }} />;
}

/**
 * `/paying/subscribe/check/{code}-{examId}?subscription=&t=`: the link of a failed renewal's e-mail, where the
 * subscriber gives a new card for the plan.
 */
export default function ReplaceCardPage() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <ReplaceCard />
    </ApolloProvider>
  );
}
