import type { MessageDescriptor } from 'react-intl';
import { HOME_CODE_EXAM_ID } from '@innerscope/shared/routes';
import { leadsToBuiltPage } from '../../shared/navigation';
import { hubMessages as m } from './messages';

export type HubIcon = 'tests' | 'articles' | 'experiments' | 'treeHole' | 'games' | 'dailyQuestion' | 'courses';

export interface HubSection {
  readonly id: HubIcon;
  /** The page, without the `{code}-{examId}` segment. */
  readonly path: string;
  /** The feature flag that must be on; null for a section every member has (the test centre). */
  readonly flag: string | null;
  readonly title: MessageDescriptor;
  readonly body: MessageDescriptor;
}

/** The exploration centre (spec section 2): tests, reading, experiments, the tree hole and games. */
export const EXPLORE_SECTIONS: readonly HubSection[] = [
  { id: 'tests', path: '/userCenter/exploreMore/testCenter', flag: null, title: m.testsTitle, body: m.testsBody },
  { id: 'articles', path: '/userCenter/exploreMore/articles', flag: 'articles', title: m.articlesTitle, body: m.articlesBody },
  { id: 'experiments', path: '/userCenter/exploreMore/experiment', flag: 'experiments', title: m.experimentsTitle, body: m.experimentsBody },
  { id: 'treeHole', path: '/userCenter/exploreMore/treeHole', flag: 'treeHole', title: m.treeHoleTitle, body: m.treeHoleBody },
  { id: 'games', path: '/userCenter/gameCenter', flag: 'games', title: m.gamesTitle, body: m.gamesBody },
];

/** The growth centre: the daily question and the courses. */
export const GROWTH_SECTIONS: readonly HubSection[] = [
  { id: 'dailyQuestion', path: '/userCenter/growthCenter/dailyQuestion', flag: 'dailyQuestion', title: m.dailyQuestionTitle, body: m.dailyQuestionBody },
  { id: 'courses', path: '/userCenter/growthCenter/psychologyCourse', flag: 'courses', title: m.coursesTitle, body: m.coursesBody },
];

/** The sections to show: those whose flag is on and whose page is built (a card never leads to "coming soon"). */
export function openSections(sections: readonly HubSection[], working: ReadonlySet<string>): HubSection[] {
  return sections.filter((section) => (section.flag === null || working.has(section.flag)) && leadsToBuiltPage(`${section.path}/${HOME_CODE_EXAM_ID}`));
}
