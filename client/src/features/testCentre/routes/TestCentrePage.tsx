import { ApolloProvider, useQuery } from '@apollo/client/react';
import Autorenew from '@mui/icons-material/Autorenew';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { CategoryTestsDocument, HotTestsDocument, LatestTestsDocument, SuggestedTestsDocument, type TestCategory } from '../../../__generated__/graphql';
import { HOME_CODE_EXAM_ID } from '@innerscope/shared/routes';
import { getApolloClient } from '../../../app/apollo';
import { useLocale } from '../../../i18n/LocaleContext';
import { CATEGORY_NAMES, CategoryTabs, panelId, tabId } from '../components/CategoryTabs';
import { Page, Section } from '../components/CentreLayout';
import { statusOf, TestCardList } from '../components/TestCardList';
import { testCentreMessages as m } from '../messages';
import { categoryOfSlug, countryOfLocale, slugOf, TEST_LIST_PATH } from '../testCentrePaths';
import { useTestLinkTo } from '../useTestLinkTo';

const retry = (refetch: () => Promise<unknown>) => () => void refetch().catch(() => undefined);

/** What every section asks with: the locale's names and the country's prices. */
function useCardVariables() {
  const { locale } = useLocale();
  return { locale, country: countryOfLocale(locale) };
}

/** The chosen tab's first tests, and the way to its full list. */
function CategoryPanel({ category, codeExamId }: { category: TestCategory; codeExamId: string }) {
  const intl = useIntl();
  const to = useTestLinkTo();
  const query = useQuery(CategoryTestsDocument, { variables: { category, page: 1, pageSize: 4, ...useCardVariables() }, notifyOnNetworkStatusChange: true });
  const page = query.data?.testList;
  const name = intl.formatMessage(CATEGORY_NAMES[category]);
  return (
    <div role="tabpanel" id={panelId} aria-labelledby={tabId(category)} style={{ display: 'grid', gap: 12, marginTop: 16 }}>
      <TestCardList status={statusOf(query)} cards={page?.items ?? []} empty={intl.formatMessage(m.categoryEmpty)} onRetry={retry(query.refetch)} label={name} />
      {page && page.total > 0 && (
        <Button component={Link} to={to(`${TEST_LIST_PATH}/${codeExamId}`, { category: slugOf(category) })} sx={{ justifySelf: 'start' }}>
          {intl.formatMessage(m.seeAll, { category: name })}
        </Button>
      )}
    </div>
  );
}

function HotSection() {
  const intl = useIntl();
  const query = useQuery(HotTestsDocument, { variables: useCardVariables(), notifyOnNetworkStatusChange: true });
  const title = intl.formatMessage(m.hotTitle);
  return (
    <Section id="hot-title" title={title} intro={intl.formatMessage(m.hotIntro)}>
      <TestCardList status={statusOf(query)} cards={query.data?.hotTests ?? []} empty={intl.formatMessage(m.hotEmpty)} onRetry={retry(query.refetch)} label={title} />
    </Section>
  );
}

/** Suggestions a few at a time; "Show others" asks for the next ones round the list. */
function SuggestionsSection() {
  const intl = useIntl();
  const [offset, setOffset] = useState(0);
  const query = useQuery(SuggestedTestsDocument, { variables: { offset, ...useCardVariables() }, notifyOnNetworkStatusChange: true });
  const found = query.data?.suggestedTests;
  const title = intl.formatMessage(m.suggestTitle);
  const intro = query.data ? intl.formatMessage(query.data.me ? m.suggestIntroMember : m.suggestIntroVisitor) : undefined;
  const more = found && found.total > found.items.length;
  return (
    <Section
      id="suggest-title"
      title={title}
      intro={intro}
      action={
        more && (
          <Button variant="outlined" startIcon={<Autorenew aria-hidden />} onClick={() => setOffset(found.offset + found.items.length)} disabled={query.loading}>
            {intl.formatMessage(m.refresh)}
          </Button>
        )
      }
    >
      <TestCardList status={statusOf(query)} cards={found?.items ?? []} empty={intl.formatMessage(m.suggestEmpty)} onRetry={retry(query.refetch)} label={title} skeletons={3} />
    </Section>
  );
}

function LatestSection() {
  const intl = useIntl();
  const query = useQuery(LatestTestsDocument, { variables: useCardVariables(), notifyOnNetworkStatusChange: true });
  const title = intl.formatMessage(m.latestTitle);
  return (
    <Section id="latest-title" title={title}>
      <TestCardList status={statusOf(query)} cards={query.data?.latestTests ?? []} empty={intl.formatMessage(m.latestEmpty)} onRetry={retry(query.refetch)} label={title} />
    </Section>
  );
}

function TestCentrePage() {
  const intl = useIntl();
  const codeExamId = useParams()['codeExamId'] ?? HOME_CODE_EXAM_ID;
  const [params, setParams] = useSearchParams();
  const category = categoryOfSlug(params.get('category'));
  const choose = (next: TestCategory) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('category', slugOf(next));
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <Page>
      <Typography id="test-centre-title" variant="h2" component="h1" tabIndex={-1} sx={{ outline: 'none' }}>
        {intl.formatMessage(m.title)}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {intl.formatMessage(m.intro)}
      </Typography>
      <div style={{ marginTop: 24 }}>
        <CategoryTabs value={category} onChange={choose} />
        <CategoryPanel category={category} codeExamId={codeExamId} />
      </div>
      <HotSection />
      <SuggestionsSection />
      <LatestSection />
    </Page>
  );
}

/**
 * `/userCenter/exploreMore/testCenter`: the test centre (spec section 3). Category tabs (mental health, ability, IQ,
 * personality) with each tab's first tests, the tests finished most lately, suggestions from the visitor's own
 * results with a refresh, and the newest tests; every list loads, fails and empties on its own.
 */
export default function TestCentreRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <TestCentrePage />
    </ApolloProvider>
  );
}
