import { ApolloProvider } from '@apollo/client/react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { StaffGate } from '../components/StaffGate';
import { studioClient } from '../studioClient';
import { StudioContentEditor } from './StudioContentEditorPage';
import { StudioContentList } from './StudioContentListPage';
import { StudioCourseEditor, StudioCourseList } from './StudioCoursesPage';
import { StudioDailyCalendar } from './StudioDailyCalendarPage';
import { StudioDailyQuestionEditor } from './StudioDailyQuestionPage';

const idOf = (raw: string | null): number | null => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null);

/** `/studio/articles`, `/studio/notices`, `/studio/courses` and their `/edit` pages, for the content role (and admin). */
function ContentRoute() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const kind = pathname.includes('/studio/notices') ? 'NOTICE' : 'ARTICLE';
  const editing = pathname.replace(/\/$/, '').endsWith('/edit');
  const id = idOf(params.get('id'));
  if (pathname.includes('/studio/courses')) {
    return <StaffGate permission="content:write">{() => (editing ? <StudioCourseEditor id={id} /> : <StudioCourseList />)}</StaffGate>;
  }
  return (
    <StaffGate permission="content:write">
      {() => (editing ? <StudioContentEditor key={kind} kind={kind} id={id} /> : <StudioContentList key={kind} kind={kind} />)}
    </StaffGate>
  );
}

/** `/studio/daily` (the calendar) and `/studio/daily/question` (`?id=` to edit one), for the content role. */
function DailyRoute() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const question = pathname.replace(/\/$/, '').endsWith('/question');
  const id = params.get('id');
  return (
    <StaffGate permission="content:write">
      {() => (question ? <StudioDailyQuestionEditor key={id ?? 'new'} id={id} initialLocale={params.get('for')} /> : <StudioDailyCalendar />)}
    </StaffGate>
  );
}

/** The studio's content editors, on the studio's own GraphQL client, in the studio's chunk only. */
export function StudioContent() {
  return (
    <ApolloProvider client={studioClient()}>
      <ContentRoute />
    </ApolloProvider>
  );
}

export function StudioDaily() {
  return (
    <ApolloProvider client={studioClient()}>
      <DailyRoute />
    </ApolloProvider>
  );
}
