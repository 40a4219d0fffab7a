import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import type { StaffRole, StudioStaffUsersQuery } from '../../../__generated__/graphql';
import { FormProblem } from '../../../shared/components/account/accountStyles';
import { FormField } from '../../../shared/components/FormField';
import { StaffGate, type StaffMe } from '../components/StaffGate';
import { roleMessages, sectionMessages, staffUsersMessages as m, studioMessages } from '../messages';
import { createStaffUserMutation, disableStaffUserMutation, setStaffRolesMutation, staffUsersQuery } from '../studio.graphql';
import { failureCode } from '../studioClient';
import { studioErrorText } from '../studioErrors';

const ROLES: readonly StaffRole[] = ['CONTENT', 'SUPPORT', 'FINANCE', 'MODERATOR', 'ADMIN'];
type StaffUser = StudioStaffUsersQuery['staffUsers'][number];

const Card = styled('section')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  '& h2, & h3': { margin: 0, fontSize: '1.0625rem', fontWeight: 700, overflowWrap: 'anywhere' },
  '& .meta': { margin: 0, color: theme.palette.text.secondary, fontSize: '0.875rem', overflowWrap: 'anywhere' },
  '& fieldset': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(0.5, 2), margin: 0, padding: 0, border: 0 },
  '& legend': { fontWeight: 600, marginBottom: theme.spacing(0.5) },
  '& .actions': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1), alignItems: 'center' },
}));
const List = styled('div')(({ theme }) => ({ display: 'grid', gap: theme.spacing(2), marginTop: theme.spacing(3) }));

function RolePicker({ value, onChange, legend }: { value: StaffRole[]; onChange: (roles: StaffRole[]) => void; legend: string }) {
  const intl = useIntl();
  return (
    <fieldset>
      <legend>{legend}</legend>
      {ROLES.map((role) => (
        <label key={role}>
          <input type="checkbox" checked={value.includes(role)} onChange={(e) => onChange(e.target.checked ? [...value, role] : value.filter((r) => r !== role))} />{' '}
          {intl.formatMessage(roleMessages[role])}
        </label>
      ))}
    </fieldset>
  );
}

function StaffUserCard({ user, me }: { user: StaffUser; me: StaffMe }) {
  const intl = useIntl();
  const [roles, setRoles] = useState<StaffRole[]>(user.roles);
  const [note, setNote] = useState<string | null>(null);
  const [save, saving] = useMutation(setStaffRolesMutation);
  const [disable, disabling] = useMutation(disableStaffUserMutation, { refetchQueries: [staffUsersQuery] });
  const run = async (action: () => Promise<{ code: string }[] | undefined>, done: string) => {
    setNote(null);
    try {
      const errors = await action();
      setNote(errors?.length ? studioErrorText(intl, errors[0]!.code) : done);
    } catch (error) {
      setNote(studioErrorText(intl, failureCode(error)));
    }
  };
  const status = user.disabled ? intl.formatMessage(m.disabled) : !user.totpEnrolled ? intl.formatMessage(m.notEnrolled) : null;
  const lastSignIn = user.lastSignInAt ? intl.formatDate(user.lastSignInAt, { dateStyle: 'medium', timeStyle: 'short' }) : intl.formatMessage(m.never);
  return (
    <Card aria-labelledby={`staff-${user.id}`}>
      <h2 id={`staff-${user.id}`}>{user.displayName}</h2>
      <p className="meta">
        {user.email} · {intl.formatMessage(m.lastSignIn)}: {lastSignIn}
        {status && ` · ${status}`}
      </p>
      {!user.disabled && (
        <>
          <RolePicker legend={intl.formatMessage(m.roles)} value={roles} onChange={setRoles} />
          <div className="actions">
            <Button variant="contained" size="small" disabled={saving.loading} onClick={() => void run(async () => (await save({ variables: { input: { id: user.id, roles } } })).data?.setStaffRoles.errors, intl.formatMessage(m.saved))}>
              {intl.formatMessage(m.saveRoles)}
            </Button>
            {user.id !== me.id && (
              <Button variant="outlined" color="error" size="small" disabled={disabling.loading} onClick={() => void run(async () => (await disable({ variables: { input: { id: user.id } } })).data?.disableStaffUser.errors, intl.formatMessage(m.disabled))}>
                {intl.formatMessage(m.disable)}
              </Button>
            )}
            {note && <span role="status">{note}</span>}
          </div>
        </>
      )}
    </Card>
  );
}

function AddStaffUser() {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<{ email: string; password: string } | null>(null);
  const [create, { loading }] = useMutation(createStaffUserMutation, { refetchQueries: [staffUsersQuery] });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setCreated(null);
    try {
      const out = (await create({ variables: { input: { email: email.trim(), displayName: name.trim(), roles } } })).data?.createStaffUser;
      if (out?.staffUser && out.initialPassword) {
        setCreated({ email: out.staffUser.email, password: out.initialPassword });
        setEmail('');
        setName('');
        setRoles([]);
      } else setProblem(studioErrorText(intl, out?.errors[0]?.code ?? 'UNKNOWN'));
    } catch (error) {
      setProblem(studioErrorText(intl, failureCode(error)));
    }
  };
  return (
    <Card aria-labelledby="add-staff" sx={{ mt: 3 }}>
      <form noValidate onSubmit={(e) => void submit(e)} style={{ display: 'grid', gap: 12 }}>
      <h2 id="add-staff">{intl.formatMessage(m.add)}</h2>
      <FormField id="new-staff-name" label={intl.formatMessage(m.name)}>
        <input id="new-staff-name" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
      </FormField>
      <FormField id="new-staff-email" label={intl.formatMessage(m.email)}>
        <input id="new-staff-email" type="email" autoCapitalize="none" spellCheck={false} value={email} onChange={(e) => setEmail(e.target.value)} />
      </FormField>
      <RolePicker legend={intl.formatMessage(m.roles)} value={roles} onChange={setRoles} />
      {problem && <FormProblem role="alert">{problem}</FormProblem>}
      {created && (
        <div role="status">
          <p style={{ margin: '0 0 8px' }}>{intl.formatMessage(m.created, { email: created.email })}</p>
          <code style={{ fontSize: '1.0625rem', overflowWrap: 'anywhere' }}>{created.password}</code>
        </div>
      )}
      <div className="actions">
        <Button type="submit" variant="contained" disabled={loading}>{intl.formatMessage(m.addSubmit)}</Button>
      </div>
      </form>
    </Card>
  );
}

function StaffList({ me }: { me: StaffMe }) {
  const intl = useIntl();
  const { data, error } = useQuery(staffUsersQuery, { fetchPolicy: 'cache-and-network' });
  if (error) return <Typography role="alert">{studioErrorText(intl, failureCode(error))}</Typography>;
  if (!data) return <Typography>{intl.formatMessage(studioMessages.loading)}</Typography>;
  return (
    <List>
      {data.staffUsers.map((user) => <StaffUserCard key={`${user.id}:${user.roles.join()}`} user={user} me={me} />)}
    </List>
  );
}

/** `/studio/staff`: admins add staff users, change their roles and disable them. */
export function StaffUsersPage() {
  const intl = useIntl();
  return (
    <StaffGate permission="staff:manage">
      {(me) => (
        <>
          <h1>{intl.formatMessage(sectionMessages.staffUsers)}</h1>
          <AddStaffUser />
          <StaffList me={me} />
        </>
      )}
    </StaffGate>
  );
}
