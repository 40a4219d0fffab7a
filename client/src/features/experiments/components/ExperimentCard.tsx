import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { Link, type To } from 'react-router-dom';
import type { ExperimentListQuery } from '../../../__generated__/graphql';
import { EXPERIMENT_TEXTS } from '../contentMessages';
import { formatScore } from '../formatFigure';
import { experimentsMessages as m } from '../messages';

type Item = ExperimentListQuery['experiments']['experiments'][number];

const Card = styled('li')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  padding: theme.spacing(2.5, 2),
  borderRadius: 16,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3) },
  '& h2': { margin: 0, fontSize: '1.1875rem', fontWeight: 700 },
  '& .measures': { margin: 0, color: theme.palette.text.secondary },
  '& .meta': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1), fontSize: '0.875rem' },
  '& .pill': { padding: theme.spacing(0.25, 1.25), borderRadius: 999, backgroundColor: theme.palette.action.selected },
  '& .last': { color: theme.palette.text.secondary },
  '& .actions': { marginTop: theme.spacing(0.5) },
  '&:lang(ko)': { wordBreak: 'keep-all' },
}));

/** One experiment on the list: what it measures, how long it takes, the reader's last result, and a way in. */
export function ExperimentCard({ item, to }: { item: Item; to: To }) {
  const intl = useIntl();
  const texts = EXPERIMENT_TEXTS[item.key];
  const headingId = `experiment-${item.key}`;
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(texts.name)}</h2>
      <p className="measures">{intl.formatMessage(texts.measures)}</p>
      <div className="meta">
        <span className="pill">{intl.formatMessage(m.minutes, { minutes: item.minutes })}</span>
        <span className="last">
          {item.lastRun ? intl.formatMessage(m.lastResult, { value: formatScore(intl, item.unit, item.lastRun.score) }) : intl.formatMessage(m.notTaken)}
        </span>
      </div>
      <div className="actions">
        <Button component={Link} to={to} variant="contained" aria-describedby={headingId}>
          {intl.formatMessage(m.start)}
        </Button>
      </div>
    </Card>
  );
}
