import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import DiamondIcon from '@mui/icons-material/DiamondOutlined';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { withLocalePrefix } from '@innerscope/shared/routes';
import { StatusPanel } from '../../../shared/components/StatusPanel';
import { reportPath } from '../../checkout/checkoutPaths';
import { RetrieveLinksButton } from '../../../shared/components/report/RetrieveLinksButton';
import { useCheckoutFormat } from '../../plan/useCheckoutFormat';
import { upgradeStateMessages } from '../messages';

/**
 * The report of the test, with the page's query (its `?order=`, the signed link's `t` when there is one, the
 * language), in the visitor's locale prefix.
 */
function ReportButton({ codeExamId, primary }: { codeExamId: string; primary: boolean }) {
  const intl = useIntl();
  const location = useLocation();
  return (
    <Button
      component={Link}
      to={{ pathname: withLocalePrefix(reportPath(codeExamId), location.pathname), search: location.search }}
      variant={primary ? 'contained' : 'outlined'}
      size="large"
    >
      {intl.formatMessage(upgradeStateMessages.toReport)}
    </Button>
  );
}

/** The upgrade went through: premium and until when, with the way to the report. Its heading takes focus. */
export function UpgradeDone({ codeExamId, validUntil }: { codeExamId: string; validUntil: Date }) {
  const intl = useIntl();
  const format = useCheckoutFormat();
  useEffect(() => document.getElementById('upgrade-done')?.focus(), []);
  return (
    <StatusPanel
      id="upgrade-done"
      role="status"
      art={<CheckCircleIcon sx={{ fontSize: 56, color: '#1E6B3A' }} aria-hidden />}
      title={intl.formatMessage(upgradeStateMessages.doneTitle)}
      body={intl.formatMessage(upgradeStateMessages.doneBody, { date: format.longDate(validUntil) })}
      actions={<ReportButton codeExamId={codeExamId} primary />}
    />
  );
}

/** The test has premium already: until when, and no button to buy it again. */
export function AlreadyPremium({ codeExamId, validUntil }: { codeExamId: string; validUntil: Date }) {
  const intl = useIntl();
  const format = useCheckoutFormat();
  return (
    <StatusPanel
      id="upgrade-already"
      art={<DiamondIcon sx={{ fontSize: 56 }} aria-hidden />}
      title={intl.formatMessage(upgradeStateMessages.alreadyTitle)}
      body={intl.formatMessage(upgradeStateMessages.alreadyBody, { date: format.longDate(validUntil) })}
      actions={<ReportButton codeExamId={codeExamId} primary />}
    />
  );
}

/** No premium plan is sold for this test (or not any more). */
export function NoPremiumPlan({ codeExamId, announce = false }: { codeExamId: string; announce?: boolean }) {
  const intl = useIntl();
  return (
    <StatusPanel
      id="upgrade-no-premium"
      role={announce ? 'alert' : undefined}
      title={intl.formatMessage(upgradeStateMessages.noPremiumTitle)}
      body={intl.formatMessage(upgradeStateMessages.noPremiumBody)}
      actions={<ReportButton codeExamId={codeExamId} primary />}
    />
  );
}

/**
 * Nothing this browser may upgrade: no order in the link, an unknown one, or a browser that is not the buyer's
 * (the server shows the plans only to the buyer). Calm, with the way to get the report links again.
 */
export function NotFoundHere({ codeExamId }: { codeExamId: string }) {
  const intl = useIntl();
  return (
    <StatusPanel
      id="upgrade-not-found"
      title={intl.formatMessage(upgradeStateMessages.notFoundTitle)}
      body={intl.formatMessage(upgradeStateMessages.notFoundBody)}
      actions={<RetrieveLinksButton codeExamId={codeExamId} label={intl.formatMessage(upgradeStateMessages.retrieve)} />}
    />
  );
}
