import { describePanelText } from '@innerscope/shared/iq/describePanelText';
import type { Layout } from '@innerscope/shared/iq/types';
import { useLocale } from '../../../i18n/LocaleContext';
import { panelOf, type PanelData } from './PanelSvg';

/** A panel in words, in the visitor's locale, for screen readers (the shared description, as the PDF's alt text). */
export function usePanelWords(): (panel: PanelData, layout: string) => string {
  const { locale } = useLocale();
  return (panel, layout) => describePanelText(panelOf(panel), layout as Layout, locale);
}
