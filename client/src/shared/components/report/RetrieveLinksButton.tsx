import Button from '@mui/material/Button';
import { Link, useLocation } from 'react-router-dom';
import { withLocalePrefix } from '@innerscope/shared/routes';
import { retrievePath, retrieveSearch } from '../../../features/report/reportPaths';

/** The way out of a report or order this browser may not open: have its links e-mailed again. */
export function RetrieveLinksButton({ codeExamId, label }: { codeExamId: string; label: string }) {
  const location = useLocation();
  return (
    <Button
      component={Link}
      to={{ pathname: withLocalePrefix(retrievePath(codeExamId), location.pathname), search: retrieveSearch(location.search) }}
      variant="contained"
      size="large"
    >
      {label}
    </Button>
  );
}
