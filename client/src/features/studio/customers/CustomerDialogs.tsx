import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@innerscope/shared/money';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureCode } from '../studioClient';
import { customerErrorText, newRequestKey } from './customerErrors';
import { customerMessages as m } from './customerMessages';
import { refundPaymentMutation } from './customers.graphql';

/** Minor units from what staff type in the payment's currency ("12.50", "12,50", "1200"); null when it is no amount. */
export function minorUnitsOf(typed: string): number | null {
  const text = typed.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

export interface RefundTarget {
  paymentId: string;
  orderNumber: string;
  currency: string;
  refundable: number;
}

/**
 * The refund form: all that is left or part of it, and a reason. Its request key is made when the form opens, so
 * sending it twice (a double click, a retry after a lost answer) is one refund on the server.
 */
export function RefundDialog({ target, onClose, onDone }: { target: RefundTarget; onClose: () => void; onDone: (message: string) => void }) {
  const intl = useIntl();
  const [key, setKey] = useState(newRequestKey);
  const [whole, setWhole] = useState(true);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ text: string; field: string | null } | null>(null);
  const [refund, { loading }] = useMutation(refundPaymentMutation);
  const money = (minor: number) => formatMoney(minor, target.currency, intl.locale);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const minor = whole ? null : minorUnitsOf(amount);
    if (!whole && minor === null) return setProblem({ text: customerErrorText(intl, 'AMOUNT_INVALID'), field: 'amount' });
    try {
      const { data } = await refund({ variables: { input: { paymentId: target.paymentId, amount: minor, reason, idempotencyKey: key } } });
      const out = data!.refundPayment;
      const first = out.errors[0];
      if (first) {
        // A refused refund is over: the next try is a new refund with a new key.
        if (first.code === 'REFUND_FAILED') {
          setKey(newRequestKey());
          return setProblem({ text: `${customerErrorText(intl, first.code)} ${intl.formatMessage(m.refundFailedNote)}`, field: null });
        }
        return setProblem({ text: customerErrorText(intl, first.code), field: first.field ?? null });
      }
      onDone(intl.formatMessage(m.refundDone, { amount: money(out.refund!.amount) }));
    } catch (err) {
      setProblem({ text: customerErrorText(intl, failureCode(err)), field: null });
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="refund-title" fullWidth maxWidth="sm">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="refund-title">{intl.formatMessage(m.refundTitle)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{intl.formatMessage(m.refundText, { orderNumber: target.orderNumber, amount: money(target.refundable) })}</DialogContentText>
          <RadioGroup value={whole ? 'all' : 'part'} onChange={(e) => setWhole(e.target.value === 'all')} sx={{ mt: 1 }}>
            <FormControlLabel value="all" control={<Radio />} label={`${intl.formatMessage(m.refundAll)} (${money(target.refundable)})`} />
            <FormControlLabel value="part" control={<Radio />} label={intl.formatMessage(m.refundPart)} />
          </RadioGroup>
          {!whole && (
            <TextField
              label={`${intl.formatMessage(m.refundAmount)} (${target.currency})`}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              helperText={problem?.field === 'amount' ? problem.text : intl.formatMessage(m.refundLeft, { amount: money(target.refundable) })}
              error={problem?.field === 'amount'}
              fullWidth
              margin="normal"
              autoFocus
            />
          )}
          <TextField
            label={intl.formatMessage(m.reason)}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            helperText={problem?.field === 'reason' ? problem.text : intl.formatMessage(m.reasonHelp)}
            error={problem?.field === 'reason'}
            multiline
            minRows={2}
            fullWidth
            margin="normal"
            required
          />
          {problem && problem.field !== 'amount' && problem.field !== 'reason' && (
            <Typography role="alert" color="error" sx={{ mt: 1 }}>
              {problem.text}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{intl.formatMessage(m.close)}</Button>
          <Button type="submit" variant="contained" color="error" disabled={loading}>
            {intl.formatMessage(loading ? m.refunding : m.refundSubmit)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** A yes-or-no question before an action (cancel a plan, resend a report e-mail). */
export function ConfirmDialog({
  title,
  text,
  confirm,
  busy,
  problem,
  onConfirm,
  onClose,
}: {
  title: string;
  text: ReactNode;
  confirm: string;
  busy: boolean;
  problem: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Dialog open onClose={onClose} aria-labelledby="confirm-title" fullWidth maxWidth="xs">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
        {problem && (
          <Typography role="alert" color="error" sx={{ mt: 1 }}>
            {problem}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage(m.close)}</Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy}>
          {busy ? intl.formatMessage(m.working) : confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
