import { type ComponentType, type MouseEvent, Suspense, useCallback, useEffect, useState } from 'react';
import { ErrorBoundary } from '../../shared/components/ErrorBoundary';
import { loadSupportDialog } from './supportDialog';

/** The dialog once fetched; rendered only when here, so nothing on the page waits for its code. */
let LoadedDialog: ComponentType<{ onClose: () => void }> | null = null;

/** A click that would open the link here (not in a new tab or window). */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

const preload = () => void loadSupportDialog().catch(() => undefined);

function CloseOnFailure({ onClose }: { onClose: () => void }) {
  useEffect(() => onClose(), [onClose]);
  return null;
}

/**
 * "Contact support" opens the contact form in a dialog over the page, its code and words fetched then (or
 * earlier, on hover or focus). The link still leads to `/support` when opened in a new tab or window.
 */
export function useSupportDialog() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(LoadedDialog !== null);
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => {
    if (!open || loaded) return;
    let current = true;
    loadSupportDialog().then(
      (module) => {
        LoadedDialog = module.default;
        if (current) setLoaded(true);
      },
      () => current && setOpen(false),
    );
    return () => {
      current = false;
    };
  }, [open, loaded]);
  const linkProps = {
    onClick: (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      setOpen(true);
    },
    onPointerEnter: preload,
    onFocus: preload,
    'aria-haspopup': 'dialog' as const,
  };
  const dialog =
    open && loaded && LoadedDialog ? (
      <ErrorBoundary fallback={() => <CloseOnFailure onClose={close} />}>
        <Suspense fallback={null}>
          <LoadedDialog onClose={close} />
        </Suspense>
      </ErrorBoundary>
    ) : null;
  return { linkProps, dialog };
}
