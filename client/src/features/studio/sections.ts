import type { MessageDescriptor } from 'react-intl';
import { sectionMessages as m } from './messages';
import { moderationMessages } from './moderationMessages';
import { courseStudioMessages } from './content/courseMessages';
import { customerSectionMessages } from './customers/customerSectionMessages';

/**
 * The studio's sections, each shown to whoever the server's policy gives its permission (StaffUser.permissions).
 * Only sections whose server side exists are listed: courses and the tree hole join when theirs do. `path` is
 * set where the studio already has the page; content editors come later.
 */
export interface StudioSection {
  key: string;
  permission: string;
  title: MessageDescriptor;
  text: MessageDescriptor;
  path: string | null;
}

export const STUDIO_SECTIONS: readonly StudioSection[] = [
  { key: 'articles', permission: 'content:write', title: m.articles, text: m.articlesText, path: '/studio/articles' },
  { key: 'notices', permission: 'content:write', title: m.notices, text: m.noticesText, path: '/studio/notices' },
  { key: 'courses', permission: 'content:write', title: courseStudioMessages.sectionTitle, text: courseStudioMessages.sectionText, path: '/studio/courses' },
  { key: 'dailyQuestions', permission: 'content:write', title: m.dailyQuestions, text: m.dailyQuestionsText, path: '/studio/daily' },
  { key: 'failedJobs', permission: 'operations:read', title: m.failedJobs, text: m.failedJobsText, path: null },
  { key: 'staffUsers', permission: 'staff:manage', title: m.staffUsers, text: m.staffUsersText, path: '/studio/staff' },
  { key: 'auditLog', permission: 'audit:read', title: m.auditLog, text: m.auditLogText, path: '/studio/audit' },
  { key: 'treeHole', permission: 'moderation:act', title: moderationMessages.title, text: moderationMessages.sectionText, path: '/studio/moderation' },
  { key: 'customers', permission: 'customers:read', title: customerSectionMessages.title, text: customerSectionMessages.sectionText, path: '/studio/customers' },
];

export const sectionsFor = (permissions: readonly string[]): StudioSection[] => STUDIO_SECTIONS.filter((s) => permissions.includes(s.permission));
