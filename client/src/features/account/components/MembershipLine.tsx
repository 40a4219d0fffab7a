import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { AccountMembership_UserFragmentDoc } from '../../../__generated__/graphql';
import { type FragmentType, getFragmentData } from '../../../__generated__/fragment-masking';
import { membershipMessages } from '../messages';

const Lines = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(0.25),
  marginTop: theme.spacing(1),
  color: theme.palette.text.secondary,
  '& p': { margin: 0 },
  '& .tier': { fontWeight: 600, color: theme.palette.text.primary },
  // Long addresses wrap instead of widening the page.
  '& .email': { overflowWrap: 'anywhere' },
}));

/** Who is signed in and their membership (guest, basic or premium) with the date it lasts until. */
export function MembershipLine(props: { user: FragmentType<typeof AccountMembership_UserFragmentDoc> }) {
  const intl = useIntl();
  const user = getFragmentData(AccountMembership_UserFragmentDoc, props.user);
  const date = user.validUntil ? intl.formatDate(user.validUntil, { dateStyle: 'long' }) : null;
  const tier =
    user.tier === 'premium'
      ? date
        ? intl.formatMessage(membershipMessages.premium, { date })
        : intl.formatMessage(membershipMessages.premiumOpen)
      : user.tier === 'basic'
        ? date
          ? intl.formatMessage(membershipMessages.basic, { date })
          : intl.formatMessage(membershipMessages.basicOpen)
        : intl.formatMessage(membershipMessages.guest);
  return (
    <Lines>
      <p className="email">{intl.formatMessage(membershipMessages.signedInAs, { email: user.email })}</p>
      <p className="tier" data-testid="membership">
        {tier}
      </p>
    </Lines>
  );
}
