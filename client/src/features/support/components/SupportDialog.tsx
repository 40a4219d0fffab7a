import { ApolloProvider } from '@apollo/client/react';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { getApolloClient } from '../../../app/apollo';
import { MessageBundleProvider } from '../../../i18n/MessageBundleProvider';
import { supportMessages } from '../messages';
import { SupportForm } from './SupportForm';

function ContactDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const close = intl.formatMessage(supportMessages.close);
  return (
    <Dialog open onClose={onClose} aria-labelledby="support-dialog-title" fullWidth maxWidth="sm" scroll="body">
      <DialogTitle id="support-dialog-title" component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, pr: 7 }}>
        {intl.formatMessage(supportMessages.title)}
      </DialogTitle>
      <IconButton aria-label={close} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pb: 3 }}>
        <SupportForm
          idPrefix="support-dialog"
          intro={<Typography color="text.secondary">{intl.formatMessage(supportMessages.intro)}</Typography>}
          sentActions={
            <Button variant="contained" size="large" onClick={onClose}>
              {close}
            </Button>
          }
        />
      </DialogContent>
    </Dialog>
  );
}

/**
 * The contact form as a modal dialog, opened from the footer's "Contact support" so the visitor stays on their
 * page. Focus stays inside while it is open and goes back to the link when it closes.
 */
export function SupportDialog({ onClose }: { onClose: () => void }) {
  return (
    <ApolloProvider client={getApolloClient()}>
      <MessageBundleProvider bundle="support">
        <ContactDialog onClose={onClose} />
      </MessageBundleProvider>
    </ApolloProvider>
  );
}
