import Button, { type ButtonProps } from '@mui/material/Button';
import { NavLink, type To } from 'react-router-dom';

/** A menu entry: a button-shaped router link that marks the current page with aria-current. */
export function NavLinkButton({ to, ...props }: Omit<ButtonProps<typeof NavLink>, 'component' | 'to'> & { to: To }) {
  return <Button component={NavLink} to={to} end {...props} />;
}
