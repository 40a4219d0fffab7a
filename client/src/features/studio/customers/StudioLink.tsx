import { styled } from '@mui/material/styles';
import { Link } from 'react-router-dom';

/** A link inside the customer pages, in the studio's link colour (a back link sits on its own line). */
export const StudioLink = styled(Link)(({ theme }) => ({
  color: theme.palette.primary.main,
  fontWeight: 600,
  '&.back': { display: 'inline-block', marginTop: theme.spacing(1) },
}));
