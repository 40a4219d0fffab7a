import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { formatMoney } from '@innerscope/shared/money';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { StudioLink } from './StudioLink';
import type { StudioCustomerQuery } from '../../../__generated__/graphql';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { studioMessages } from '../messages';
import { failureCode } from '../studioClient';
import { ConfirmDialog, RefundDialog, type RefundTarget } from './CustomerDialogs';
import { customerErrorText, newRequestKey } from './customerErrors';
import { customerMessages as m } from './customerMessages';
import { cancelSubscriptionMutation, customerQuery, resendReportMutation, revealCustomerMutation } from './customers.graphql';
import { StudioGrid } from './StudioGrid';

type Customer = NonNullable<StudioCustomerQuery['customer']>;
type Row<K extends keyof Customer> = Customer[K] extends readonly (infer R)[] ? R : never;

/** Plans that still renew or give access, and so can be cancelled. */
const CANCELLABLE = ['trialing', 'active', 'past_due'];

type Pending = { kind: 'refund'; target: RefundTarget } | { kind: 'cancel'; subscriptionId: string } | { kind: 'resend'; orderNumber: string; key: string } | null;

/**
 * `/studio/customers/view?ref=`: a customer's orders, payments, plans, reports, e-mails and consents, masked until
 * revealed; support resends the report, cancels a plan and refunds, as the server's policy allows.
 */
