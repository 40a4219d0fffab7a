import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { TestCategory } from '../../../__generated__/graphql';
import { testCentreMessages as m } from '../messages';
import { CATEGORIES } from '../testCentrePaths';

export const CATEGORY_NAMES: Record<TestCategory, MessageDescriptor> = {
  MENTAL_HEALTH: m.categoryMentalHealth,
  ABILITY: m.categoryAbility,
  IQ: m.categoryIq,
  PERSONALITY: m.categoryPersonality,
};

export const tabId = (category: TestCategory) => `test-tab-${category}`;
export const panelId = 'test-category-panel';

/**
 * The four category tabs; on a phone they fit in a row in most languages, and swipe when they do not. The chosen one
 * controls the panel under it.
 */
export function CategoryTabs({ value, onChange }: { value: TestCategory; onChange: (category: TestCategory) => void }) {
  const intl = useIntl();
  return (
    <Tabs
      value={value}
      onChange={(_e, next: TestCategory) => onChange(next)}
      variant="scrollable"
      scrollButtons="auto"
      aria-label={intl.formatMessage(m.tabsLabel)}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {CATEGORIES.map(({ category }) => (
        <Tab key={category} value={category} id={tabId(category)} aria-controls={panelId} label={intl.formatMessage(CATEGORY_NAMES[category])} sx={{ fontWeight: 600, minWidth: 0, px: { xs: 1.25, sm: 2 }, fontSize: { xs: '0.8125rem', sm: '0.875rem' } }} />
      ))}
    </Tabs>
  );
}
