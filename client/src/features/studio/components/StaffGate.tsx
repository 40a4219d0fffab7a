import { useQuery } from '@apollo/client/react';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { StudioMeQuery } from '../../../__generated__/graphql';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { studioMessages as m } from '../messages';
import { staffMeQuery } from '../studio.graphql';
import { studioErrorText } from '../studioErrors';
import { failureCode } from '../studioClient';
import { NoIndex, StudioFrame } from './StudioFrame';

export type StaffMe = NonNullable<StudioMeQuery['staffMe']>;

/**
 * Shows a studio page to a signed-in staff user who has `permission` (when one is given); sends anyone else to
 * the sign-in page. What the roles allow comes from the server's policy, as `permissions`.
 */
export function StaffGate({ permission, children }: { permission?: string; children: (me: StaffMe) => ReactNode }) {
  const intl = useIntl();
  const to = useLocalizedTo();
  const navigate = useNavigate();
  const { data, error, loading } = useQuery(staffMeQuery, { fetchPolicy: 'network-only' });
  const me = data?.staffMe ?? null;
  useEffect(() => {
    if (!loading && !error && !me) navigate(to('/studio/signin'), { replace: true });
  }, [loading, error, me, navigate, to]);

  if (error) return <><NoIndex /><Typography role="alert" sx={{ p: 3 }}>{studioErrorText(intl, failureCode(error))}</Typography></>;
  if (!me) return <><NoIndex /><Typography sx={{ p: 3 }}>{intl.formatMessage(m.loading)}</Typography></>;
  return (
    <StudioFrame who={`${me.displayName} · ${me.email}`}>
      {permission && !me.permissions.includes(permission) ? <Typography role="alert">{studioErrorText(intl, 'FORBIDDEN')}</Typography> : children(me)}
    </StudioFrame>
  );
}
