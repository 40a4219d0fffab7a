import { defineMessages, type NoMessageValues } from 'react-intl';

type Catalogue<Plain extends string, Valued = NoMessageValues> = Record<Plain, NoMessageValues> & Valued;

/** The courses list's search. Ids start with `courses.` so they travel in the courses bundle. */
export const courseSearchMessages = defineMessages<Catalogue<'label' | 'search' | 'clear', { empty: { keyword: string } }>>({
  label: { id: 'courses.search.label', defaultMessage: 'Search courses', description: 'Label of the search box on the courses page' },
  search: { id: 'courses.search.submit', defaultMessage: 'Search', description: 'Button that runs a course search' },
  clear: { id: 'courses.search.clear', defaultMessage: 'Clear search', description: 'Button that empties the course search box and shows every course' },
  empty: {
    id: 'courses.search.empty',
    defaultMessage: 'No course matches “{keyword}”. Try another word.',
    description: 'The course search found nothing; {keyword} is what the member searched for',
  },
});
