import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { HOME_PATH } from '@innerscope/shared/routes';
import { useSiteTheme } from '../../theme/SiteThemeContext';
import { brandMessages, navMessages } from '../messages';
import { mainNav } from '../navigation';
import { useSignedIn } from '../useSignedIn';
import { useLocalizedTo } from '../useLocalizedTo';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NavLinkButton } from './NavLinkButton';

const loadDrawer = () => import('./MenuDrawer');
const MenuDrawer = lazy(loadDrawer);

const Bar = styled('header')(({ theme }) => ({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndex.appBar,
  backgroundColor: theme.palette.background.paper,
  borderBottom: `1px solid ${theme.palette.divider}`,
  paddingTop: 'env(safe-area-inset-top)',
}));

/** As wide as the pages' content (1120 px with the same side padding), so the logo lines up with what is below it. */
const Inner = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  maxWidth: 1120,
  height: 56,
  margin: '0 auto',
  paddingLeft: `max(${theme.spacing(2)}, env(safe-area-inset-left))`,
  paddingRight: `max(${theme.spacing(1)}, env(safe-area-inset-right))`,
  [theme.breakpoints.up('sm')]: { height: 64, paddingRight: theme.spacing(2) },
}));

const LogoLink = styled(Link)({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 48,
  marginRight: 'auto',
  borderRadius: 8,
  flexShrink: 0,
});

const DesktopNav = styled('nav')(({ theme }) => ({
  display: 'none',
  [theme.breakpoints.up('lg')]: { display: 'flex', gap: theme.spacing(0.5), marginRight: theme.spacing(1) },
  '& a[aria-current="page"]': { backgroundColor: theme.palette.action.selected },
}));

const MenuButton = styled(IconButton)(({ theme }) => ({
  [theme.breakpoints.up('lg')]: { display: 'none' },
}));

/**
 * The site header: logo, the main menu (inline on wide screens, in a drawer on phones, loaded on first use)
 * and the language picker. `navigation={false}` keeps only the logo and the language.
 */
export function SiteHeader({ navigation }: { navigation: boolean }) {
  const intl = useIntl();
  const to = useLocalizedTo();
  const nav = mainNav(useSignedIn());
  const { logo } = useSiteTheme();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);

  const openDrawer = () => {
    setDrawerWanted(true);
    setDrawerOpen(true);
  };

  return (
    <Bar>
      <Inner>
        <LogoLink to={to(HOME_PATH)}>
          <img src={logo} width={140} height={28} alt={intl.formatMessage(brandMessages.name)} />
        </LogoLink>
        {navigation && (
          <DesktopNav aria-label={intl.formatMessage(navMessages.label)}>
            {nav.map((item) => (
              <NavLinkButton key={item.id} to={to(item.path)} color="inherit">
                {intl.formatMessage(item.label)}
              </NavLinkButton>
            ))}
          </DesktopNav>
        )}
        <LanguageSwitcher />
        {navigation && (
          <MenuButton
            aria-label={intl.formatMessage(navMessages.openMenu)}
            aria-expanded={drawerOpen}
            aria-haspopup="dialog"
            onPointerEnter={() => void loadDrawer()}
            onFocus={() => void loadDrawer()}
            onClick={openDrawer}
            color="inherit"
          >
            <MenuIcon />
          </MenuButton>
        )}
      </Inner>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </Bar>
  );
}
