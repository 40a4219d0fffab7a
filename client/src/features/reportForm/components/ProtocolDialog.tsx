import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { Skeleton } from '../../../shared/components/Skeleton';
import { styled } from '@mui/material/styles';
import { Fragment, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { ReportFormProtocolsDocument } from '../../../__generated__/graphql';
import { openCookieSettings, preloadConsentUi } from '../../../shared/consentSettings';
import { sectionsOf } from '../../help/helpContent';
import { reportFormMessages } from '../messages';

export type ProtocolKind = 'terms' | 'privacy';

/**
 * The browser's own modal dialog: it keeps focus inside, closes with Escape and gives focus back to the link
 * that opened it, with no code to download for it.
 */
const Window = styled('dialog')(({ theme }) => ({
  width: 'min(640px, calc(100vw - 24px))',
  maxHeight: 'min(720px, calc(100dvh - 48px))',
  padding: 0,
  border: 0,
  borderRadius: theme.shape.borderRadius,
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  boxShadow: '0 24px 64px rgba(0, 0, 0, 0.25)',
  '&[open]': { display: 'flex', flexDirection: 'column' },
  '&::backdrop': { backgroundColor: 'rgba(20, 16, 12, 0.5)' },
  '& h2': { margin: 0, padding: theme.spacing(2.5, 3, 2), fontSize: '1.25rem' },
  '& .body': {
    overflowY: 'auto',
    padding: theme.spacing(2, 3),
    borderBlock: `1px solid ${theme.palette.divider}`,
    '& h3': { margin: theme.spacing(2.5, 0, 0.5), fontSize: '1rem' },
    '& h3:first-of-type': { marginTop: 0 },
    '& p': { margin: theme.spacing(0, 0, 1.5) },
  },
  '& .actions': { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: theme.spacing(1), padding: theme.spacing(1.5, 2) },
}));

/** The terms or the privacy policy, read in place so the form keeps what the visitor typed. */
export function ProtocolDialog({
  examId,
  locale,
  kind,
  onClose,
}: {
  examId: number;
  locale: string;
  kind: ProtocolKind | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const { data, error, loading, refetch } = useQuery(ReportFormProtocolsDocument, {
    variables: { examId, locale },
    skip: kind === null,
    notifyOnNetworkStatusChange: true,
  });
  const protocol = data?.protocols.find((entry) => entry.kind === kind);
  const fallbackTitle = kind === 'privacy' ? reportFormMessages.privacyTitle : reportFormMessages.termsTitle;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Browsers without the dialog methods still show and hide it, just not as a modal.
    const modal = typeof element.showModal === 'function';
    if (kind !== null && !element.open) {
      if (modal) element.showModal();
      else element.setAttribute('open', '');
    }
    if (kind === null && element.open) {
      if (modal) element.close();
      else element.removeAttribute('open');
    }
  }, [kind]);

  return (
    <Window ref={dialog} aria-labelledby="protocol-title" onClose={onClose}>
      {kind !== null && (
        <>
          <h2 id="protocol-title">{protocol?.title ?? intl.formatMessage(fallbackTitle)}</h2>
          {/* Focusable, so the text can be scrolled with the keyboard. */}
          <div className="body" tabIndex={0}>
            {protocol ? (
              sectionsOf(protocol.body).map((section, index) => (
                <Fragment key={index}>
                  {section.heading && <h3>{section.heading}</h3>}
                  <p>{section.text}</p>
                </Fragment>
              ))
            ) : error && !loading ? (
              <div role="alert">
                <p>{intl.formatMessage(reportFormMessages.protocolError)}</p>
                <Button variant="outlined" onClick={() => void refetch().catch(() => undefined)}>
                  {intl.formatMessage(reportFormMessages.retry)}
                </Button>
              </div>
            ) : (
              <div aria-busy="true">
                <Skeleton variant="text" />
                <Skeleton variant="text" />
                <Skeleton variant="text" width="60%" />
              </div>
            )}
          </div>
          <div className="actions">
            {kind === 'privacy' && (
              <Button
                onClick={() => {
                  // The settings open above the page, so this modal gives way first.
                  onClose();
                  openCookieSettings();
                }}
                onPointerEnter={preloadConsentUi}
                onFocus={preloadConsentUi}
                aria-haspopup="dialog"
              >
                {intl.formatMessage(reportFormMessages.cookieSettings)}
              </Button>
            )}
            <Button onClick={onClose}>{intl.formatMessage(reportFormMessages.close)}</Button>
          </div>
        </>
      )}
    </Window>
  );
}
