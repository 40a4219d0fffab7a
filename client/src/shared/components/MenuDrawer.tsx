import CloseIcon from '@mui/icons-material/Close';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { navMessages } from '../messages';
import { mainNav } from '../navigation';
import { useSignedIn } from '../useSignedIn';
import { useLocalizedTo } from '../useLocalizedTo';
import { NavLinkButton } from './NavLinkButton';

const Panel = styled('nav')(({ theme }) => ({
  width: 'min(320px, 86vw)',
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  padding: theme.spacing(1, 2, 3),
  paddingTop: `calc(env(safe-area-inset-top) + ${theme.spacing(1)})`,
  '& a': { justifyContent: 'flex-start', borderRadius: theme.shape.borderRadius, fontSize: '1.0625rem' },
  '& a[aria-current="page"]': { backgroundColor: theme.palette.action.selected },
}));

/** The phone menu: a drawer from the right with the main menu. */
export default function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const to = useLocalizedTo();
  const nav = mainNav(useSignedIn());
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Panel aria-label={intl.formatMessage(navMessages.label)}>
        <IconButton
          aria-label={intl.formatMessage(navMessages.closeMenu)}
          onClick={onClose}
          sx={{ alignSelf: 'flex-end' }}
        >
          <CloseIcon />
        </IconButton>
        {nav.map((item) => (
          <NavLinkButton key={item.id} to={to(item.path)} color="inherit" size="large" onClick={onClose}>
            {intl.formatMessage(item.label)}
          </NavLinkButton>
        ))}
      </Panel>
    </Drawer>
  );
}
