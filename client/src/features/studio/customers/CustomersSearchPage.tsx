import { useLazyQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { StudioLink } from './StudioLink';
import type { StudioCustomerSearchQuery } from '../../../__generated__/graphql';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { withParams } from '../content/studioLinks';
import { failureCode } from '../studioClient';
import { customerErrorText } from './customerErrors';
import { customerMessages as m } from './customerMessages';
import { customerSectionMessages } from './customerSectionMessages';
import { customerSearchQuery } from './customers.graphql';
import { StudioGrid } from './StudioGrid';

type Match = StudioCustomerSearchQuery['customerSearch']['matches'][number];

/** `/studio/customers`: find a customer by e-mail address or order number. The query never goes into the URL. */
export function CustomersSearchPage() {
  const intl = useIntl();
  const to = useLocalizedTo();
  const [query, setQuery] = useState('');
  const [search, { data, error, loading, called }] = useLazyQuery(customerSearchQuery, { fetchPolicy: 'network-only' });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void search({ variables: { query } });
  };
  const result = data?.customerSearch;
  const problem = error ? customerErrorText(intl, failureCode(error)) : result?.errors[0] ? customerErrorText(intl, result.errors[0].code) : null;
  const columns: GridColDef<Match>[] = [
    {
      field: 'email',
      headerName: intl.formatMessage(m.email),
      flex: 2,
      minWidth: 160,
      renderCell: ({ row }) => (
        <StudioLink to={withParams(to('/studio/customers/view'), { ref: row.ref })}>
          {row.email}
        </StudioLink>
      ),
    },
    { field: 'orderCount', headerName: intl.formatMessage(m.orders), type: 'number', flex: 1, minWidth: 80 },
    {
      field: 'lastOrderAt',
      headerName: intl.formatMessage(m.lastOrder),
      flex: 1,
      minWidth: 120,
      valueFormatter: (value: string | null) => (value ? intl.formatDate(value, { dateStyle: 'medium' }) : ''),
    },
  ];
  return (
    <>
      <h1>{intl.formatMessage(customerSectionMessages.title)}</h1>
      <Typography color="text.secondary">{intl.formatMessage(m.intro)}</Typography>
      <form onSubmit={submit} style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-start', marginTop: 24 }}>
        <TextField
          label={intl.formatMessage(m.query)}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
          sx={{ flex: '1 1 260px' }}
          error={!!result?.errors.length}
        />
        <Button type="submit" variant="contained" size="large" disabled={loading} sx={{ minHeight: 56 }}>
          {intl.formatMessage(loading ? m.searching : m.search)}
        </Button>
      </form>
      {problem && <Typography role="alert" color="error" sx={{ mt: 2 }}>{problem}</Typography>}
      {called && result && !problem && result.matches.length > 0 && (
        <StudioGrid label={intl.formatMessage(customerSectionMessages.title)} rows={result.matches} columns={columns} getRowId={(r) => r.ref} noRowsLabel={intl.formatMessage(m.noMatch)} />
      )}
      {called && result && !problem && result.matches.length === 0 && <Typography role="status" sx={{ mt: 1 }}>{intl.formatMessage(m.noMatch)}</Typography>}
    </>
  );
}
