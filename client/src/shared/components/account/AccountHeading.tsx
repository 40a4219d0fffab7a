import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The heading of an account page, with its line of introduction. */
export function AccountHeading({ id, title, intro }: { id: string; title: string; intro?: ReactNode }) {
  return (
    <>
      <Typography id={id} variant="h2" component="h1" tabIndex={-1} sx={{ mb: 1, outline: 'none' }}>
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere', '&:lang(ja)': { wordBreak: 'auto-phrase' } }}>
          {intro}
        </Typography>
      )}
    </>
  );
}