export function CustomerPage({ customerRef, permissions }: { customerRef: string; permissions: readonly string[] }) {
  const intl = useIntl();
  const to = useLocalizedTo();
  const { data, error, refetch } = useQuery(customerQuery, { variables: { ref: customerRef }, fetchPolicy: 'network-only' });
  const [reveal, revealState] = useMutation(revealCustomerMutation);
  const [cancel, cancelState] = useMutation(cancelSubscriptionMutation);
  const [resend, resendState] = useMutation(resendReportMutation);
  const [revealed, setRevealed] = useState<Customer | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const may = (permission: string) => permissions.includes(permission);

  if (error) return <Typography role="alert">{customerErrorText(intl, failureCode(error))}</Typography>;
  if (!data) return <Typography>{intl.formatMessage(studioMessages.loading)}</Typography>;
  const shown = revealed ?? data.customer;
  const back = (
    <StudioLink to={to('/studio/customers')} className="back">
      {intl.formatMessage(m.back)}
    </StudioLink>
  );
  if (!shown) return <>{back}<Typography role="alert" sx={{ mt: 2 }}>{intl.formatMessage(m.notFound)}</Typography></>;

  const money = (minor: number, currency: string) => formatMoney(minor, currency, intl.locale);
  const date = (value: string | null | undefined) => (value ? intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }) : '');
  const yesNo = (value: boolean) => intl.formatMessage(value ? m.yes : m.no);
  const close = () => {
    setPending(null);
    setProblem(null);
  };
  /** After an action: the page again (revealed again when it was), and a line saying what happened. */
  const done = async (message: string) => {
    close();
    setNotice(message);
    if (revealed) {
      const again = await reveal({ variables: { ref: customerRef } }).catch(() => null);
      setRevealed(again?.data?.revealCustomer.customer ?? null);
    } else {
      await refetch();
    }
  };

  const doReveal = async () => {
    try {
      const out = (await reveal({ variables: { ref: customerRef } })).data!.revealCustomer;
      if (out.errors[0]) setNotice(customerErrorText(intl, out.errors[0].code));
      else setRevealed(out.customer ?? null);
    } catch (err) {
      setNotice(customerErrorText(intl, failureCode(err)));
    }
  };
  const doCancel = async (subscriptionId: string) => {
    try {
      const out = (await cancel({ variables: { subscriptionId } })).data!.studioCancelSubscription;
      if (out.errors[0]) setProblem(customerErrorText(intl, out.errors[0].code));
      else await done(intl.formatMessage(m.cancelled));
    } catch (err) {
      setProblem(customerErrorText(intl, failureCode(err)));
    }
  };
  const doResend = async (orderNumber: string, requestKey: string) => {
    try {
      const out = (await resend({ variables: { orderNumber, requestKey } })).data!.resendReportEmail;
      if (out.errors[0]) setProblem(customerErrorText(intl, out.errors[0].code));
      else await done(intl.formatMessage(out.queued ? m.resent : m.alreadyResent));
    } catch (err) {
      setProblem(customerErrorText(intl, failureCode(err)));
    }
  };

  const orderColumns: GridColDef<Row<'orders'>>[] = [
    { field: 'orderNumber', headerName: intl.formatMessage(m.orderNumber), flex: 1.4, minWidth: 150 },
    { field: 'skuId', headerName: intl.formatMessage(m.product), flex: 1.2, minWidth: 120 },
    { field: 'status', headerName: intl.formatMessage(m.status), flex: 1, minWidth: 100 },
    { field: 'total', headerName: intl.formatMessage(m.total), flex: 1, minWidth: 90, valueGetter: (_v, row) => money(row.total, row.currency) },
    { field: 'createdAt', headerName: intl.formatMessage(m.created), flex: 1.2, minWidth: 130, valueFormatter: (v: string) => date(v) },
    { field: 'paidAt', headerName: intl.formatMessage(m.paid), flex: 1.2, minWidth: 130, valueFormatter: (v: string | null) => date(v) },
  ];
  const paymentColumns: GridColDef<Row<'payments'>>[] = [
    { field: 'orderNumber', headerName: intl.formatMessage(m.orderNumber), flex: 1.4, minWidth: 150 },
    { field: 'provider', headerName: intl.formatMessage(m.provider), flex: 0.8, minWidth: 90 },
    { field: 'method', headerName: intl.formatMessage(m.method), flex: 0.8, minWidth: 90 },
    { field: 'status', headerName: intl.formatMessage(m.status), flex: 0.9, minWidth: 100 },
    { field: 'amount', headerName: intl.formatMessage(m.amount), flex: 0.9, minWidth: 90, valueGetter: (_v, row) => money(row.amount, row.currency) },
    { field: 'cardLast4', headerName: intl.formatMessage(m.card), flex: 0.9, minWidth: 100, valueGetter: (_v, row) => [row.cardBrand, row.cardLast4].filter(Boolean).join(' ') },
    {
      field: 'refunds',
      headerName: intl.formatMessage(m.refunded),
      flex: 0.9,
      minWidth: 90,
      valueGetter: (_v, row) => money(row.refunds.filter((r) => r.status === 'succeeded').reduce((sum, r) => sum + r.amount, 0), row.currency),
    },
    { field: 'refundable', headerName: intl.formatMessage(m.refundable), flex: 0.9, minWidth: 100, valueGetter: (_v, row) => money(row.refundable, row.currency) },
    {
      field: 'actions',
      headerName: intl.formatMessage(m.actions),
      sortable: false,
      flex: 0.9,
      minWidth: 120,
      renderCell: ({ row }) =>
        may('order:refund') && row.refundable > 0 ? (
          <Button size="small" variant="outlined" sx={{ whiteSpace: 'nowrap' }} color="error" onClick={() => setPending({ kind: 'refund', target: { paymentId: row.id, orderNumber: row.orderNumber, currency: row.currency, refundable: row.refundable } })}>
            {intl.formatMessage(m.refund)}
          </Button>
        ) : null,
    },
  ];
  const subscriptionColumns: GridColDef<Row<'subscriptions'>>[] = [
    { field: 'orderNumber', headerName: intl.formatMessage(m.orderNumber), flex: 1.4, minWidth: 150 },
    { field: 'tier', headerName: intl.formatMessage(m.tier), flex: 0.8, minWidth: 80 },
    { field: 'status', headerName: intl.formatMessage(m.status), flex: 0.9, minWidth: 90 },
    { field: 'amount', headerName: intl.formatMessage(m.amount), flex: 0.9, minWidth: 90, valueGetter: (_v, row) => money(row.amount, row.currency) },
    { field: 'currentPeriodEnd', headerName: intl.formatMessage(m.periodEnd), flex: 1.2, minWidth: 130, valueFormatter: (v: string) => date(v) },
    { field: 'nextChargeAt', headerName: intl.formatMessage(m.nextCharge), flex: 1.2, minWidth: 130, valueFormatter: (v: string | null) => date(v) },
    {
      field: 'actions',
      headerName: intl.formatMessage(m.actions),
      sortable: false,
      flex: 1,
      minWidth: 120,
      renderCell: ({ row }) =>
        may('subscription:cancel') && CANCELLABLE.includes(row.status) ? (
          <Button size="small" variant="outlined" sx={{ whiteSpace: 'nowrap' }} onClick={() => setPending({ kind: 'cancel', subscriptionId: row.id })}>
            {intl.formatMessage(m.cancel)}
          </Button>
        ) : null,
    },
  ];
  const reportColumns: GridColDef<Row<'reports'>>[] = [
    { field: 'orderNumber', headerName: intl.formatMessage(m.orderNumber), flex: 1.4, minWidth: 150 },
    { field: 'status', headerName: intl.formatMessage(m.status), flex: 1, minWidth: 100 },
    { field: 'emailed', headerName: intl.formatMessage(m.emailed), flex: 0.8, minWidth: 80, valueGetter: (_v, row) => yesNo(row.emailed) },
    {
      field: 'actions',
      headerName: intl.formatMessage(m.actions),
      sortable: false,
      flex: 1,
      minWidth: 130,
      renderCell: ({ row }) =>
        may('customers:resendReport') && row.emailed ? (
          <Button size="small" variant="outlined" sx={{ whiteSpace: 'nowrap' }} onClick={() => setPending({ kind: 'resend', orderNumber: row.orderNumber, key: newRequestKey() })}>
            {intl.formatMessage(m.resend)}
          </Button>
        ) : null,
    },
  ];
  const emailColumns: GridColDef<Row<'emails'>>[] = [
    { field: 'template', headerName: intl.formatMessage(m.template), flex: 0.8, minWidth: 90 },
    { field: 'subject', headerName: intl.formatMessage(m.subject), flex: 2, minWidth: 180 },
    { field: 'state', headerName: intl.formatMessage(m.status), flex: 0.7, minWidth: 80 },
    { field: 'createdAt', headerName: intl.formatMessage(m.created), flex: 1.2, minWidth: 130, valueFormatter: (v: string) => date(v) },
    { field: 'sentAt', headerName: intl.formatMessage(m.sent), flex: 1.2, minWidth: 130, valueFormatter: (v: string | null) => date(v) },
  ];
  const consentColumns: GridColDef<Row<'consents'>>[] = [
    { field: 'orderNumber', headerName: intl.formatMessage(m.orderNumber), flex: 1.4, minWidth: 150 },
    { field: 'at', headerName: intl.formatMessage(m.agreedAt), flex: 1.2, minWidth: 130, valueFormatter: (v: string) => date(v) },
    { field: 'textVersion', headerName: intl.formatMessage(m.textVersion), flex: 1.2, minWidth: 140 },
    { field: 'renewalAccepted', headerName: intl.formatMessage(m.renewal), flex: 1, minWidth: 110, valueGetter: (_v, row) => yesNo(row.renewalAccepted) },
  ];
  const none = intl.formatMessage(m.none);

  return (
    <>
      {back}
      <h1 style={{ overflowWrap: 'anywhere' }}>{shown.email}</h1>
      <Typography>
        {intl.formatMessage(m.name)}: {shown.name ?? intl.formatMessage(m.noAccount)}
      </Typography>
      {shown.revealed ? (
        <Alert severity="info" sx={{ mt: 2 }}>{intl.formatMessage(m.revealed)}</Alert>
      ) : (
        <Alert
          severity="warning"
          sx={{ mt: 2 }}
          action={
            may('customers:reveal') ? (
              <Button color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }} onClick={() => void doReveal()} disabled={revealState.loading}>
                {intl.formatMessage(revealState.loading ? m.revealing : m.reveal)}
              </Button>
            ) : undefined
          }
        >
          {intl.formatMessage(m.masked)} {may('customers:reveal') ? intl.formatMessage(m.revealNote) : ''}
        </Alert>
      )}
      {notice && <Typography role="status" sx={{ mt: 2, fontWeight: 600 }}>{notice}</Typography>}

      <h2>{intl.formatMessage(m.orders)}</h2>
      <StudioGrid label={intl.formatMessage(m.orders)} rows={shown.orders} columns={orderColumns} getRowId={(r) => r.orderNumber} noRowsLabel={none} />
      <h2>{intl.formatMessage(m.payments)}</h2>
      <StudioGrid label={intl.formatMessage(m.payments)} rows={shown.payments} columns={paymentColumns} getRowId={(r) => r.id} noRowsLabel={none} />
      <h2>{intl.formatMessage(m.subscriptions)}</h2>
      <StudioGrid label={intl.formatMessage(m.subscriptions)} rows={shown.subscriptions} columns={subscriptionColumns} getRowId={(r) => r.id} noRowsLabel={none} />
      <h2>{intl.formatMessage(m.reports)}</h2>
      <StudioGrid label={intl.formatMessage(m.reports)} rows={shown.reports} columns={reportColumns} getRowId={(r) => r.orderNumber} noRowsLabel={none} />
      <h2>{intl.formatMessage(m.emails)}</h2>
      <StudioGrid label={intl.formatMessage(m.emails)} rows={shown.emails} columns={emailColumns} getRowId={(r) => r.id} noRowsLabel={none} />
      <h2>{intl.formatMessage(m.consents)}</h2>
      <StudioGrid label={intl.formatMessage(m.consents)} rows={shown.consents} columns={consentColumns} getRowId={(r) => r.orderNumber} noRowsLabel={none} />

      {pending?.kind === 'refund' && <RefundDialog target={pending.target} onClose={close} onDone={(message) => void done(message)} />}
      {pending?.kind === 'cancel' && (
        <ConfirmDialog
          title={intl.formatMessage(m.cancelTitle)}
          text={intl.formatMessage(m.cancelText)}
          confirm={intl.formatMessage(m.cancelSubmit)}
          busy={cancelState.loading}
          problem={problem}
          onConfirm={() => void doCancel(pending.subscriptionId)}
          onClose={close}
        />
      )}
      {pending?.kind === 'resend' && (
        <ConfirmDialog
          title={intl.formatMessage(m.resendTitle)}
          text={intl.formatMessage(m.resendText)}
          confirm={intl.formatMessage(m.resendSubmit)}
          busy={resendState.loading}
          problem={problem}
          onConfirm={() => void doResend(pending.orderNumber, pending.key)}
          onClose={close}
        />
      )}
    </>
  );
}
