import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useIntl } from 'react-intl';
import { packageMessages } from '../messages';

export interface SkipDialogProps {
  readonly open: boolean;
  /** The offer's title, as the step shows it. */
  readonly offer: string;
  readonly onKeep: () => void;
  readonly onSkip: () => void;
  /** Called once the dialog has finished closing. */
  readonly onExited?: () => void;
}

/** "Are you sure?" after "No thanks": keeping the offer is the default (it has focus), skipping is one tap. */
export function SkipDialog({ open, offer, onKeep, onSkip, onExited }: SkipDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open={open} onClose={onKeep} slotProps={{ transition: { onExited } }} aria-labelledby="skip-dialog-title" aria-describedby="skip-dialog-body" fullWidth maxWidth="xs">
      <DialogTitle id="skip-dialog-title">{intl.formatMessage(packageMessages.confirmTitle)}</DialogTitle>
      <DialogContent>
        <DialogContentText id="skip-dialog-body">{intl.formatMessage(packageMessages.confirmBody, { offer })}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1, px: 3, pb: 3, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button variant="contained" size="large" onClick={onKeep} autoFocus>
          {intl.formatMessage(packageMessages.keep)}
        </Button>
        <Button size="large" onClick={onSkip}>
          {intl.formatMessage(packageMessages.skip)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
