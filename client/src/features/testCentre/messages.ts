import { defineMessages, type NoMessageValues } from 'react-intl';

type Catalogue<Plain extends string, Valued = NoMessageValues> = Record<Plain, NoMessageValues> & Valued;

/**
 * The test centre and its category lists. Ids start with `account.` so they travel in the account pages' bundle,
 * as the other user-centre pages' do.
 */
export const testCentreMessages = defineMessages<
  Catalogue<
    'title' | 'intro' | 'tabsLabel' | 'categoryMentalHealth' | 'categoryAbility' | 'categoryIq' | 'categoryPersonality' | 'categoryEmpty' | 'hotTitle' | 'hotIntro' | 'hotEmpty' | 'suggestTitle' | 'suggestIntroMember' | 'suggestIntroVisitor' | 'refresh' | 'suggestEmpty' | 'latestTitle' | 'latestEmpty' | 'loading' | 'loadFailed' | 'retry' | 'cardIncluded' | 'reasonWellbeing' | 'reasonGoDeeper' | 'reasonNewArea' | 'reasonPopular' | 'back' | 'loadMore' | 'loadingMore' | 'noMore',
    {
      cardMinutes: { minutes: number };
      cardItems: { count: number };
      cardPrice: { price: string };
      cardCompletions: { count: number };
      seeAll: { category: string };
      listTitle: { category: string };
      count: { count: number };
    }
  >
>({
  title: { id: 'account.testCentre.title', defaultMessage: 'Test centre', description: 'Heading of the test centre page' },
  intro: { id: 'account.testCentre.intro', defaultMessage: 'Tests on mood, mind and personality. Pick one and start in a minute.', description: 'Line under the heading of the test centre' },
  tabsLabel: { id: 'account.testCentre.tabsLabel', defaultMessage: 'Test categories', description: 'Accessible name of the row of category tabs' },
  categoryMentalHealth: { id: 'account.testCentre.category.mentalHealth', defaultMessage: 'Mental health', description: 'Name of the mental-health category tab' },
  categoryAbility: { id: 'account.testCentre.category.ability', defaultMessage: 'Ability', description: 'Name of the ability category tab' },
  categoryIq: { id: 'account.testCentre.category.iq', defaultMessage: 'IQ', description: 'Name of the IQ category tab' },
  categoryPersonality: { id: 'account.testCentre.category.personality', defaultMessage: 'Personality', description: 'Name of the personality category tab' },
  seeAll: { id: 'account.testCentre.seeAll', defaultMessage: 'See all tests in {category}', description: 'Link under a category\'s first tests to its full list; {category} is the category\'s name' },
  categoryEmpty: { id: 'account.testCentre.categoryEmpty', defaultMessage: 'No tests in this category yet. New ones appear here as soon as they are published.', description: 'What an empty category says' },
  hotTitle: { id: 'account.testCentre.hotTitle', defaultMessage: 'Popular right now', description: 'Heading of the tests finished most in the last 30 days' },
  hotIntro: { id: 'account.testCentre.hotIntro', defaultMessage: 'The tests finished most in the last 30 days.', description: 'Line under the popular tests heading' },
  hotEmpty: { id: 'account.testCentre.hotEmpty', defaultMessage: 'No test has been finished in the last 30 days yet. Be the first!', description: 'What the popular list says when nobody finished a test in 30 days' },
  suggestTitle: { id: 'account.testCentre.suggestTitle', defaultMessage: 'Suggested for you', description: 'Heading of the tests suggested to the visitor' },
  suggestIntroMember: { id: 'account.testCentre.suggestIntroMember', defaultMessage: 'Tests you have not taken yet, chosen from your results.', description: 'Line under the suggestions heading for a signed-in member' },
  suggestIntroVisitor: { id: 'account.testCentre.suggestIntroVisitor', defaultMessage: 'Log in and we will match suggestions to your results.', description: 'Line under the suggestions heading for a visitor who is not signed in' },
  refresh: { id: 'account.testCentre.refresh', defaultMessage: 'Show others', description: 'Button that shows other suggested tests' },
  suggestEmpty: { id: 'account.testCentre.suggestEmpty', defaultMessage: 'You have taken every test we offer. New ones will show up here.', description: 'What the suggestions say when the member has taken every test' },
  latestTitle: { id: 'account.testCentre.latestTitle', defaultMessage: 'Latest tests', description: 'Heading of the newest tests' },
  latestEmpty: { id: 'account.testCentre.latestEmpty', defaultMessage: 'No tests are published yet.', description: 'What the latest tests list says when none is published' },
  loading: { id: 'account.testCentre.loading', defaultMessage: 'Loading tests…', description: 'Accessible name of a list of tests while it loads' },
  loadFailed: { id: 'account.testCentre.loadFailed', defaultMessage: 'Load failed. Please retry.', description: 'What a list of tests says when it could not be loaded' },
  retry: { id: 'account.testCentre.retry', defaultMessage: 'Retry', description: 'Button that loads a list of tests again after a failure' },
  cardMinutes: { id: 'account.testCentre.card.minutes', defaultMessage: '{minutes} min', description: 'How long a test takes, on its card' },
  cardItems: { id: 'account.testCentre.card.items', defaultMessage: '{count, plural, one {# question} other {# questions}}', description: 'How many questions a test has, on its card' },
  cardPrice: { id: 'account.testCentre.card.price', defaultMessage: 'Full report {price}', description: 'Price of a test\'s full report on its card; {price} is formatted money' },
  cardIncluded: { id: 'account.testCentre.card.included', defaultMessage: 'Full report included in your plan', description: 'On a test\'s card, for a member whose plan includes its full report' },
  cardCompletions: { id: 'account.testCentre.card.completions', defaultMessage: '{count, number} finished in the last 30 days', description: 'How many people finished a test in the last 30 days, shown only from 20 up' },
  reasonWellbeing: { id: 'account.testCentre.reason.wellbeing', defaultMessage: 'A gentle check on how you have been feeling', description: 'Why a test is suggested: a result hinted at a heavy mood' },
  reasonGoDeeper: { id: 'account.testCentre.reason.goDeeper', defaultMessage: 'Goes further than the test you took', description: 'Why a test is suggested: same kind as a test already taken' },
  reasonNewArea: { id: 'account.testCentre.reason.newArea', defaultMessage: 'Explores something new about you', description: 'Why a test is suggested: a kind of test not yet taken' },
  reasonPopular: { id: 'account.testCentre.reason.popular', defaultMessage: 'Often taken', description: 'Why a test is suggested to someone without results: often taken' },
  listTitle: { id: 'account.testCentre.listTitle', defaultMessage: '{category} tests', description: 'Heading of one category\'s full list; {category} is its name' },
  back: { id: 'account.testCentre.back', defaultMessage: 'Back to the test centre', description: 'Link from a category\'s list back to the test centre' },
  loadMore: { id: 'account.testCentre.loadMore', defaultMessage: 'Load more', description: 'Button that loads the next tests of a category\'s list' },
  loadingMore: { id: 'account.testCentre.loadingMore', defaultMessage: 'Loading…', description: 'The load-more button while the next tests load' },
  noMore: { id: 'account.testCentre.noMore', defaultMessage: 'No more', description: 'Under the last test of a category\'s list' },
  count: { id: 'account.testCentre.count', defaultMessage: '{count, plural, one {# test} other {# tests}}', description: 'How many tests a category\'s list holds' },
});
