import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { UserCentreHomeQuery } from '../../../__generated__/graphql';
import { centreMessages as m } from '../messages';

type Centre = NonNullable<UserCentreHomeQuery['me']>['centre'];

/**
 * One row per counter on a phone (the number, then its label: long labels such as German ones never break inside a
 * word), three tiles side by side from the small breakpoint up.
 */
const Tiles = styled('ul')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  margin: theme.spacing(1.5, 0, 0),
  padding: 0,
  listStyle: 'none',
  '& li': {
    display: 'flex',
    alignItems: 'baseline',
    gap: theme.spacing(1.5),
    padding: theme.spacing(1.5, 2),
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.action.hover,
  },
  '& .count': { minWidth: '2ch', fontSize: '1.75rem', fontWeight: 800, lineHeight: 1.1, fontVariantNumeric: 'tabular-nums', textAlign: 'end' },
  '& .label': { color: theme.palette.text.secondary, overflowWrap: 'break-word', hyphens: 'auto' },
  [theme.breakpoints.up('sm')]: {
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    '& li': { flexDirection: 'column', alignItems: 'center', gap: theme.spacing(0.5), padding: theme.spacing(2, 1), textAlign: 'center' },
    '& .count': { textAlign: 'center' },
  },
}));

/** Each counter, its label, and the feature it counts: a counter of a feature still to come is not shown. */
const COUNTERS: readonly [keyof Centre & ('unlockedTests' | 'unlockedCourses' | 'treeHoleRecords'), MessageDescriptor, string][] = [
  ['unlockedTests', m.unlockedTests, 'bmbtiTest'],
  ['unlockedCourses', m.unlockedCourses, 'courses'],
  ['treeHoleRecords', m.treeHoleRecords, 'treeHole'],
];

/**
 * The counters of the user-centre home (unlocked tests, unlocked courses, published tree-hole posts), for the
 * features that work (`working`, from the server's flags).
 */
export function CentreCounters({ centre, working }: { centre: Centre; working: ReadonlySet<string> }) {
  const intl = useIntl();
  const shown = COUNTERS.filter(([, , feature]) => working.has(feature));
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="counters-title">
      <Typography id="counters-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {intl.formatMessage(m.countersTitle)}
      </Typography>
      <Tiles>
        {shown.map(([field, label]) => (
          <li key={field} data-testid={`counter-${field}`}>
            <span className="count">{intl.formatNumber(centre[field])}</span>
            <span className="label">{intl.formatMessage(label, { count: centre[field] })}</span>
          </li>
        ))}
      </Tiles>
    </section>
  );
}
