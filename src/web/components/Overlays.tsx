import { lazy, Suspense, useState } from 'react';
import { dialogStore } from '../app/dialogs.ts';
import { useExternalStore } from '../app/external-store.ts';
import { toastStore } from '../app/toasts.ts';

// Most visits never see a toast or a dialog, so their code (radix-ui) loads with the first one.
const Toaster = lazy(() => import('./Toaster.tsx'));
const DialogHost = lazy(() => import('./DialogHost.tsx'));

/** Once asked for, stays mounted, so later toasts and dialogs appear without waiting. */
function useOnceNeeded(now: boolean): boolean {
  const [needed, setNeeded] = useState(now);
  if (now && !needed) setNeeded(true);
  return needed || now;
}

/** Toasts and dialogs requested through the stores, over whatever page is showing. */
export function Overlays() {
  const toastsNeeded = useOnceNeeded(useExternalStore(toastStore).length > 0);
  const dialogsNeeded = useOnceNeeded(useExternalStore(dialogStore).length > 0);
  // Separate boundaries: a dialog's code loading must not hide the toasts already shown.
  return (
    <>
      <Suspense fallback={null}>{toastsNeeded && <Toaster />}</Suspense>
      <Suspense fallback={null}>{dialogsNeeded && <DialogHost />}</Suspense>
    </>
  );
}
