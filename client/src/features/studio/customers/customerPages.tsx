import { ApolloProvider } from '@apollo/client/react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { StaffGate } from '../components/StaffGate';
import { studioClient } from '../studioClient';
import { CustomerPage } from './CustomerPage';
import { CustomersSearchPage } from './CustomersSearchPage';

/** `/studio/customers` (the search) and `/studio/customers/view?ref=` (a customer's page), for support, finance and admin. */
function CustomersRoute() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const viewing = pathname.replace(/\/$/, '').endsWith('/view');
  const ref = params.get('ref') ?? '';
  return (
    <StaffGate permission="customers:read">
      {(me) => (viewing ? <CustomerPage key={ref} customerRef={ref} permissions={me.permissions} /> : <CustomersSearchPage />)}
    </StaffGate>
  );
}

/** The studio's customer pages, on the studio's own GraphQL client, in a studio chunk of their own (with the data grid). */
export function StudioCustomers() {
  return (
    <ApolloProvider client={studioClient()}>
      <CustomersRoute />
    </ApolloProvider>
  );
}
