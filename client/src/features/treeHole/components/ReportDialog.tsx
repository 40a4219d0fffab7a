import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { TreeHoleReportReason } from '../../../__generated__/graphql';
import { type PlainTreeHoleMessage, treeHoleMessages as m } from '../messages';
import { reportTreeHolePostMutation } from '../treeHole.graphql';

const REASONS: readonly [TreeHoleReportReason, PlainTreeHoleMessage][] = [
  ['ABUSE', m.reportAbuse],
  ['SELF_HARM', m.reportSelfHarm],
  ['PERSONAL_INFO', m.reportPersonalInfo],
  ['SPAM', m.reportSpam],
  ['OTHER', m.reportOther],
];

/** Reports a post with one reason; the writer never learns who reported it. */
export function ReportDialog({ postId, onClose }: { postId: string; onClose: () => void }) {
  const intl = useIntl();
  const [reason, setReason] = useState<TreeHoleReportReason | null>(null);
  const [report, { loading, data, error }] = useMutation(reportTreeHolePostMutation);
  const sent = data?.reportTreeHolePost.reported === true;
  return (
    <Dialog open onClose={onClose} aria-labelledby="tree-hole-report-title" fullWidth maxWidth="xs">
      <DialogTitle id="tree-hole-report-title">{intl.formatMessage(m.reportTitle)}</DialogTitle>
      <DialogContent>
        {sent ? (
          <Typography role="status">{intl.formatMessage(m.reportSent)}</Typography>
        ) : (
          <>
            <Typography id="tree-hole-report-body" sx={{ mb: 1.5 }} color="text.secondary">{intl.formatMessage(m.reportBody)}</Typography>
            <RadioGroup aria-labelledby="tree-hole-report-body" value={reason ?? ''} onChange={(e) => setReason(e.target.value as TreeHoleReportReason)}>
              {REASONS.map(([value, label]) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={intl.formatMessage(label)} sx={{ minHeight: 44 }} />
              ))}
            </RadioGroup>
            {error && <Typography role="alert" color="error" sx={{ mt: 1 }}>{intl.formatMessage(m.reportFailed)}</Typography>}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage(sent ? m.close : m.cancel)}</Button>
        {!sent && (
          <Button variant="contained" disabled={!reason || loading} onClick={() => reason && void report({ variables: { input: { id: postId, reason } } }).catch(() => undefined)}>
            {intl.formatMessage(m.reportSend)}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
