import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { StaffGate } from '../components/StaffGate';
import { roleMessages, studioMessages as m } from '../messages';
import { sectionsFor } from '../sections';

const Grid = styled('ul')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: theme.spacing(2),
  margin: theme.spacing(3, 0, 0),
  padding: 0,
  listStyle: 'none',
  '& li': {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(0.75),
    padding: theme.spacing(2.5),
    borderRadius: theme.shape.borderRadius,
    border: `1px solid ${theme.palette.divider}`,
    backgroundColor: theme.palette.background.paper,
  },
  '& h2': { margin: 0, fontSize: '1.125rem', fontWeight: 700 },
  '& p': { margin: 0, color: theme.palette.text.secondary },
  '& .soon': { marginTop: 'auto', fontSize: '0.8125rem', fontWeight: 600, color: theme.palette.text.secondary },
  '& a': { marginTop: 'auto', fontWeight: 700, color: theme.palette.primary.main },
}));

/** `/studio`: the sections the staff user's roles open, as the server's policy says. */
export function StudioHomePage() {
  const intl = useIntl();
  const to = useLocalizedTo();
  return (
    <StaffGate>
      {(me) => {
        const sections = sectionsFor(me.permissions);
        return (
          <>
            <h1>{intl.formatMessage(m.greeting, { name: me.displayName })}</h1>
            <Typography color="text.secondary">
              {intl.formatMessage(m.yourRoles, { roles: intl.formatList(me.roles.map((r) => intl.formatMessage(roleMessages[r]))) })}
            </Typography>
            {sections.length === 0 ? (
              <Typography sx={{ mt: 3 }}>{intl.formatMessage(m.nothingYet)}</Typography>
            ) : (
              <Grid>
                {sections.map((s) => (
                  <li key={s.key}>
                    <h2>{intl.formatMessage(s.title)}</h2>
                    <p>{intl.formatMessage(s.text)}</p>
                    {s.path ? (
                      <Link to={to(s.path)} aria-label={`${intl.formatMessage(m.open)}: ${intl.formatMessage(s.title)}`}>{intl.formatMessage(m.open)}</Link>
                    ) : (
                      <span className="soon">{intl.formatMessage(m.soon)}</span>
                    )}
                  </li>
                ))}
              </Grid>
            )}
          </>
        );
      }}
    </StaffGate>
  );
}
