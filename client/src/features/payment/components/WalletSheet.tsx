import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { brandMessages } from '../../../shared/messages';
import { methodMessages, walletMessages } from '../messages';
import type { SandboxWallet } from '../sandboxToken';

/** Each wallet's sheet has its own shape, in the product's own drawing: no logo, the name as text. */
const LOOK: Readonly<Record<SandboxWallet, { paper: string; pay: Record<string, unknown>; cancelOnTop: boolean }>> = {
  APPLE_PAY: {
    paper: '#F2F2F7',
    pay: { backgroundColor: '#111111', color: '#FFFFFF', borderRadius: '12px', '&:hover': { backgroundColor: '#2B2B2B' } },
    cancelOnTop: true,
  },
  GOOGLE_PAY: {
    paper: '#FFFFFF',
    pay: { backgroundColor: '#202124', color: '#FFFFFF', borderRadius: '999px', '&:hover': { backgroundColor: '#3C4043' } },
    cancelOnTop: false,
  },
};

const Sheet = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  padding: theme.spacing(2.5, 2.5, 3),
  '& header': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.spacing(1) },
  '& header > button': { flexShrink: 0, whiteSpace: 'nowrap' },
  '& h2': { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: theme.spacing(1), minWidth: 0, margin: 0, fontSize: '1.25rem', fontWeight: 700 },
  '& .badge': {
    padding: '2px 10px',
    borderRadius: 999,
    border: '1px dashed #8A6D1F',
    backgroundColor: '#FFF8E1',
    color: '#3D2F06',
    fontSize: '0.8125rem',
    fontWeight: 700,
  },
  '& .note': { margin: 0, fontSize: '0.9375rem', color: '#3D2F06', backgroundColor: '#FFF8E1', borderRadius: 12, padding: theme.spacing(1, 1.5) },
  '& dl': { margin: 0, display: 'grid', gap: theme.spacing(1), backgroundColor: 'rgba(255,255,255,0.7)', borderRadius: 12, padding: theme.spacing(1.5) },
  '& dl > div': { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: theme.spacing(2) },
  '& dt': { color: '#4A4A4A' },
  '& dd': { margin: 0, fontWeight: 600, textAlign: 'end', overflowWrap: 'anywhere' },
  '& .total': { paddingTop: theme.spacing(1), borderTop: '1px solid #D1D1D6' },
  '& .total dd': { fontSize: '1.25rem', fontVariantNumeric: 'tabular-nums' },
}));

export interface WalletSheetProps {
  readonly wallet: SandboxWallet;
  readonly open: boolean;
  readonly amountLabel: string;
  /** The payment is on its way: the sheet can no longer be cancelled, as a real one after the buyer confirms. */
  readonly busy: boolean;
  readonly onPay: () => void;
  readonly onCancel: () => void;
}

/**
 * The sandbox's stand-in for the Apple Pay and Google Pay payment sheets: a modal dialog (focus kept inside,
 * Escape or Cancel closes it and nothing is sent) with the merchant, the amount and Pay, that says plainly it
 * is a sandbox. Paying makes a wallet token in the page; no card data exists anywhere.
 */
export function WalletSheet({ wallet, open, amountLabel, busy, onPay, onCancel }: WalletSheetProps) {
  const intl = useIntl();
  const look = LOOK[wallet];
  const name = intl.formatMessage(wallet === 'APPLE_PAY' ? methodMessages.applePay : methodMessages.googlePay);
  const cancel = (
    <Button onClick={onCancel} disabled={busy} variant={look.cancelOnTop ? 'text' : 'outlined'} size={look.cancelOnTop ? 'medium' : 'large'} fullWidth={!look.cancelOnTop}>
      {intl.formatMessage(walletMessages.cancel)}
    </Button>
  );
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="wallet-sheet-name wallet-sheet-badge"
      aria-describedby="wallet-sheet-note"
      fullWidth
      maxWidth="xs"
      sx={{
        '& .MuiDialog-container': { alignItems: { xs: 'flex-end', sm: 'center' } },
        '& .MuiDialog-paper': {
          backgroundColor: look.paper,
          m: { xs: 0, sm: 4 },
          width: { xs: '100%', sm: 'calc(100% - 64px)' },
          maxWidth: { xs: '100%', sm: 420 },
          borderRadius: { xs: '16px 16px 0 0', sm: '16px' },
        },
      }}
    >
      <Sheet data-wallet={wallet}>
        <header>
          <h2>
            <span id="wallet-sheet-name">{name}</span>
            <span id="wallet-sheet-badge" className="badge">
              {intl.formatMessage(walletMessages.badge)}
            </span>
          </h2>
          {look.cancelOnTop && cancel}
        </header>
        <p id="wallet-sheet-note" className="note">
          {intl.formatMessage(walletMessages.sheetNote, { wallet: name })}
        </p>
        <dl>
          <div>
            <dt>{intl.formatMessage(walletMessages.payTo)}</dt>
            <dd>{intl.formatMessage(brandMessages.name)}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(walletMessages.payWith)}</dt>
            <dd>{intl.formatMessage(walletMessages.account)}</dd>
          </div>
          <div className="total">
            <dt>{intl.formatMessage(walletMessages.total)}</dt>
            <dd>{amountLabel}</dd>
          </div>
        </dl>
        <Button
          autoFocus
          onClick={onPay}
          disabled={busy}
          variant="contained"
          size="large"
          fullWidth
          aria-busy={busy || undefined}
          startIcon={busy ? <CircularProgress size={20} color="inherit" aria-hidden /> : undefined}
          sx={{ minHeight: 52, fontWeight: 700, ...look.pay, '&.Mui-disabled': { ...look.pay, opacity: 0.75 } }}
        >
          {busy ? intl.formatMessage(methodMessages.processing) : intl.formatMessage(methodMessages.pay, { amount: amountLabel })}
        </Button>
        {!look.cancelOnTop && cancel}
      </Sheet>
    </Dialog>
  );
}
