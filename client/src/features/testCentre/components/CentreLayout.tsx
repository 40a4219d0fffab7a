import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export const Page = styled('div')(({ theme }) => ({
  maxWidth: 1120,
  margin: '0 auto',
  padding: theme.spacing(3, 2, 8),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(5, 3, 10) },
}));

const SectionBox = styled('section')(({ theme }) => ({ display: 'grid', gap: theme.spacing(1.5), marginTop: theme.spacing(4) }));

const Head = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: theme.spacing(1, 2),
}));

/** A titled part of the page: its heading (the section's name), a line under it, an action beside it. */
export function Section({ id, title, intro, action, children }: { id: string; title: string; intro?: string; action?: ReactNode; children: ReactNode }) {
  return (
    <SectionBox aria-labelledby={id}>
      <Head>
        <div>
          <Typography id={id} variant="h3" component="h2" sx={{ fontSize: { xs: '1.375rem', sm: '1.5rem' } }}>
            {title}
          </Typography>
          {intro && <Typography color="text.secondary">{intro}</Typography>}
        </div>
        {action}
      </Head>
      {children}
    </SectionBox>
  );
}
