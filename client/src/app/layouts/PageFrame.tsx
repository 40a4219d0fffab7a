import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { appMessages } from '../messages';

const Frame = styled('div')(({ theme }) => ({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: theme.palette.background.default,
  color: theme.palette.text.primary,
}));

const Main = styled('main')({ flex: '1 0 auto', outline: 'none' });

const SkipLink = styled('a')(({ theme }) => ({
  position: 'absolute',
  left: theme.spacing(1),
  top: theme.spacing(1),
  zIndex: theme.zIndex.tooltip,
  padding: theme.spacing(1.5, 2),
  borderRadius: theme.shape.borderRadius,
  background: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
}));

/** The frame every layout shares: skip link, header, the page, footer. */
export function PageFrame({ header, footer, children }: { header: ReactNode; footer?: ReactNode; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Frame>
      <SkipLink href="#main">{intl.formatMessage(appMessages.skipToContent)}</SkipLink>
      {header}
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      {footer}
    </Frame>
  );
}
