import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { treeHoleMessages as m } from '../messages';

/** The end of a list: "load more" while there is more (with its own failure), "no more" once there is none. */
export function LoadMore({ hasMore, onMore }: { hasMore: boolean; onMore: () => Promise<unknown> }) {
  const intl = useIntl();
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!hasMore) return <Typography role="status" align="center" color="text.secondary" sx={{ py: 2 }}>{intl.formatMessage(m.noMore)}</Typography>;
  const more = () => {
    setLoading(true);
    setFailed(false);
    onMore().then(
      () => setLoading(false),
      () => {
        setLoading(false);
        setFailed(true);
      },
    );
  };
  return (
    <div style={{ display: 'grid', justifyItems: 'center', gap: 8 }}>
      {failed && <Typography role="alert" color="error">{intl.formatMessage(m.moreFailed)}</Typography>}
      <Button variant="outlined" size="large" disabled={loading} onClick={more}>{intl.formatMessage(m.loadMore)}</Button>
    </div>
  );
}
