import ChevronRight from '@mui/icons-material/ChevronRight';
import Avatar from '@mui/material/Avatar';
import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { Link, type To } from 'react-router-dom';
import { AccountSettingsHeader_UserFragmentDoc } from '../../../__generated__/graphql';
import { type FragmentType, getFragmentData } from '../../../__generated__/fragment-masking';
import { settingsMessages } from '../messages';

const Card = styled(Link)(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: theme.spacing(2),
  marginTop: theme.spacing(3),
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  textDecoration: 'none',
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '& .name': { display: 'block', fontWeight: 700, fontSize: '1.0625rem', overflowWrap: 'anywhere' },
  '& .edit': { display: 'block', marginTop: 2, fontSize: '0.875rem', color: theme.palette.text.secondary },
  '& > svg': { color: theme.palette.text.secondary },
}));

/** The top of the settings: the user's photo and name, leading to the personal information. */
export function SettingsHeader(props: { user: FragmentType<typeof AccountSettingsHeader_UserFragmentDoc>; to: To }) {
  const intl = useIntl();
  const user = getFragmentData(AccountSettingsHeader_UserFragmentDoc, props.user);
  const name = user.nickname || user.name;
  return (
    <Card to={props.to} data-testid="settings-header">
      <Avatar
        src={user.avatarUrl ?? undefined}
        // The name beside it says whose photo it is.
        alt=""
        sx={{ width: 56, height: 56, fontSize: 24, bgcolor: 'primary.main' }}
      >
        <span aria-hidden>{name.trim().charAt(0).toUpperCase()}</span>
      </Avatar>
      <span>
        <span className="name">{name}</span>
        <span className="edit">{intl.formatMessage(settingsMessages.editProfile)}</span>
      </span>
      <ChevronRight aria-hidden />
    </Card>
  );
}
