import type { IntlShape } from 'react-intl';
import type { ExperimentUnit } from '../../__generated__/graphql';
import { unitMessages } from './messages';

/** A run's main figure in its unit ("128 ms", "23.5 ms per item", "7 digits"). */
export const formatScore = (intl: IntlShape, unit: ExperimentUnit, value: number) => intl.formatMessage(unitMessages[unit], { value });

/** A secondary figure by its key: percentages, counts and times. */
export function formatFigure(intl: IntlShape, key: string, value: number): string {
  if (key.endsWith('Percent')) return intl.formatMessage(unitMessages.percent, { value });
  if (key.startsWith('lists')) return intl.formatMessage(unitMessages.count, { value });
  if (key.endsWith('Slope')) return intl.formatMessage(unitMessages.MS_PER_ITEM, { value });
  return intl.formatMessage(unitMessages.MILLISECONDS, { value });
}
