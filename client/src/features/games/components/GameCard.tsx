import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { Link, type To } from 'react-router-dom';
import type { GameListQuery } from '../../../__generated__/graphql';
import { GAME_TEXTS, gamesMessages as m } from '../messages';

type Item = GameListQuery['games']['games'][number];

const Card = styled('li')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  padding: theme.spacing(2.5, 2),
  borderRadius: 16,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3) },
  '& h2': { margin: 0, fontSize: '1.1875rem', fontWeight: 700 },
  '& .about': { margin: 0, color: theme.palette.text.secondary },
  '& .meta': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1), fontSize: '0.875rem', color: theme.palette.text.secondary },
  '& .actions': { marginTop: theme.spacing(0.5) },
  '&:lang(ko)': { wordBreak: 'keep-all' },
}));

/** One game on the list: what it is, the reader's best, and a way in. */
export function GameCard({ item, to }: { item: Item; to: To }) {
  const intl = useIntl();
  const texts = GAME_TEXTS[item.key];
  const headingId = `game-${item.key}`;
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(texts.name)}</h2>
      <p className="about">{intl.formatMessage(texts.about)}</p>
      <div className="meta">
        <span>{item.best === null || item.best === undefined ? intl.formatMessage(m.noBest) : intl.formatMessage(m.best, { score: item.best })}</span>
        {item.daily.readerBest !== null && item.daily.readerBest !== undefined && <span>{intl.formatMessage(m.todayBest, { score: item.daily.readerBest })}</span>}
      </div>
      <div className="actions">
        <Button component={Link} to={to} variant="contained" aria-describedby={headingId}>
          {intl.formatMessage(m.play)}
        </Button>
      </div>
    </Card>
  );
}
