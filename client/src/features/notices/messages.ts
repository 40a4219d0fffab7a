import { defineMessages, type NoMessageValues } from 'react-intl';

type Catalogue<Plain extends string, Valued = NoMessageValues> = Record<Plain, NoMessageValues> & Valued;

/** Platform notices: the list and one notice. Ids start with `notices.` so they travel in the content bundle. */
export const noticesMessages = defineMessages<Catalogue<'title' | 'intro' | 'searchLabel' | 'listLabel' | 'unread' | 'empty' | 'back' | 'notFoundTitle' | 'notFoundBody', { emptySearch: { keyword: string }; unreadCount: { count: number } }>>({
  title: { id: 'notices.title', defaultMessage: 'Notices', description: 'Heading of the platform notices page' },
  intro: { id: 'notices.intro', defaultMessage: 'News about the service: updates, new features and planned maintenance.', description: 'Line under the notices heading' },
  searchLabel: { id: 'notices.searchLabel', defaultMessage: 'Search notices', description: 'Label of the search box on the notices page' },
  listLabel: { id: 'notices.listLabel', defaultMessage: 'Notices', description: 'Accessible name of the list of notices' },
  unread: { id: 'notices.unread', defaultMessage: 'Unread', description: 'Accessible text of the dot on a notice not read yet' },
  unreadCount: { id: 'notices.unreadCount', defaultMessage: '{count, plural, =0 {All read} other {# unread}}', description: 'How many notices the reader has not opened' },
  empty: { id: 'notices.empty', defaultMessage: 'No notices yet.', description: 'The notices list has nothing to show' },
  emptySearch: { id: 'notices.emptySearch', defaultMessage: 'No notice matches “{keyword}”.', description: 'A search found no notice; {keyword} is what was searched' },
  back: { id: 'notices.back', defaultMessage: 'All notices', description: 'Link from a notice back to the list' },
  notFoundTitle: { id: 'notices.notFoundTitle', defaultMessage: 'Notice not found', description: 'Heading when a notice does not exist' },
  notFoundBody: { id: 'notices.notFoundBody', defaultMessage: 'It may have been taken down.', description: 'Text when a notice does not exist' },
});
