import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import type { GameDetailQuery } from '../../../__generated__/graphql';
import { gamesMessages as m } from '../messages';

type Board = GameDetailQuery['game']['board'];

const Section = styled('section')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  '& h2': { margin: 0, fontSize: '1.25rem', fontWeight: 700 },
  '& p': { margin: 0, color: theme.palette.text.secondary },
  '& table': { width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' },
  '& th, & td': { padding: theme.spacing(0.75, 1), textAlign: 'start', borderBottom: `1px solid ${theme.palette.divider}` },
  '& th': { fontSize: '0.8125rem', color: theme.palette.text.secondary, fontWeight: 600 },
  '& td:last-of-type, & th:last-of-type': { textAlign: 'end' },
  '& tr.reader td': { fontWeight: 700, backgroundColor: theme.palette.action.hover },
}));

/** The week's board: each member's best daily-challenge score, by nickname or an anonymous tag. */
export function WeeklyBoard({ board }: { board: Board }) {
  const intl = useIntl();
  const date = intl.formatDate(`${board.weekStart}T00:00:00Z`, { timeZone: 'UTC', month: 'long', day: 'numeric' });
  return (
    <Section aria-labelledby="weekly-board">
      <h2 id="weekly-board">{intl.formatMessage(m.boardTitle)}</h2>
      <p>{intl.formatMessage(m.boardWeek, { date })}</p>
      {board.entries.length === 0 ? (
        <p>{intl.formatMessage(m.boardEmpty)}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.boardRank)}</th>
              <th scope="col">{intl.formatMessage(m.boardPlayer)}</th>
              <th scope="col">{intl.formatMessage(m.boardScore)}</th>
            </tr>
          </thead>
          <tbody>
            {board.entries.map((e) => {
              const name = e.nickname ?? intl.formatMessage(m.anonymous, { tag: e.tag });
              return (
                <tr key={e.rank} className={e.isReader ? 'reader' : undefined}>
                  <td>{intl.formatNumber(e.rank)}</td>
                  <td>{e.isReader ? intl.formatMessage(m.you, { name }) : name}</td>
                  <td>{intl.formatNumber(e.score)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </Section>
  );
}
