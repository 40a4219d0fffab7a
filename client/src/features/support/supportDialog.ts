import type { ComponentType } from 'react';
import { preloadBundle } from '../../i18n/loadMessages';

let loading: Promise<{ default: ComponentType<{ onClose: () => void }> }> | undefined;

/**
 * The footer's contact dialog, code and words, fetched on first use (hover or focus on the link starts it
 * early). A failed fetch is forgotten, so the next attempt tries again.
 */
export function loadSupportDialog(): Promise<{ default: ComponentType<{ onClose: () => void }> }> {
  loading ??= Promise.all([import('./components/SupportDialog'), preloadBundle('support')]).then(([module]) => ({
    default: module.SupportDialog,
  }));
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
