import { defineMessages, type NoMessageValues } from 'react-intl';

export const brandMessages = defineMessages({
  name: {
    id: 'brand.name',
    defaultMessage: 'Innerscope',
    description: 'The product name, used as the logo text alternative; keep it untranslated unless the brand has a local name',
  },
});

export const navMessages = defineMessages({
  label: {
    id: 'nav.label',
    defaultMessage: 'Main',
    description: 'Accessible name of the main navigation landmark',
  },
  home: { id: 'nav.home', defaultMessage: 'Home', description: 'Main menu item: the home page' },
  mindMap: {
    id: 'nav.mindMap',
    defaultMessage: 'Mind map',
    description: 'Main menu item: the psychological map test, which maps personality, relationships and motives',
  },
  explore: {
    id: 'nav.explore',
    defaultMessage: 'Explore',
    description: 'Main menu item: more tests, articles and experiments',
  },
  grow: { id: 'nav.grow', defaultMessage: 'Grow', description: 'Main menu item: courses and the daily question' },
  play: { id: 'nav.play', defaultMessage: 'Play', description: 'Main menu item: the games' },
  membership: {
    id: 'nav.membership',
    defaultMessage: 'Membership',
    description: 'Main menu item: the premium membership and its benefits',
  },
  login: { id: 'nav.login', defaultMessage: 'Log in', description: 'Main menu item: sign in to an account' },
  myAccount: { id: 'nav.myAccount', defaultMessage: 'My account', description: 'Main menu item shown instead of "Log in" when signed in: opens the user centre' },
  openMenu: {
    id: 'nav.openMenu',
    defaultMessage: 'Open menu',
    description: 'Accessible name of the menu button on phones',
  },
  closeMenu: {
    id: 'nav.closeMenu',
    defaultMessage: 'Close menu',
    description: 'Accessible name of the button that closes the menu drawer',
  },
  language: {
    id: 'nav.language',
    defaultMessage: 'Language',
    description: 'Accessible name of the language picker in the header',
  },
});

export const footerMessages = defineMessages<{
  label: NoMessageValues;
  terms: NoMessageValues;
  privacy: NoMessageValues;
  support: NoMessageValues;
  retrieve: NoMessageValues;
  unsubscribe: NoMessageValues;
  cookieSettings: NoMessageValues;
  disclaimer: NoMessageValues;
  copyright: { year: number };
}>({
  label: {
    id: 'footer.label',
    defaultMessage: 'Legal and help',
    description: 'Accessible name of the link list in the footer',
  },
  terms: { id: 'footer.terms', defaultMessage: 'Terms of service', description: 'Footer link to the terms of service' },
  privacy: { id: 'footer.privacy', defaultMessage: 'Privacy policy', description: 'Footer link to the privacy policy' },
  support: {
    id: 'footer.support',
    defaultMessage: 'Contact support',
    description: 'Footer link to the support and contact page',
  },
  retrieve: {
    id: 'footer.retrieve',
    defaultMessage: 'Find my report',
    description: 'Footer link to the page that e-mails a bought report again',
  },
  unsubscribe: {
    id: 'footer.unsubscribe',
    defaultMessage: 'Cancel subscription',
    description: 'Footer link to the page where a subscription is cancelled by e-mail',
  },
  cookieSettings: {
    id: 'footer.cookieSettings',
    defaultMessage: 'Cookie settings',
    description: 'Footer button that opens the cookie settings, where the cookie choice can be changed at any time',
  },
  disclaimer: {
    id: 'footer.disclaimer',
    defaultMessage:
      'Innerscope is an independent service. Results are estimates drawn from your answers, not a medical or psychological diagnosis.',
    description: 'Small print in the footer: independence and the limits of a personality test',
  },
  copyright: {
    id: 'footer.copyright',
    defaultMessage: '© {year, number, ::group-off} Innerscope',
    description: 'Copyright line in the footer; {year} is the current year',
  },
});

export const typeIllustrationMessages = defineMessages<{ alt: { code: string } }>({
  alt: {
    id: 'typeIllustration.alt',
    defaultMessage: 'Illustration of the {code} type',
    description: 'Text alternative of a type’s picture; {code} is the four-letter type code such as INFJ, kept as is',
  },
});

/** Refusals any form can meet, whatever its feature; each is worded here once. */
export const requestErrorMessages = defineMessages({
  invalidText: {
    id: 'error.invalidText',
    defaultMessage: 'Some of the text has a character we can’t accept, often left by copying and pasting. Please retype it and try again.',
    description: 'Shown under a form when the server refused its text because of an invisible or broken character (INVALID_TEXT)',
  },
});
