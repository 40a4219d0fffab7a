import { styled, type Theme } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useSupportDialog } from '../../features/support/useSupportDialog';
import { useSiteTheme } from '../../theme/SiteThemeContext';
import { openCookieSettings, preloadConsentUi } from '../consentSettings';
import { brandMessages, footerMessages } from '../messages';
import { FOOTER_NAV } from '../navigation';
import { useLocalizedTo } from '../useLocalizedTo';

const Band = styled('footer')(({ theme }) => ({
  backgroundColor: theme.palette.text.primary,
  color: theme.palette.background.default,
  padding: theme.spacing(5, 0),
  paddingBottom: `calc(${theme.spacing(5)} + env(safe-area-inset-bottom))`,
}));

/** As wide as the pages' content, with the same side padding, so the footer lines up with what is above it. */
const Inner = styled('div')(({ theme }) => ({ maxWidth: 1120, margin: '0 auto', padding: theme.spacing(0, 2) }));

const Links = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: theme.spacing(2, 0),
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: theme.spacing(3),
}));

const linkStyle = ({ theme }: { theme: Theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 48,
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: 4,
  textDecorationThickness: 1,
  '&:hover': { textDecorationThickness: 2 },
  '&:focus-visible': { outline: `2px solid ${theme.palette.background.default}`, outlineOffset: 2 },
});

const FooterLink = styled(Link)(linkStyle);

/** "Cookie settings" opens a dialog rather than a page, so it is a button dressed as its neighbours. */
const FooterButton = styled('button')(linkStyle, { padding: 0, border: 0, background: 'none', font: 'inherit', cursor: 'pointer' });

const Small = styled('p')(({ theme }) => ({
  margin: theme.spacing(1, 0, 0),
  fontSize: '0.875rem',
  lineHeight: 1.6,
  maxWidth: '60ch',
}));

/** Read once: a page left open across New Year keeps last year's line, which is harmless. */
const COPYRIGHT_YEAR = new Date().getFullYear();

/** Legal and help links, the cookie settings, the small print, and the copyright. */
export function SiteFooter() {
  const intl = useIntl();
  const to = useLocalizedTo();
  const { footerLogo } = useSiteTheme();
  const support = useSupportDialog();
  return (
    <Band>
      <Inner>
        <img src={footerLogo} width={140} height={28} alt={intl.formatMessage(brandMessages.name)} />
        <nav aria-label={intl.formatMessage(footerMessages.label)}>
          <Links>
            {FOOTER_NAV.map((item) => (
              <li key={item.id}>
                <FooterLink to={to(item.path, item.hash)} {...(item.id === 'support' ? support.linkProps : {})}>
                  {intl.formatMessage(item.label)}
                </FooterLink>
              </li>
            ))}
            <li>
              <FooterButton type="button" onClick={openCookieSettings} onPointerEnter={preloadConsentUi} onFocus={preloadConsentUi} aria-haspopup="dialog">
                {intl.formatMessage(footerMessages.cookieSettings)}
              </FooterButton>
            </li>
          </Links>
        </nav>
        <Small>{intl.formatMessage(footerMessages.disclaimer)}</Small>
        <Small>{intl.formatMessage(footerMessages.copyright, { year: COPYRIGHT_YEAR })}</Small>
      </Inner>
      {support.dialog}
    </Band>
  );
}
