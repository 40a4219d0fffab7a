import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import LockIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { Link, type To } from 'react-router-dom';
import { VisuallyHidden } from '../../../shared/components/VisuallyHidden';
import { lockedMessages } from '../messages';

const SECTIONS = [
  { id: 'basic', title: lockedMessages.basicTitle, body: lockedMessages.basicBody },
  { id: 'dimensions', title: lockedMessages.dimensionsTitle, body: lockedMessages.dimensionsBody },
  { id: 'personal', title: lockedMessages.personalTitle, body: lockedMessages.personalBody },
  { id: 'relationships', title: lockedMessages.relationshipsTitle, body: lockedMessages.relationshipsBody },
  { id: 'career', title: lockedMessages.careerTitle, body: lockedMessages.careerBody },
] as const;

const Panel = styled('section')(({ theme }) => ({
  padding: theme.spacing(3, 2),
  borderRadius: 24,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4) },
}));

const List = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: theme.spacing(2.5, 0, 3),
  padding: 0,
  display: 'grid',
  gap: theme.spacing(1.5),
  // Each item is a title and a short phrase: in Japanese they wrap between phrases.
  '&:lang(ja)': { wordBreak: 'auto-phrase' },
  '& li': {
    display: 'flex',
    gap: theme.spacing(1.5),
    alignItems: 'flex-start',
    padding: theme.spacing(1.5),
    borderRadius: 12,
    backgroundColor: theme.palette.background.default,
  },
  '& h3': { margin: 0, fontSize: '1rem' },
  '& p': { margin: theme.spacing(0.25, 0, 0), fontSize: '0.9375rem', color: theme.palette.text.secondary },
}));

const Lock = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 36,
  height: 36,
  borderRadius: '50%',
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.secondary,
  border: `1px solid ${theme.palette.divider}`,
}));

/** What the paid report holds, as locked titles, and the honest way to it. */
export function LockedSections({ planPath }: { planPath: To }) {
  const intl = useIntl();
  return (
    <Panel aria-labelledby="result-locked-title">
      <h2 id="result-locked-title" style={{ margin: '0 0 8px', fontSize: '1.5rem' }}>
        {intl.formatMessage(lockedMessages.title)}
      </h2>
      <p style={{ margin: 0 }}>{intl.formatMessage(lockedMessages.intro)}</p>
      <List>
        {SECTIONS.map((section) => (
          <li key={section.id}>
            <Lock>
              <LockIcon fontSize="small" aria-hidden />
            </Lock>
            <div>
              <h3>
                {intl.formatMessage(section.title)}
                <VisuallyHidden> ({intl.formatMessage(lockedMessages.locked)})</VisuallyHidden>
              </h3>
              <p>{intl.formatMessage(section.body)}</p>
            </div>
          </li>
        ))}
      </List>
      <Button component={Link} to={planPath} variant="contained" size="large" fullWidth endIcon={<ArrowForwardIcon />}>
        {intl.formatMessage(lockedMessages.cta)}
      </Button>
    </Panel>
  );
}
