import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { appMessages } from './messages';

/** Keeps the tab title in the current language and the favicon in the current theme. */
export function DocumentHead({ icon }: { icon: string }) {
  const intl = useIntl();
  const title = intl.formatMessage(appMessages.documentTitle);

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (link && link.getAttribute('href') !== icon) link.setAttribute('href', icon);
  }, [icon]);

  return null;
}
