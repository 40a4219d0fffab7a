import { defineMessages, type NoMessageValues } from 'react-intl';

type Catalogue<Plain extends string, Valued = NoMessageValues> = Record<Plain, NoMessageValues> & Valued;

/** The articles list and an article's page. Ids start with `articles.` so they travel in the content bundle. */
export const articlesMessages = defineMessages<Catalogue<'title' | 'intro' | 'searchLabel' | 'tabsLabel' | 'all' | 'science' | 'test' | 'consultation' | 'treatment' | 'mentalHealth' | 'recommended' | 'read' | 'listLabel' | 'empty' | 'back' | 'lockedTitle' | 'lockedBody' | 'seeBenefits' | 'relatedTests' | 'startTest' | 'notFoundTitle' | 'notFoundBody', { emptySearch: { keyword: string }; published: { date: string } }>>({
  title: { id: 'articles.title', defaultMessage: 'Articles', description: 'Heading of the articles page in the user centre' },
  intro: {
    id: 'articles.intro',
    defaultMessage: 'Psychology reading, written to be useful in everyday life.',
    description: 'Line under the heading of the articles page',
  },
  searchLabel: { id: 'articles.searchLabel', defaultMessage: 'Search articles', description: 'Label of the search box on the articles page' },
  tabsLabel: { id: 'articles.tabsLabel', defaultMessage: 'Article categories', description: 'Accessible name of the category tabs' },
  all: { id: 'articles.category.all', defaultMessage: 'All', description: 'Category tab showing every article' },
  science: { id: 'articles.category.science', defaultMessage: 'Psychology science', description: 'Category tab: research and how the mind works' },
  test: { id: 'articles.category.test', defaultMessage: 'Psychology tests', description: 'Category tab: about psychological tests and what they measure' },
  consultation: { id: 'articles.category.consultation', defaultMessage: 'Counselling', description: 'Category tab: psychological counselling' },
  treatment: { id: 'articles.category.treatment', defaultMessage: 'Therapy', description: 'Category tab: psychological treatment and therapies' },
  mentalHealth: { id: 'articles.category.mentalHealth', defaultMessage: 'Mental health', description: 'Category tab: mental health' },
  recommended: { id: 'articles.recommended', defaultMessage: "Today's pick", description: "Label of the card with today's recommended article" },
  read: { id: 'articles.read', defaultMessage: 'Read the article', description: "Link on today's recommendation card" },
  listLabel: { id: 'articles.listLabel', defaultMessage: 'Articles', description: 'Accessible name of the list of articles' },
  empty: { id: 'articles.empty', defaultMessage: 'No articles in this category yet.', description: 'The articles list has nothing to show' },
  emptySearch: { id: 'articles.emptySearch', defaultMessage: 'No article matches “{keyword}”.', description: 'A search found no article; {keyword} is what was searched' },
  published: { id: 'articles.published', defaultMessage: 'Published {date}', description: 'Date line of an article; {date} is a formatted date' },
  back: { id: 'articles.back', defaultMessage: 'All articles', description: 'Link from an article back to the list' },
  lockedTitle: { id: 'articles.lockedTitle', defaultMessage: 'The full article is for Premium members', description: 'Heading shown instead of a locked article body' },
  lockedBody: {
    id: 'articles.lockedBody',
    defaultMessage: 'Premium opens every article, along with the other member benefits.',
    description: 'Text shown instead of a locked article body',
  },
  seeBenefits: { id: 'articles.seeBenefits', defaultMessage: 'See Premium benefits', description: 'Button under a locked article, to the benefits page' },
  relatedTests: { id: 'articles.relatedTests', defaultMessage: 'Related tests', description: 'Heading of the tests an article points to' },
  startTest: { id: 'articles.startTest', defaultMessage: 'Take the test', description: 'Link that starts a related test' },
  notFoundTitle: { id: 'articles.notFoundTitle', defaultMessage: 'Article not found', description: 'Heading when an article does not exist' },
  notFoundBody: { id: 'articles.notFoundBody', defaultMessage: 'It may have been moved or taken down.', description: 'Text when an article does not exist' },
});
