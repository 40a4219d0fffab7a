import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { type FragmentType, getFragmentData } from '../../../__generated__/fragment-masking';
import { ScoreGlance_GlanceFragmentDoc } from '../../../__generated__/graphql';
import { levelMessages } from '../messages';

const Card = styled('section')(({ theme }) => ({
  padding: theme.spacing(2.5),
  borderRadius: 20,
  backgroundColor: 'var(--type-soft)',
  color: 'var(--type-dark)',
  '& h3': { margin: theme.spacing(0, 0, 1.5), fontSize: '1.0625rem' },
  '& dl': { margin: 0, display: 'grid', gap: theme.spacing(1.5) },
  '& dl > div': {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    columnGap: theme.spacing(1.5),
    rowGap: 2,
    paddingBottom: theme.spacing(1.5),
    borderBottom: '1px solid rgba(0, 0, 0, 0.08)',
  },
  '& dl > div:last-of-type': { paddingBottom: 0, borderBottom: 0 },
  '& dt': { gridColumn: '1 / -1', fontSize: '0.8125rem', fontWeight: 600, opacity: 0.8 },
  '& dd': { margin: 0 },
  '& .value': { fontSize: '1.125rem', fontWeight: 800 },
  '& .value b': { fontVariantNumeric: 'tabular-nums', marginInlineStart: theme.spacing(0.75) },
  '& .tag': {
    justifySelf: 'end',
    padding: theme.spacing(0.25, 1),
    borderRadius: 999,
    fontSize: '0.8125rem',
    fontWeight: 700,
    whiteSpace: 'nowrap',
    border: '1px solid var(--type-primary)',
    color: 'var(--type-primary)',
    backgroundColor: '#FFFFFF',
  },
  '& .tag[data-close]': { color: '#FFFFFF', backgroundColor: 'var(--type-primary)' },
}));

/** The reader's clearest and lightest preferences and emotional steadiness, each with its level or "close call". */
export function ScoreGlance(props: { id: string; glance: FragmentType<typeof ScoreGlance_GlanceFragmentDoc> }) {
  const intl = useIntl();
  const glance = getFragmentData(ScoreGlance_GlanceFragmentDoc, props.glance);
  const percent = (value: number) => intl.formatNumber(value / 100, { style: 'percent' });
  return (
    <Card aria-labelledby={props.id}>
      <h3 id={props.id}>{glance.title}</h3>
      <dl>
        {[glance.strongest, glance.weakest, glance.steadiness].map((item) => (
          <div key={item.label}>
            <dt>{item.label}</dt>
            <dd className="value">
              {item.name}
              <b>{percent(item.percent)}</b>
            </dd>
            <dd className="tag" data-close={item.closeCall || undefined}>
              {item.closeCall ? glance.closeCallLabel : intl.formatMessage(levelMessages[item.level])}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
