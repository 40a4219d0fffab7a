import { defineMessages } from 'react-intl';

/** The cookie banner and settings dialog (their words travel in the `support` bundle, fetched with their code). */
export const cookieSettingsMessages = defineMessages({
  bannerTitle: {
    id: 'cookieSettings.banner.title',
    defaultMessage: 'Cookies',
    description: 'Heading of the cookie banner at the bottom of the page; also its accessible name',
  },
  bannerText: {
    id: 'cookieSettings.banner.text',
    defaultMessage: 'Necessary cookies keep the site working. Analytics and marketing cookies are only set if you accept them.',
    description: 'Text of the cookie banner; keep it short, it shares a phone screen with the page',
  },
  bannerSettings: {
    id: 'cookieSettings.banner.settings',
    defaultMessage: 'Settings',
    description: 'Cookie banner button that opens the cookie settings, where each kind of cookie is chosen',
  },
  title: {
    id: 'cookieSettings.title',
    defaultMessage: 'Cookie settings',
    description: 'Heading of the dialog where the visitor chooses which kinds of cookies the site may use',
  },
  intro: {
    id: 'cookieSettings.intro',
    defaultMessage:
      'Choose which cookies we may use. Optional ones are only set if you turn them on, and you can change your mind at any time with “Cookie settings” at the bottom of the home page and the help pages.',
    description: 'First paragraph of the cookie settings dialog; “Cookie settings” is the footer link’s text',
  },
  close: {
    id: 'cookieSettings.close',
    defaultMessage: 'Close',
    description: 'Accessible name of the × button that closes the cookie settings dialog without saving',
  },
  necessary: {
    id: 'cookieSettings.necessary.title',
    defaultMessage: 'Necessary',
    description: 'Name of the cookie category the site cannot work without',
  },
  necessaryDescription: {
    id: 'cookieSettings.necessary.description',
    defaultMessage:
      'Keep the site working: they remember your language, your answers while you take a test, your sign-in and this choice, and keep payments secure. They cannot be turned off.',
    description: 'Plain-language description of the necessary cookies',
  },
  alwaysOn: {
    id: 'cookieSettings.necessary.alwaysOn',
    defaultMessage: 'Always on',
    description: 'Shown instead of a switch beside the necessary cookies, which cannot be turned off',
  },
  analytics: {
    id: 'cookieSettings.analytics.title',
    defaultMessage: 'Analytics',
    description: 'Name of the cookie category that measures how the site is used',
  },
  analyticsDescription: {
    id: 'cookieSettings.analytics.description',
    defaultMessage:
      'Help us see how the site is used, such as which pages are read and where people give up, so we can make it better.',
    description: 'Plain-language description of the analytics cookies',
  },
  marketing: {
    id: 'cookieSettings.marketing.title',
    defaultMessage: 'Marketing',
    description: 'Name of the cookie category used for advertising',
  },
  marketingDescription: {
    id: 'cookieSettings.marketing.description',
    defaultMessage:
      'Let advertising partners tell us which of our adverts brought you here, and show you our adverts on other sites.',
    description: 'Plain-language description of the marketing (advertising) cookies',
  },
  gpc: {
    id: 'cookieSettings.gpc',
    defaultMessage:
      'Your browser sends the Global Privacy Control signal. We take it as a no to analytics and marketing cookies, so they stay off while it is on.',
    description: 'Note in the cookie settings when the browser asks sites not to share or sell data (Global Privacy Control); keep the name “Global Privacy Control” in English',
  },
  rejectAll: {
    id: 'cookieSettings.rejectAll',
    defaultMessage: 'Reject all',
    description: 'Button in the cookie banner and settings: refuse every optional cookie (as prominent as “Accept all”)',
  },
  acceptAll: {
    id: 'cookieSettings.acceptAll',
    defaultMessage: 'Accept all',
    description: 'Button in the cookie banner and settings: allow every kind of cookie (as prominent as “Reject all”)',
  },
  save: {
    id: 'cookieSettings.save',
    defaultMessage: 'Save my choices',
    description: 'Button in the cookie settings: keep the switches as they are set and close',
  },
});
