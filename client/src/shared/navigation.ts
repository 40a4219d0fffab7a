import type { MessageDescriptor } from 'react-intl';
import { HOME_CODE_EXAM_ID, HOME_PATH, matchRoute } from '@innerscope/shared/routes';
import { footerMessages, navMessages } from './messages';

export interface NavItem {
  readonly id: string;
  readonly path: string;
  readonly hash?: string;
  readonly label: MessageDescriptor;
}

/**
 * Whether a path opens a page that is built. Menus never link to the "not available yet" page: an item whose page
 * is still to come stays in the lists below and appears on its own once its route has a page.
 */
export function leadsToBuiltPage(path: string): boolean {
  const page = matchRoute(path)?.route.page;
  return page !== undefined && page !== 'unavailable';
}

/** Every main menu item of the specification, in the order it is shown. */
const ALL_MAIN_NAV: readonly NavItem[] = [
  { id: 'home', path: HOME_PATH, label: navMessages.home },
  { id: 'mindMap', path: `/landing/psychological/${HOME_CODE_EXAM_ID}`, label: navMessages.mindMap },
  { id: 'explore', path: `/userCenter/exploreMore/${HOME_CODE_EXAM_ID}`, label: navMessages.explore },
  { id: 'grow', path: `/userCenter/growthCenter/${HOME_CODE_EXAM_ID}`, label: navMessages.grow },
  { id: 'play', path: `/userCenter/gameCenter/${HOME_CODE_EXAM_ID}`, label: navMessages.play },
  { id: 'membership', path: `/userCenter/rightsInterests/${HOME_CODE_EXAM_ID}`, label: navMessages.membership },
  { id: 'login', path: `/user/login/${HOME_CODE_EXAM_ID}`, label: navMessages.login },
];

/** The main menu: the items whose pages are built. */
export const MAIN_NAV: readonly NavItem[] = ALL_MAIN_NAV.filter((item) => leadsToBuiltPage(item.path));

const ACCOUNT_ITEM: NavItem = { id: 'account', path: `/userCenter/${HOME_CODE_EXAM_ID}`, label: navMessages.myAccount };

/** The main menu for a signed-in visitor or not: "Log in" becomes "My account", which opens the user centre. */
export function mainNav(signedIn: boolean): readonly NavItem[] {
  return signedIn ? MAIN_NAV.map((item) => (item.id === 'login' ? ACCOUNT_ITEM : item)) : MAIN_NAV;
}

/** The footer's links, as the specification has them; FOOTER_NAV shows those whose pages are built. */
const ALL_FOOTER_NAV: readonly NavItem[] = [
  { id: 'terms', path: `/help/${HOME_CODE_EXAM_ID}`, hash: '#terms', label: footerMessages.terms },
  { id: 'privacy', path: `/help/${HOME_CODE_EXAM_ID}`, hash: '#privacy', label: footerMessages.privacy },
  { id: 'support', path: `/support/${HOME_CODE_EXAM_ID}`, label: footerMessages.support },
  { id: 'retrieve', path: `/report/retrieve/${HOME_CODE_EXAM_ID}`, label: footerMessages.retrieve },
  { id: 'unsubscribe', path: `/cancel/subscription/${HOME_CODE_EXAM_ID}`, label: footerMessages.unsubscribe },
];

/** The footer's links whose pages are built. */
export const FOOTER_NAV: readonly NavItem[] = ALL_FOOTER_NAV.filter((item) => leadsToBuiltPage(item.path));
