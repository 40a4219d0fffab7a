import { useApolloClient } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { orderEmailMessages as m } from '../orderEmailMessages';
import { OrderEmailDialog } from './OrderEmailDialog';

const Line = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(1),
  '& p': { flex: 1, margin: 0, minWidth: 0, overflowWrap: 'anywhere', color: theme.palette.text.secondary },
  '& strong': { fontWeight: 700, color: theme.palette.text.primary },
  '& button': { flexShrink: 0, minHeight: 44 },
}));

const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/** Where a paid order's report goes, with "Change" to move it to another address (confirmed by a code). */
export function OrderEmailLine({ orderNumber, email }: { readonly orderNumber: string; readonly email: string }) {
  const intl = useIntl();
  const client = useApolloClient();
  const [open, setOpen] = useState(false);
  const onClose = (moved: boolean) => {
    setOpen(false);
    // A moved order belongs to the new address's account: the list is asked again without it.
    if (moved) void client.refetchQueries({ include: ['AccountReportList'] });
  };
  return (
    <Line>
      <p>{intl.formatMessage(m.sentTo, { email, b: bold })}</p>
      <Button variant="text" size="small" aria-label={intl.formatMessage(m.changeLabel, { orderNumber })} onClick={() => setOpen(true)}>
        {intl.formatMessage(m.change)}
      </Button>
      <OrderEmailDialog open={open} orderNumber={orderNumber} onClose={onClose} />
    </Line>
  );
}
